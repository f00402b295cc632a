/**
 * `npm run bench -w @edu/portal [-- /path …]`: builds the portal, starts the real server with demo content
 * and loads pages cold (HTTP cache disabled, fresh context) in headless Chromium with 4× CPU throttling:
 * - the largest contentful paint of one route of every section (`bench-routes.ts`; /personal signed in as
 *   the demo teacher), median of 3, with the LCP element and when its picture was requested;
 * - /index first-load bytes on the wire (as Chromium counted them, headers included: the server sends the
 *   build's brotli/gzip copies) of the JS and CSS requested before the assistant widget (which only loads
 *   later, for a signed-in user), and that every such file of 1 KB or more arrived compressed;
 * - the chunk of every section (each its own file), and what each route's section adds on the wire to the
 *   code every page loads (its chunks and the shared component chunks it pulls in; `section-bytes.ts`).
 * Runs go round the routes in turn (not one route three times in a row), so a burst of load on the shared
 * machine spreads over routes instead of landing on one route's every run. The load average is printed
 * with the figures: LCP under CPU throttling moves with the machine's load.
 * Budgets (issues #13, #14): first load ≤ 150 KB, every route's LCP ≤ 2.5 s, every section ≤ 60 KB on the
 * wire. Exits 1 when one is exceeded.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, type WireRecord } from '@edu/browser-harness';
import { loadConfig, startServer } from '@edu/server';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { buildPortal } from '../e2e/build-portal';
import { type BenchVisitor, benchRoutesOf } from './bench-routes';
import { formatLcpTable, judgeRoutes, median, type RouteLcpSamples } from './lcp-summary';
import { measureColdLoad } from './measure-cold-load';
import { type RouteCodeLoad, sectionBytesOf } from './section-bytes';

const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;
const SECTION_BUDGET_BYTES = 60 * 1024;
const LCP_BUDGET_MS = 2_500;
const CPU_THROTTLING_RATE = 4;
const RUNS = 3;
const VIEWPORT = { width: 1440, height: 900 };
/** A script or stylesheet this large or larger must arrive compressed. */
const COMPRESSED_FROM_BYTES = 1024;
/** Every demo user's password (the sign-in page lists them). */
const DEMO_PASSWORD = 'demo1234';

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The context options of a visitor: a signed-in user's cookie comes from one real sign-in, made unthrottled. */
async function contextOf(browser: Browser, baseUrl: string, who: BenchVisitor): Promise<BrowserContextOptions> {
  const options: BrowserContextOptions = { viewport: VIEWPORT, locale: 'zh-CN' };
  if (who.kind === 'visitor') return options;
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/login?redirect_url=${encodeURIComponent('/index')}`);
    await page.getByLabel('用户名').fill(who.username);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${baseUrl}/index`);
    return { ...options, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** The JS and CSS of a load, before the widget. */
const firstLoadCode = (wire: readonly WireRecord[]) =>
  wire.filter(
    (record) =>
      (record.type === 'Script' || record.type === 'Stylesheet') && !/assistant|edu-assistant/.test(record.url),
  );

const routes = benchRoutesOf(process.argv.slice(2));
const portal = await buildPortal();
const portalDir = portal.settings.PORTAL_DIR;
const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-bench-'));
const server = await startServer({
  config: loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...portal.settings }),
  log: () => undefined,
});
const browser = await launchChromium();
let failed = false;
try {
  const contexts = new Map<string, BrowserContextOptions>();
  const samples = routes.map((route) => ({
    path: route.path,
    section: route.section,
    samplesMs: [] as number[],
    elements: [] as string[],
    resourceStartsMs: [] as (number | undefined)[],
  })) satisfies RouteLcpSamples[];
  const indexBytes: number[] = [];
  const codeLoads: RouteCodeLoad[] = [];
  const uncompressed = new Set<string>();
  const encodings = new Set<string>();
  console.log(`load average before: ${loadAverage()}`);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, route] of routes.entries()) {
      const key = route.who.kind === 'visitor' ? '' : route.who.username;
      let context = contexts.get(key);
      if (!context) {
        context = await contextOf(browser, server.url, route.who);
        contexts.set(key, context);
      }
      const sample = await measureColdLoad(browser, {
        url: `${server.url}${route.path}`,
        cpuThrottlingRate: CPU_THROTTLING_RATE,
        context,
      });
      const routeSamples = samples[index];
      if (!routeSamples) continue;
      routeSamples.samplesMs.push(sample.lcpMs);
      routeSamples.elements.push(sample.lcpElement);
      routeSamples.resourceStartsMs.push(sample.lcpResourceStartMs);
      if (run === 0) codeLoads.push({ path: route.path, section: route.section, code: firstLoadCode(sample.wire) });
      if (route.path !== '/index') continue;
      const code = firstLoadCode(sample.wire);
      indexBytes.push(code.reduce((sum, record) => sum + record.transferredBytes, 0));
      for (const record of code) {
        encodings.add(record.encoding);
        if (record.decodedBytes >= COMPRESSED_FROM_BYTES && record.encoding === 'identity') {
          uncompressed.add(new URL(record.url).pathname);
        }
      }
    }
  }
  console.log(`load average after: ${loadAverage()}`);
  const verdicts = judgeRoutes(samples, LCP_BUDGET_MS);
  console.log(
    `Largest contentful paint, ${CPU_THROTTLING_RATE}× CPU throttling, cold cache, ${VIEWPORT.width}×${VIEWPORT.height}, median of ${RUNS}:`,
  );
  for (const line of formatLcpTable(verdicts, LCP_BUDGET_MS)) console.log(line);
  failed = verdicts.some((verdict) => !verdict.met);
  if (indexBytes.length > 0) {
    const bytes = median(indexBytes);
    console.log(
      `/index first load (JS + CSS on the wire, headers included, before the widget), median of ${RUNS}: ${(bytes / 1024).toFixed(1)} KB (budget ${FIRST_LOAD_BUDGET_BYTES / 1024} KB; content-encoding: ${[...encodings].join(', ')})`,
    );
    for (const file of uncompressed) console.error(`FAIL ${file} (1 KB or more) arrived uncompressed`);
    failed ||= bytes > FIRST_LOAD_BUDGET_BYTES || uncompressed.size > 0;
  }
  console.log(
    `Section code on the wire beyond what every route loads (its chunks and the shared chunks it pulls in; budget ${SECTION_BUDGET_BYTES / 1024} KB):`,
  );
  for (const section of sectionBytesOf(codeLoads)) {
    const met = section.bytes <= SECTION_BUDGET_BYTES;
    failed ||= !met;
    console.log(
      `${met ? 'ok  ' : 'FAIL'} ${section.path.padEnd(16)} ${(section.bytes / 1024).toFixed(1).padStart(6)} KB  ${section.files.length} files`,
    );
  }
  const chunks = readdirSync(path.join(portalDir, 'assets')).filter((name) => /-screen-.*\.js$/.test(name));
  console.log(`section chunks: ${chunks.map((name) => name.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')).join(', ')}`);
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(portal.root, { recursive: true, force: true });
}
if (failed) {
  console.error('A portal budget is exceeded.');
  process.exit(1);
}
