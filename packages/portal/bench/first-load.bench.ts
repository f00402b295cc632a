/**
 * `npm run bench -w @edu/portal`: builds the portal, starts the real server with demo content and measures
 * /index in headless Chromium as a visitor:
 * - first-load bytes on the wire (as Chromium counted them, headers included: the server sends the build's
 *   brotli/gzip copies) of the JS and CSS requested before the assistant widget (which only loads later,
 *   for a signed-in user), and that every such file of 1 KB or more arrived compressed;
 * - the largest contentful paint with 4× CPU throttling;
 * - the chunk of every section (each its own file).
 * Budgets (issue #13): first load ≤ 150 KB, LCP ≤ 2.5 s. Exits 1 when one is exceeded.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, recordWireBytes } from '@edu/browser-harness';
import { loadConfig, startServer } from '@edu/server';
import { buildPortal } from '../e2e/build-portal';

const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;
const LCP_BUDGET_MS = 2_500;
const CPU_THROTTLING_RATE = 4;
const RUNS = 3;
/** A script or stylesheet this large or larger must arrive compressed. */
const COMPRESSED_FROM_BYTES = 1024;

const portalDir = await buildPortal();
const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-bench-'));
const server = await startServer({
  config: loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', PORTAL_DIR: portalDir }),
  log: () => undefined,
});
const browser = await launchChromium();
let failed = false;
try {
  const results: Array<{ bytes: number; encodings: Set<string>; uncompressed: string[]; lcp: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const wire = await recordWireBytes(cdp, { disableCache: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    await page.goto(`${server.url}/index`, { waitUntil: 'networkidle' });
    // LCP is final once the content is in: no skeleton left and every eager picture loaded.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[role="status"][aria-label*="加载"]').length === 0 &&
        Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
      undefined,
      { timeout: 30_000 },
    );
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries.at(-1)?.startTime ?? 0);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const code = wire
      .records()
      .filter(
        (record) =>
          (record.type === 'Script' || record.type === 'Stylesheet') && !/assistant|edu-assistant/.test(record.url),
      );
    results.push({
      bytes: code.reduce((sum, record) => sum + record.transferredBytes, 0),
      encodings: new Set(code.map((record) => record.encoding)),
      uncompressed: code
        .filter((record) => record.decodedBytes >= COMPRESSED_FROM_BYTES && record.encoding === 'identity')
        .map((record) => new URL(record.url).pathname),
      lcp,
    });
    await context.close();
  }
  const median = <T>(values: T[], key: (value: T) => number) =>
    values.map(key).sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const bytes = median(results, (result) => result.bytes);
  const lcp = median(results, (result) => result.lcp);
  const encodings = [...new Set(results.flatMap((result) => [...result.encodings]))].join(', ');
  const uncompressed = [...new Set(results.flatMap((result) => result.uncompressed))];
  console.log(
    `/index first load (JS + CSS on the wire, headers included, before the widget), median of ${RUNS}: ${(bytes / 1024).toFixed(1)} KB (budget ${FIRST_LOAD_BUDGET_BYTES / 1024} KB; content-encoding: ${encodings})`,
  );
  for (const file of uncompressed) console.error(`FAIL ${file} (1 KB or more) arrived uncompressed`);
  console.log(
    `/index largest contentful paint, ${CPU_THROTTLING_RATE}× CPU throttling, median of ${RUNS}: ${Math.round(lcp)} ms (budget ${LCP_BUDGET_MS} ms)`,
  );
  const chunks = readdirSync(path.join(portalDir, 'assets')).filter((name) => /-screen-.*\.js$/.test(name));
  console.log(`section chunks: ${chunks.map((name) => name.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')).join(', ')}`);
  failed = bytes > FIRST_LOAD_BUDGET_BYTES || lcp > LCP_BUDGET_MS || uncompressed.length > 0;
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(portalDir, { recursive: true, force: true });
}
if (failed) {
  console.error('A portal budget is exceeded.');
  process.exit(1);
}
