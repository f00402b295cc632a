/** One route's LCP samples (one per run) and what the bench saw as its LCP element. */
export interface RouteLcpSamples {
  path: string;
  section: string;
  samplesMs: readonly number[];
  /** The LCP element of each run (`IMG /…/carousel-1.svg`); runs may disagree when content races. */
  elements: readonly string[];
  /** When each run requested the LCP picture (ms from navigation start); undefined for a text element. */
  resourceStartsMs: readonly (number | undefined)[];
}

/** A route's verdict against the budget. */
export interface RouteLcpVerdict {
  path: string;
  section: string;
  medianMs: number;
  samplesMs: readonly number[];
  element: string;
  /** Median request time of the LCP picture, when the element was a picture in most runs. */
  resourceStartMs: number | undefined;
  met: boolean;
}

/** The median (the lower middle one of an even count), or NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** The value seen most often (the first seen wins a tie). */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? '?';
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/** Each route's median against the budget. A route with no sample is not met. */
export function judgeRoutes(routes: readonly RouteLcpSamples[], budgetMs: number): RouteLcpVerdict[] {
  return routes.map((route) => {
    const medianMs = median(route.samplesMs);
    const starts = route.resourceStartsMs.filter((start): start is number => start !== undefined);
    return {
      path: route.path,
      section: route.section,
      medianMs,
      samplesMs: route.samplesMs,
      element: mostCommon(route.elements),
      resourceStartMs: starts.length * 2 > route.resourceStartsMs.length ? median(starts) : undefined,
      met: medianMs <= budgetMs,
    };
  });
}

/** The table the bench prints: one line per route, then one budget line per route (`ok` or `FAIL`). */
export function formatLcpTable(verdicts: readonly RouteLcpVerdict[], budgetMs: number): string[] {
  const width = Math.max(5, ...verdicts.map((verdict) => verdict.path.length));
  const ms = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));
  const lines = [
    `${'route'.padEnd(width)}  median ms  runs ms               picture asked at ms  LCP element`,
    ...verdicts.map(
      (verdict) =>
        `${verdict.path.padEnd(width)}  ${ms(verdict.medianMs).padStart(9)}  ${verdict.samplesMs.map(ms).join(' / ').padEnd(20)}  ${ms(verdict.resourceStartMs).padStart(19)}  ${verdict.element}`,
    ),
    '',
    ...verdicts.map(
      (verdict) =>
        `${verdict.met ? 'ok  ' : 'FAIL'} ${verdict.path} (${verdict.section}) LCP ${ms(verdict.medianMs)} ms (budget ${budgetMs} ms)`,
    ),
  ];
  return lines;
}
