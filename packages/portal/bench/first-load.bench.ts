/**
 * `npm run bench -w @edu/portal`: builds the portal, starts the real server with demo content and measures
 * /index in headless Chromium as a visitor:
 * - first-load bytes on the wire (CDP `encodedDataLength`, i.e. as transferred, compressed or not) of the
 *   JS and CSS requested before the assistant widget (which only loads later, for a signed-in user);
 * - the largest contentful paint with 4× CPU throttling;
 * - the chunk of every section (each its own file).
 * Budgets (issue #13): first load ≤ 150 KB, LCP ≤ 2.5 s. Exits 1 when one is exceeded.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@edu/browser-harness';
import { loadConfig, startServer } from '@edu/server';
import { buildPortal } from '../e2e/build-portal';

const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;
const LCP_BUDGET_MS = 2_500;
const CPU_THROTTLING_RATE = 4;
const RUNS = 3;

const portalDir = await buildPortal();
const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-bench-'));
const server = await startServer({
  config: loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', PORTAL_DIR: portalDir }),
  log: () => undefined,
});
const browser = await launchChromium();
let failed = false;
try {
  const results: Array<{ bytes: number; gzipBytes: number; encodings: Set<string>; lcp: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    const types = new Map<string, { type: string; url: string; encoding: string }>();
    let bytes = 0;
    const encodings = new Set<string>();
    const counted: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const encoding = String(
        event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? 'identity',
      );
      types.set(event.requestId, { type: event.type, url: event.response.url, encoding });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = types.get(event.requestId);
      if (!response) return;
      const isCode = response.type === 'Script' || response.type === 'Stylesheet';
      if (isCode && !/assistant|edu-assistant/.test(response.url)) {
        bytes += event.encodedDataLength;
        encodings.add(response.encoding);
        counted.push(event.requestId);
      }
    });
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
    // What the same files weigh gzip-compressed (level 9), for when the server sends them uncompressed.
    let gzipBytes = 0;
    for (const requestId of counted) {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      gzipBytes += gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
    }
    results.push({ bytes, gzipBytes, encodings, lcp });
    await context.close();
  }
  const median = <T>(values: T[], key: (value: T) => number) =>
    values.map(key).sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const bytes = median(results, (result) => result.bytes);
  const lcp = median(results, (result) => result.lcp);
  const gzipBytes = median(results, (result) => result.gzipBytes);
  const encodingList = [...new Set(results.flatMap((result) => [...result.encodings]))];
  const encodings = encodingList.join(', ');
  // Until the hosting compresses (build-time brotli/gzip), the budget is checked on the gzip size.
  const compressed = !encodingList.includes('identity');
  const budgeted = compressed ? bytes : gzipBytes;
  console.log(
    `/index first load (JS + CSS on the wire, before the widget): ${(bytes / 1024).toFixed(1)} KB (budget ${FIRST_LOAD_BUDGET_BYTES / 1024} KB; content-encoding: ${encodings})`,
  );
  console.log(
    `the same JS + CSS gzip-compressed (level 9): ${(gzipBytes / 1024).toFixed(1)} KB${compressed ? '' : ' (checked against the budget while the server sends them uncompressed)'}`,
  );
  console.log(
    `/index largest contentful paint, ${CPU_THROTTLING_RATE}× CPU throttling, median of ${RUNS}: ${Math.round(lcp)} ms (budget ${LCP_BUDGET_MS} ms)`,
  );
  const chunks = readdirSync(path.join(portalDir, 'assets')).filter((name) => /-screen-.*\.js$/.test(name));
  console.log(`section chunks: ${chunks.map((name) => name.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')).join(', ')}`);
  failed = budgeted > FIRST_LOAD_BUDGET_BYTES || lcp > LCP_BUDGET_MS;
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
