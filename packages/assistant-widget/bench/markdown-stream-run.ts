import { createStreamingMarkdown } from '../src/markdown/index';
import { makeMarkdownReply, splitIntoChunks } from './markdown-reply-fixture';

/** Timing of one streamed reply. */
interface StreamRun {
  characters: number;
  chunks: number;
  totalMs: number;
  maxUpdateMs: number;
}

/**
 * Streams a reply of `characters` characters in `chunks` chunks through one streaming renderer,
 * timing every `update` (the main-thread work per chunk, without DOM insertion).
 */
function runStream(characters: number, chunks: number): StreamRun {
  const parts = splitIntoChunks(makeMarkdownReply(characters), chunks);
  const stream = createStreamingMarkdown();
  let text = '';
  let totalMs = 0;
  let maxUpdateMs = 0;
  for (const part of parts) {
    text += part;
    const started = performance.now();
    stream.update(text);
    const elapsed = performance.now() - started;
    totalMs += elapsed;
    maxUpdateMs = Math.max(maxUpdateMs, elapsed);
  }
  return { characters, chunks, totalMs, maxUpdateMs };
}

/** The median of several runs of one scenario, and the slowest single update seen in any of them. */
export interface ScenarioResult {
  characters: number;
  chunks: number;
  /** Median total over the runs. */
  totalMs: number;
  /** Median over the runs of each run's slowest update: robust to one preemption on a shared CPU. */
  maxUpdateMs: number;
  /** The slowest update of all runs, reported as is. */
  worstUpdateMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Runs both budget scenarios `repeats` times, interleaved, after a warm-up run of each. */
export function runBudgetScenarios(repeats: number): { short: ScenarioResult; long: ScenarioResult; ratio: number } {
  runStream(10_000, 1_000);
  runStream(20_000, 2_000);
  const shortRuns: StreamRun[] = [];
  const longRuns: StreamRun[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    shortRuns.push(runStream(10_000, 1_000));
    longRuns.push(runStream(20_000, 2_000));
  }
  const pick = (runs: StreamRun[], characters: number, chunks: number): ScenarioResult => ({
    characters,
    chunks,
    totalMs: median(runs.map((run) => run.totalMs)),
    maxUpdateMs: median(runs.map((run) => run.maxUpdateMs)),
    worstUpdateMs: Math.max(...runs.map((run) => run.maxUpdateMs)),
  });
  const short = pick(shortRuns, 10_000, 1_000);
  const long = pick(longRuns, 20_000, 2_000);
  return { short, long, ratio: long.totalMs / short.totalMs };
}
