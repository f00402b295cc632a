/**
 * The side-by-side comparison of issue #11: the same fake upstream called directly, through nginx and
 * through our server, in rounds. Each round runs one steady window per path, one after another in an
 * order that rotates from round to round (so drift on the shared machine falls on every path alike), and
 * each window starts on a quiet machine: after the previous window's chats have all ended, a pause, then
 * until the machine's cores are mostly idle (or a time limit, and the busy share is reported). For each
 * window it keeps the first-chunk latencies and each proxy's CPU time (user + system of its processes,
 * from /proc) per chunk relayed. CPU is compared per round (median over rounds); the added p99 over the
 * chats of every round pooled, with an interval from resampling the rounds (see {@link comparePooledP99}).
 */
import { cpuSecondsOf, machineBusyShare } from './process-cpu';
import {
  type ChatTarget,
  firstContentTimes,
  percentile,
  type StreamResult,
  type Summary,
  steady,
  summarise,
} from './stream-load';

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

/** One round of any set of paths: the same windows, by path name (see {@link runRounds}). */
export type RoundOf<Name extends string> = Record<Name, PathWindow>;

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

/**
 * Runs `rounds` rounds of one steady window per path at `concurrency` chats, the paths in `names` order
 * rotated by one each round.
 */
export async function runRounds<Name extends string>(options: {
  names: readonly Name[];
  concurrency: number;
  rounds: number;
  windowMs: number;
  paths: Record<Name, PathSetup>;
}): Promise<RoundOf<Name>[]> {
  const { names } = options;
  const rounds: RoundOf<Name>[] = [];
  for (let index = 0; index < options.rounds; index++) {
    const order = names.map((_, offset) => names[(index + offset) % names.length] as Name);
    const round: Partial<RoundOf<Name>> = {};
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
    rounds.push(round as RoundOf<Name>);
  }
  return rounds;
}

/** The side-by-side rounds of issue #11: upstream direct, through nginx, through our server. */
export function runSideBySide(options: {
  concurrency: number;
  rounds: number;
  windowMs: number;
  paths: Record<ProxyPath, PathSetup>;
}): Promise<Round[]> {
  return runRounds({ ...options, names: PATHS });
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

/** The latency budget's figures over the chats of every round pooled, with their spread over rounds. */
export interface PooledP99Comparison {
  /** First-chunk p99 through nginx and through our server, less the direct path's, all rounds' chats pooled. */
  addedP99: { nginx: number; server: number };
  /** Our added p99 less nginx's: our pooled p99 − nginx's (the direct path cancels out). */
  extraP99OverNginx: number;
  /** The 5th and 95th percentiles of `extraP99OverNginx` over the resampled runs: a 90 % interval. */
  interval: { low: number; high: number };
}

/** A small seeded generator (mulberry32): the same rounds give the same interval in every report. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** One path's first-chunk times, per round. */
const timesPerRound = <Name extends string>(rounds: readonly RoundOf<Name>[], name: Name) =>
  rounds.map((round) => firstContentTimes(round[name].results));

/** The p99 of the chats of the rounds picked by index (an index may come more than once). */
const pooledP99 = (perRound: readonly number[][], picks: readonly number[]) =>
  percentile(
    picks.flatMap((pick) => perRound[pick] ?? []),
    99,
  );

/**
 * The pooled first-chunk p99 of `minuend` less that of `subtrahend`, every round's chats pooled, with the 5th
 * and 95th percentiles of that difference over `resamples` draws of the rounds with replacement (a bootstrap
 * over rounds, both paths from the same drawn rounds, so a round's machine state moves all its chats together).
 */
export function pooledP99Difference<Name extends string>(
  rounds: readonly RoundOf<Name>[],
  minuend: Name,
  subtrahend: Name,
  resamples = 2_000,
): { difference: number; interval: { low: number; high: number } } {
  const [first, second] = [timesPerRound(rounds, minuend), timesPerRound(rounds, subtrahend)];
  const every = rounds.map((_, index) => index);
  const random = seededRandom(rounds.length);
  const differences: number[] = [];
  for (let index = 0; index < resamples; index++) {
    const picks = every.map(() => Math.floor(random() * rounds.length));
    differences.push(pooledP99(first, picks) - pooledP99(second, picks));
  }
  return {
    difference: pooledP99(first, every) - pooledP99(second, every),
    interval: { low: percentile(differences, 5), high: percentile(differences, 95) },
  };
}

/**
 * Our added first-chunk p99 against nginx's over the whole run. A window of 5 s holds about 450 chats, so its
 * p99 rests on its five slowest and one window's p99 can move by several milliseconds; the p99 of every
 * round's chats pooled rests on the slowest 1 % of all of them, and the rotating order gives each path the
 * same share of the machine's moods. Measured on this machine, two identical servers in the same rounds
 * differed by 1.0 ms this way and by 3.1 ms by the median of per-round differences (ADR 0020). The interval
 * ({@link pooledP99Difference}) says how far the figure moves when the rounds are drawn again: a run whose
 * interval straddles the budget has not decided it. Drawn from 8 rounds, such an interval of a p99 is rough,
 * and rather too narrow than too wide.
 */
export function comparePooledP99(rounds: readonly Round[], resamples = 2_000): PooledP99Comparison {
  const every = rounds.map((_, index) => index);
  const [direct, nginx, server] = PATHS.map((name) => pooledP99(timesPerRound(rounds, name), every)) as [
    number,
    number,
    number,
  ];
  const { difference, interval } = pooledP99Difference(rounds, 'server', 'nginx', resamples);
  return { addedP99: { nginx: nginx - direct, server: server - direct }, extraP99OverNginx: difference, interval };
}
