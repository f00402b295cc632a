/**
 * A paired comparison of two builds or settings of the server (ADR 0020): server A and server B, with nginx and
 * the upstream called directly, in the same rotating rounds of steady windows, so that what the shared machine
 * does during the run falls on both alike. Prints each path's pooled first-chunk p50/p90/p99 and CPU per 1000
 * chunks, then A's pooled p99 less B's and each less nginx's, with 90 % intervals over resampled rounds. Two
 * identical servers measured 1.0 ms apart at the pooled p99 on this machine, and a lever measured +1.4 ms in one
 * run and −1.8 ms in the next: a difference of a millisecond or two, or one run, is not a finding.
 *
 * Run after `npm run build -w @edu/server` (copy an older dist/ aside to compare a change against it):
 *   PAIRED_B_MAIN=/tmp/dist-before/main.js node --conditions=source --import tsx bench/paired.ts
 *   PAIRED_A_FLAGS=--max-semi-space-size=4 node --conditions=source --import tsx bench/paired.ts
 * Per side (A, B): PAIRED_A_MAIN (the server's main.js; dist/main.js), PAIRED_A_FLAGS (Node flags, space
 * separated), PAIRED_A_ENV (settings, `NAME=value` space separated). BENCH_ROUNDS (8), BENCH_CONCURRENCY (100).
 */
import { type BenchServer, serverChat, startBenchServer, startBenchUpstream, upstreamChat } from './bench-processes';
import { ensureNginx, startNginx } from './nginx-proxy';
import { median, type PathSetup, pooledP99Difference, type RoundOf, runRounds } from './side-by-side';
import { closeLoadSockets, firstContentTimes, percentile, summarise } from './stream-load';

const NAMES = ['direct', 'nginx', 'A', 'B'] as const;
type PairedPath = (typeof NAMES)[number];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const WINDOW_MS = 5_000;

const words = (value: string | undefined) => value?.split(' ').filter(Boolean) ?? [];

/** How side `A` or `B` is started, from its PAIRED_* settings. */
function sideOptions(side: 'A' | 'B') {
  const env = Object.fromEntries(
    words(process.env[`PAIRED_${side}_ENV`]).map((setting) => {
      const equals = setting.indexOf('=');
      if (equals <= 0) throw new Error(`PAIRED_${side}_ENV: "${setting}" is not NAME=value`);
      return [setting.slice(0, equals), setting.slice(equals + 1)];
    }),
  );
  return { main: process.env[`PAIRED_${side}_MAIN`], flags: words(process.env[`PAIRED_${side}_FLAGS`]), env };
}

function report(rounds: RoundOf<PairedPath>[]): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = NAMES.map((name) => {
    const results = rounds.flatMap((round) => round[name].results);
    const { p50, p99, completed, errors } = summarise(results);
    const p90 = percentile(firstContentTimes(results), 90);
    const cpu = rounds.flatMap((round) => round[name].cpuMsPerThousandChunks ?? []);
    const cpuText = cpu.length ? `, CPU per 1000 chunks ${ms(median(cpu))} (median)` : '';
    return `  ${name.padEnd(6)} first chunk p50 ${ms(p50)}, p90 ${ms(p90)}, p99 ${ms(p99)}; ${completed} chats, ${errors.length} errors${cpuText}`;
  });
  for (const [minuend, subtrahend] of [
    ['A', 'B'],
    ['A', 'nginx'],
    ['B', 'nginx'],
  ] as const) {
    const { difference, interval } = pooledP99Difference(rounds, minuend, subtrahend);
    lines.push(
      `  pooled p99 ${minuend} − ${subtrahend}: ${ms(difference)} (90 % interval over resampled rounds ${ms(interval.low)} to ${ms(interval.high)})`,
    );
  }
  return lines;
}

async function main() {
  ensureNginx((message) => console.log(message));
  const upstream = await startBenchUpstream();
  const upstreamUrl = new URL(upstream.url);
  const servers: BenchServer[] = [];
  const nginx = await startNginx(Number(upstreamUrl.port)).catch((error: unknown) => {
    upstream.child.kill('SIGTERM');
    throw error;
  });
  try {
    for (const side of ['A', 'B'] as const) {
      const options = sideOptions(side);
      console.log(
        `${side}: ${options.main ?? 'dist/main.js'} ${options.flags.join(' ')} ${JSON.stringify(options.env)}`,
      );
      servers.push(await startBenchServer({ upstreamUrl: upstream.url, ...options }));
    }
    const [a, b] = servers as [BenchServer, BenchServer];
    const paths: Record<PairedPath, PathSetup> = {
      direct: { target: upstreamChat(upstream.url), pids: () => [] },
      nginx: { target: upstreamChat(`${nginx.url}${upstreamUrl.pathname}`), pids: () => nginx.pids() },
      A: { target: serverChat(a), pids: () => [a.child.pid ?? 0] },
      B: { target: serverChat(b), pids: () => [b.child.pid ?? 0] },
    };
    // Warm-up (JIT, connection pools), then the rounds.
    await runRounds({ names: NAMES, concurrency: CONCURRENCY / 2, rounds: 1, windowMs: 1_000, paths });
    const rounds = await runRounds({
      names: NAMES,
      concurrency: CONCURRENCY,
      rounds: ROUNDS,
      windowMs: WINDOW_MS,
      paths,
    });
    console.log(`${CONCURRENCY} concurrent, ${ROUNDS} rounds × ${WINDOW_MS / 1000} s per path, rotating order:`);
    for (const line of report(rounds)) console.log(line);
  } finally {
    for (const server of servers) server.stop();
    upstream.child.kill('SIGTERM');
    await nginx.stop();
    closeLoadSockets();
  }
}

await main();
