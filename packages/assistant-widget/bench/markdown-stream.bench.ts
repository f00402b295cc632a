/**
 * Streaming budget of the markdown renderer (issue #4): a 20,000-character reply in 2,000 chunks
 * must cost at most 2.5× a 10,000-character reply in 1,000 chunks, and no single update may take
 * over 50 ms — in Node and in headless Chromium, where the widget runs. KaTeX is loaded (the reply
 * has math). Exits 1 when a budget is missed.
 *
 *   npx tsx bench/markdown-stream.bench.ts [--node-only]
 */
import { fileURLToPath } from 'node:url';
import { startBrowserSession } from '@edu/browser-harness';
import { build } from 'vite';
import { loadMathRenderer } from '../src/markdown/index';
import { runBudgetScenarios, type ScenarioResult } from './markdown-stream-run';

const MAX_RATIO = 2.5;
const MAX_UPDATE_MS = 50;
const REPEATS = 7;

type Scenarios = ReturnType<typeof runBudgetScenarios>;

function report(where: string, { short, long, ratio }: Scenarios): boolean {
  const line = (run: ScenarioResult) =>
    `${run.characters} chars / ${run.chunks} chunks: total ${run.totalMs.toFixed(1)} ms (median of ${REPEATS}), ` +
    `max update ${run.maxUpdateMs.toFixed(2)} ms (median of per-run maxima; worst seen ${run.worstUpdateMs.toFixed(2)} ms)`;
  const ok = ratio <= MAX_RATIO && Math.max(short.maxUpdateMs, long.maxUpdateMs) <= MAX_UPDATE_MS;
  console.log(`[${where}] ${line(short)}`);
  console.log(`[${where}] ${line(long)}`);
  console.log(
    `[${where}] ratio ${ratio.toFixed(2)} (budget ≤ ${MAX_RATIO}), max update budget ${MAX_UPDATE_MS} ms: ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
}

async function runInChromium(): Promise<Scenarios> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    // Workspace packages (@edu/api-client) from their TypeScript source, as in vite.config.ts.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./markdown-stream-browser-entry.ts', import.meta.url)),
        formats: ['iife'],
        name: 'markdownStreamBenchBundle',
      },
    },
  });
  const bundle = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const code = bundle.find((chunk) => chunk.type === 'chunk')?.code;
  if (code === undefined) throw new Error('vite build produced no bundle for the browser benchmark');
  const session = await startBrowserSession({
    handle(request, response) {
      if (request.url === '/bench.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end(code);
        return true;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><meta charset="utf-8"><title>bench</title><script src="/bench.js"></script>');
      return true;
    },
  });
  try {
    const page = await session.newPage('/');
    await page.evaluate('markdownStreamBench.loadMathRenderer()');
    return (await page.evaluate(`markdownStreamBench.runBudgetScenarios(${REPEATS})`)) as Scenarios;
  } finally {
    await session.close();
  }
}

await loadMathRenderer();
let ok = report('node', runBudgetScenarios(REPEATS));
if (!process.argv.includes('--node-only')) ok = report('chromium', await runInChromium()) && ok;
process.exitCode = ok ? 0 : 1;
