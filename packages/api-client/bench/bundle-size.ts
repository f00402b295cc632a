/**
 * What the AI-client path costs a browser: bundles an entry that imports only `createAiClient` and
 * `buildChatMessages` (what the assistant widget loads on first open) with esbuild — source condition,
 * bundled, minified, ESM — and prints its gzip -9 size with a breakdown by dependency. Exits 1 when a
 * portal module reaches the bundle: `"sideEffects": false` must let bundlers drop the portal client.
 *
 *   npm run bench -w @edu/api-client
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
// esbuild names modules relative to the working directory: `src/portal/…` or `../…/src/portal/…`.
const isPortalModule = (modulePath: string) => /(^|\/)src\/portal\//.test(modulePath);

const result = await build({
  stdin: {
    contents: "export { buildChatMessages, createAiClient } from './src/index';",
    resolveDir: packageRoot,
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  conditions: ['source'],
  write: false,
  metafile: true,
  logLevel: 'error',
});

const code = result.outputFiles[0]?.contents ?? new Uint8Array();
const inputs = Object.entries(Object.values(result.metafile.outputs)[0]?.inputs ?? {});

/** Which part of the bundle a module belongs to. */
function groupOf(modulePath: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath)?.[1];
  if (dependency) return dependency;
  return isPortalModule(modulePath) ? '@edu/api-client portal (must be absent)' : '@edu/api-client';
}

const minifiedBytes = new Map<string, number>();
for (const [modulePath, { bytesInOutput }] of inputs) {
  const group = groupOf(modulePath);
  minifiedBytes.set(group, (minifiedBytes.get(group) ?? 0) + bytesInOutput);
}

console.log('AI-client entry { createAiClient, buildChatMessages }, esbuild, minified ESM:');
console.log(`  gzip -9: ${(gzipSync(code, { level: 9 }).length / KB).toFixed(1)} KB (${code.length} bytes minified)`);
for (const [group, bytes] of [...minifiedBytes].sort((a, b) => b[1] - a[1])) {
  if (bytes > 0) console.log(`  ${group}: ${(bytes / KB).toFixed(1)} KB minified`);
}

const portalModules = inputs.filter(([modulePath, { bytesInOutput }]) => {
  return isPortalModule(modulePath) && bytesInOutput > 0;
});
if (portalModules.length > 0) {
  console.log(`FAIL portal modules in the AI-client bundle: ${portalModules.map(([name]) => name).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log('ok   no portal module in the AI-client bundle');
}
