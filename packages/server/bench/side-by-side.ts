/**
 * The side-by-side comparison of issue #11: the same fake upstream called directly, through nginx and
 * through our server, in rounds. Each round runs one steady window per path, one after another in an
 * order that rotates from round to round (so drift on the shared machine falls on every path alike), and
 * each window starts on a quiet machine: after the previous window's chats have all ended, a pause, then
 * until the machine's cores are mostly idle (or a time limit, and the busy share is reported). For each
 * window it keeps the first-chunk latencies and each proxy's CPU time (user + system of its processes,
 * from /proc) per chunk relayed. Figures are compared per round and the medians over rounds reported.
 */
import { cpuSecondsOf, machineBusyShare } from './process-cpu';
import { type ChatTarget, type StreamResult, type Summary, steady, summarise } from './stream-load';

export const PATHS = ['direct', 'nginx', 'server'] as const;
export type ProxyPath = (typeof PATHS)[number];

/** How one path is reached, and the processes that relay it (none for the upstream called directly). */
export interface PathSetup {
  target: ChatTarget;
  pids: () => number[];
}

/** One window of one path. */
export interface PathWindow {
  results: StreamResult[];
  summary: Summary;
  /** CPU milliseconds the path's proxy spent per 1000 chunks it relayed; undefined for the direct path. */
  cpuMsPerThousandChunks: number | undefined;
  /** Share of all cores busy just before the window started (0-1). */
  busyAtStart: number;
}

export type Round = Record<ProxyPath, PathWindow>;

const SETTLE_MS = 1_000;
const QUIET_SAMPLE_MS = 500;
/** "Quiet": at most this share of the machine's cores busy. */
export const QUIET_BUSY_SHARE = 0.25;
const QUIET_MAX_WAIT_MS = 15_000;

/** Waits for the machine to be quiet (or the time limit) and returns the busy share it started at. */
async function waitForQuiet(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const deadline = performance.now() + QUIET_MAX_WAIT_MS;
  let busy = await machineBusyShare(QUIET_SAMPLE_MS);
  while (busy > QUIET_BUSY_SHARE && performance.now() < deadline) busy = await machineBusyShare(QUIET_SAMPLE_MS);
  return busy;
}

/** Runs `rounds` rounds of one steady window per path at `concurrency` chats. */
export async function runSideBySide(options: {
  concurrency: number;
  rounds: number;
  windowMs: number;
  paths: Record<ProxyPath, PathSetup>;
}): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let index = 0; index < options.rounds; index++) {
    const order = PATHS.map((_, offset) => PATHS[(index + offset) % PATHS.length] as ProxyPath);
    const round: Partial<Round> = {};
    for (const name of order) {
      const setup = options.paths[name];
      const busyAtStart = await waitForQuiet();
      const pids = setup.pids();
      const cpuBefore = cpuSecondsOf(pids);
      const window = await steady(options.concurrency, setup.target, options.windowMs);
      const cpuSeconds = cpuSecondsOf(pids) - cpuBefore;
      round[name] = {
        results: window.results,
        summary: summarise(window.results),
        cpuMsPerThousandChunks:
          pids.length === 0 || window.relayedChunks === 0 ? undefined : (cpuSeconds * 1e6) / window.relayedChunks,
        busyAtStart,
      };
    }
    rounds.push(round as Round);
  }
  return rounds;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The two comparisons the budgets are about, per round and as medians over rounds. */
export interface Comparison {
  /** Per round: first-chunk p99 through nginx and through our server, less the direct path's. */
  addedP99: { nginx: number[]; server: number[] };
  /** Per round: our added p99 less nginx's (the direct path cancels out). */
  extraP99OverNginx: number[];
  cpuMsPerThousandChunks: { nginx: number[]; server: number[] };
  /** Per round: our CPU per chunk over nginx's. */
  cpuRatio: number[];
}

export function compareRounds(rounds: readonly Round[]): Comparison {
  const p99 = (round: Round, name: ProxyPath) => round[name].summary.p99;
  const cpu = (round: Round, name: 'nginx' | 'server') => round[name].cpuMsPerThousandChunks ?? Number.NaN;
  return {
    addedP99: {
      nginx: rounds.map((round) => p99(round, 'nginx') - p99(round, 'direct')),
      server: rounds.map((round) => p99(round, 'server') - p99(round, 'direct')),
    },
    extraP99OverNginx: rounds.map((round) => p99(round, 'server') - p99(round, 'nginx')),
    cpuMsPerThousandChunks: {
      nginx: rounds.map((round) => cpu(round, 'nginx')),
      server: rounds.map((round) => cpu(round, 'server')),
    },
    cpuRatio: rounds.map((round) => cpu(round, 'server') / cpu(round, 'nginx')),
  };
}
