/**
 * The bench's load generator: streaming chats over node:http with keep-alive, timed to the first content
 * chunk, in two shapes (a steady number of chats open, or all at once), summarised as percentiles.
 */
import { Agent, request } from 'node:http';

/** Starts every content chunk of the fake upstream ("c0", "c1", …), in both wire formats. */
const CONTENT_MARKER = '"content":"c';
/** The workers' first starts are spread over this long. */
const RAMP_MS = 1_000;

// Idle sockets are dropped after 4 s, before the servers' 5 s keep-alive timeout (Node's default, the
// server's and the fake upstream's): reusing a socket at the moment the server closes it fails with
// "socket hang up" — a client-side race (browsers retry such requests), not a server failure.
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, timeout: 4_000 });

/** Closes the load generator's sockets. */
export function closeLoadSockets(): void {
  agent.destroy();
}

/** One chat posted by the load generator. */
export interface ChatTarget {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** Content chunks a complete reply holds. */
  chunks: number;
}

export interface StreamResult {
  firstContentMs: number;
  /** Longest wait between two pieces of content after the first: what coalescing costs a reader. */
  maxGapMs: number;
  totalMs: number;
  chunks: number;
  error: string | undefined;
}

/** Posts one streaming chat and measures the time to the first content chunk and to the end. */
export function streamOnce(target: ChatTarget): Promise<StreamResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstContentMs = Number.NaN;
    let lastContentAt = Number.NaN;
    let maxGapMs = 0;
    let text = '';
    const url = new URL(target.url);
    const failed = (caught: Error) =>
      resolve({ firstContentMs, maxGapMs, totalMs: 0, chunks: 0, error: caught.message });
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(target.body),
          ...target.headers,
        },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (data: string) => {
          // The last 12 characters join in, so a marker split across two reads is found on time; one fewer
          // than the marker's 13, so a marker already counted is not counted again.
          const hasContent = (text.slice(-12) + data).includes(CONTENT_MARKER);
          text += data;
          if (!hasContent) return;
          const now = performance.now();
          if (Number.isNaN(firstContentMs)) firstContentMs = now - started;
          else maxGapMs = Math.max(maxGapMs, now - lastContentAt);
          lastContentAt = now;
        });
        res.on('end', () => {
          // Our server joins the chunks of one read into one frame ("c0c1c2"): count the pieces of text, which
          // must come in order on every path.
          // Only the content texts: the reply frame's id (a UUID) has letters and digits of its own.
          const contents = [...text.matchAll(/"content":"([^"]*)"/g)].map((match) => match[1]).join('');
          const pieces = [...contents.matchAll(/c(\d+)/g)].map((match) => Number(match[1]));
          const chunks = pieces.every((piece, index) => piece === index) ? pieces.length : Number.NaN;
          const error =
            res.statusCode !== 200
              ? `HTTP ${res.statusCode}`
              : text.includes('"error"')
                ? 'error event'
                : !text.includes('[DONE]')
                  ? 'no [DONE]'
                  : chunks !== target.chunks
                    ? Number.isNaN(chunks)
                      ? 'chunks out of order'
                      : `${chunks} chunks`
                    : undefined;
          resolve({ firstContentMs, maxGapMs, totalMs: performance.now() - started, chunks, error });
        });
        res.on('error', failed);
      },
    );
    req.on('error', failed);
    req.end(target.body);
  });
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The first-chunk times of the chats that completed without an error. */
export function firstContentTimes(results: readonly StreamResult[]): number[] {
  return results.filter((result) => !result.error).map((result) => result.firstContentMs);
}

export function summarise(results: readonly StreamResult[]) {
  const ok = results.filter((result) => !result.error);
  const firsts = firstContentTimes(results);
  return {
    started: results.length,
    completed: ok.length,
    errors: results.filter((result) => result.error).map((result) => String(result.error)),
    p50: percentile(firsts, 50),
    p99: percentile(firsts, 99),
    totalP50: percentile(
      ok.map((result) => result.totalMs),
      50,
    ),
    gapP50: percentile(
      ok.map((result) => result.maxGapMs),
      50,
    ),
  };
}

export type Summary = ReturnType<typeof summarise>;

/** All chats start at once: the burst a lesson start produces. */
export async function burst(concurrency: number, target: ChatTarget): Promise<Summary> {
  return summarise(await Promise.all(Array.from({ length: concurrency }, () => streamOnce(target))));
}

/** What one steady window measured, and how many chunks went through in it (measured or not). */
export interface SteadyWindow {
  results: StreamResult[];
  relayedChunks: number;
}

/**
 * `concurrency` chats open at all times: each worker starts its next chat when one ends, and the workers'
 * first starts are spread over one second. Each worker's first chat is not measured: it opens the worker's
 * connections (both hops idle out between windows), and a server in service has its connections open.
 * Each worker then measures the chats it starts in the next `durationMs`. Every chunk received counts
 * in `relayedChunks`, the first chats' too (a proxy's CPU time is spent on them as well).
 */
export async function steady(concurrency: number, target: ChatTarget, durationMs: number): Promise<SteadyWindow> {
  const results: StreamResult[] = [];
  let relayedChunks = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * RAMP_MS) / concurrency));
      relayedChunks += (await streamOnce(target)).chunks;
      const end = performance.now() + durationMs;
      while (performance.now() < end) {
        const result = await streamOnce(target);
        relayedChunks += result.chunks;
        results.push(result);
      }
    }),
  );
  return { results, relayedChunks };
}
