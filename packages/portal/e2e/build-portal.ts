import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the portal (what `npm run build` ships) into a fresh temporary folder. */
export async function buildPortal(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-e2e-'));
  // Vitest sets NODE_ENV=test, which would make the JSX transform emit development calls.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: PACKAGE_ROOT,
    configFile: path.join(PACKAGE_ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = previous;
  });
  return outDir;
}
