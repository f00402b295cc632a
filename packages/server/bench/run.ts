/**
 * Benchmark of the server (issue #3): streaming chats through the server against a fake upstream that
 * emits 200 chunks at 5 ms intervals, at 100 and 500 concurrent chats, compared with the upstream called
 * directly; the server's peak RSS; and conversation update throughput on SQLite.
 *
 * Method. The bench client, the fake upstream and the server share this machine's cores, so one short
 * window of each mode is noisy (its p99 is the 5th-slowest of a few hundred chats). Each level therefore
 * alternates direct and through-server windows for BENCH_ROUNDS rounds, swapping their order each round so
 * drift on the machine falls on both alike, and pools each mode's chats for p50/p99. In every window each
 * simulated user's first chat, which opens its connections, is not measured (see `steady`). A burst (all
 * chats started in the same instant, on fresh connections) is reported beside it.
 *
 * Run: npm run bench -w @edu/server (builds first through turbo; needs dist/main.js).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConversationStore } from '../src/ai/conversations/conversation-store';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHUNKS = 200;
// BENCH_LEVELS=100 runs one level only (profiling); BENCH_CPU_PROF=<dir> writes the server's CPU profile there;
// BENCH_SERVER_FLAGS adds Node flags to the server (e.g. --trace-gc); BENCH_SERVER_LOG=<file> keeps its output.
const LEVELS = (process.env.BENCH_LEVELS ?? '100,500').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WINDOW_MS = 5_000;
const RAMP_MS = 1_000;
/** Starts every content chunk of the fake upstream ("c0", "c1", …), in both wire formats. */
const CONTENT_MARKER = '"content":"c';
const cpuProfDir = process.env.BENCH_CPU_PROF;
// Idle sockets are dropped after 4 s, before the servers' 5 s keep-alive timeout (Node's default, the
// server's and the fake upstream's): reusing a socket at the moment the server closes it fails with
// "socket hang up" — a client-side race (browsers retry such requests), not a server failure. Between the
// phases at 500 concurrent sockets idle for about 5 s, which is what made some runs report errors.
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, timeout: 4_000 });

/** Starts a child process and waits for the line that announces its URL. */
function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, marker: RegExp, log?: string) {
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (data: Buffer) => {
      if (log) appendFileSync(log, data);
      output += data.toString('utf8');
      const match = marker.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

interface StreamResult {
  firstContentMs: number;
  /** Longest wait between two pieces of content after the first: what coalescing costs a reader. */
  maxGapMs: number;
  totalMs: number;
  chunks: number;
  error: string | undefined;
}

/** Posts one streaming chat and measures the time to the first content chunk and to the end. */
function streamOnce(url: string, body: string, headers: Record<string, string>): Promise<StreamResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstContentMs = Number.NaN;
    let lastContentAt = Number.NaN;
    let maxGapMs = 0;
    let text = '';
    const target = new URL(url);
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
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
          const chunks = text.split(CONTENT_MARKER).length - 1;
          const error =
            res.statusCode !== 200
              ? `HTTP ${res.statusCode}`
              : text.includes('"error"')
                ? 'error event'
                : !text.includes('[DONE]')
                  ? 'no [DONE]'
                  : chunks !== CHUNKS
                    ? `${chunks} chunks`
                    : undefined;
          resolve({ firstContentMs, maxGapMs, totalMs: performance.now() - started, chunks, error });
        });
        res.on('error', (caught) =>
          resolve({ firstContentMs, maxGapMs, totalMs: 0, chunks: 0, error: caught.message }),
        );
      },
    );
    req.on('error', (caught) => resolve({ firstContentMs, maxGapMs, totalMs: 0, chunks: 0, error: caught.message }));
    req.end(body);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summarise(results: StreamResult[]) {
  const ok = results.filter((result) => !result.error);
  const firsts = ok.map((result) => result.firstContentMs);
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

/** All chats start at once: the burst a lesson start produces. */
async function burst(concurrency: number, url: string, body: string, headers: Record<string, string>) {
  return summarise(await Promise.all(Array.from({ length: concurrency }, () => streamOnce(url, body, headers))));
}

/**
 * `concurrency` chats open at all times: each worker starts its next chat when one ends, and the workers'
 * first starts are spread over one second. Each worker's first chat is not measured: it opens the worker's
 * connections (both hops idle out between windows), and a server in service has its connections open.
 * Each worker then measures the chats it starts in the next `durationMs`.
 */
async function steady(
  concurrency: number,
  url: string,
  body: string,
  headers: Record<string, string>,
  durationMs: number,
) {
  const results: StreamResult[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * RAMP_MS) / concurrency));
      await streamOnce(url, body, headers);
      const end = performance.now() + durationMs;
      while (performance.now() < end) results.push(await streamOnce(url, body, headers));
    }),
  );
  return results;
}

type Summary = ReturnType<typeof summarise>;

/**
 * `concurrency` chats open in both modes, alternating windows for {@link ROUNDS} rounds; returns the pooled
 * summaries and each round's p99 added latency (its spread shows how noisy one window is).
 */
async function alternatingSteady(
  concurrency: number,
  direct: () => Promise<StreamResult[]>,
  through: () => Promise<StreamResult[]>,
) {
  const pooled = { direct: [] as StreamResult[], through: [] as StreamResult[] };
  const roundAdded: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['direct', 'through'] as const) : (['through', 'direct'] as const);
    const results = { direct: [] as StreamResult[], through: [] as StreamResult[] };
    for (const mode of order) results[mode] = await (mode === 'direct' ? direct() : through());
    pooled.direct.push(...results.direct);
    pooled.through.push(...results.through);
    roundAdded.push(summarise(results.through).p99 - summarise(results.direct).p99);
  }
  return { direct: summarise(pooled.direct), through: summarise(pooled.through), roundAdded, concurrency };
}

function report(label: string, direct: Summary, through: Summary): string {
  const errors = through.errors.length ? `: ${[...new Set(through.errors)].join(', ')}` : '';
  return [
    `  ${label}`,
    `    upstream direct   first chunk p50 ${direct.p50.toFixed(1)} ms, p99 ${direct.p99.toFixed(1)} ms (${direct.completed}/${direct.started} complete)`,
    `    through server    first chunk p50 ${through.p50.toFixed(1)} ms, p99 ${through.p99.toFixed(1)} ms (${through.completed}/${through.started} complete, ${through.errors.length} errors${errors})`,
    `    added by server   p50 ${(through.p50 - direct.p50).toFixed(1)} ms, p99 ${(through.p99 - direct.p99).toFixed(1)} ms`,
    `    whole stream p50  direct ${direct.totalP50.toFixed(0)} ms, through server ${through.totalP50.toFixed(0)} ms`,
    `    longest wait between chunks of a chat, p50  direct ${direct.gapP50.toFixed(1)} ms, through server ${through.gapP50.toFixed(1)} ms`,
  ].join('\n');
}

function rssOf(pid: number): { currentMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { currentMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function conversationUpdates(): Promise<{ storePerSecond: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-bench-db-'));
  try {
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false' }));
    const store = createConversationStore(database.db);
    const ids = await Promise.all(Array.from({ length: 50 }, (_, index) => store.create(`u${index}`, '新对话', [])));
    // A realistic conversation: 10 messages of ~200 characters.
    const messages = Array.from({ length: 10 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: '这是一段用于基准测试的对话内容，'.repeat(12),
    }));
    let count = 0;
    const started = performance.now();
    while (performance.now() - started < 3_000) {
      const index = count % ids.length;
      const id = ids[index] ?? 0;
      await store.update(id, `u${index}`, `对话 ${count}`, messages);
      count += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    await database.close();
    return { storePerSecond: count / seconds };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const mainJs = path.join(here, '..', 'dist', 'main.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-bench-'));
  const upstream = await startProcess(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(here, 'fake-upstream-server.ts')],
    { BENCH_CHUNKS: String(CHUNKS), BENCH_INTERVAL_MS: '5' },
    /UPSTREAM (\S+)/,
  );
  const server = await startProcess(
    process.execPath,
    [
      ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []),
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
      mainJs,
    ],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai',
      AI_BASE_URL: upstream.url,
      AI_API_KEY: 'bench-key',
      CHAT_RATE_LIMIT_PER_MINUTE: '100000',
      // Every simulated user shares the demo teacher's token: lift the per-user stream cap with the rate.
      CHAT_MAX_CONCURRENT_STREAMS_PER_USER: '1000',
    },
    /server on (http:\/\/\S+)/,
    process.env.BENCH_SERVER_LOG,
  ).catch((error: unknown) => {
    upstream.child.kill('SIGTERM');
    throw error;
  });
  try {
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'teacher', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const chatBody = JSON.stringify({ messages: [{ role: 'user', content: '你好' }] });
    const upstreamBody = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: '你好' }], stream: true });
    const auth = { Authorization: `Bearer ${token}` };

    // Warm-up: JIT, connection pools.
    await burst(50, `${upstream.url}/chat/completions`, upstreamBody, {});
    await burst(50, `${server.url}/ai/chat`, chatBody, auth);

    // Start-up (the first start seeds the demo content and encodes its media) has its own peak; reset the
    // kernel's high-water mark so the figures below are the server's memory under load.
    const startupPeakMb = server.child.pid ? rssOf(server.child.pid).peakMb : Number.NaN;
    if (server.child.pid) writeFileSync(`/proc/${server.child.pid}/clear_refs`, '5');
    console.log(`\nServer peak RSS during start-up and demo seeding: ${startupPeakMb.toFixed(0)} MB`);
    const { loadavg } = await import('node:os');
    console.log(
      `\nStreaming chats: ${CHUNKS} chunks at 5 ms per chat; machine load average ${loadavg()[0]?.toFixed(1)}`,
    );
    for (const concurrency of LEVELS) {
      const direct = () => steady(concurrency, `${upstream.url}/chat/completions`, upstreamBody, {}, WINDOW_MS);
      const through = () => steady(concurrency, `${server.url}/ai/chat`, chatBody, auth, WINDOW_MS);
      const result = await alternatingSteady(concurrency, direct, through);
      console.log(
        report(
          `${concurrency} concurrent, steady state (${ROUNDS} × ${WINDOW_MS / 1000} s per mode, alternating):`,
          result.direct,
          result.through,
        ),
      );
      console.log(`    p99 added per round ${result.roundAdded.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`);
      const directBurst = await burst(concurrency, `${upstream.url}/chat/completions`, upstreamBody, {});
      const throughBurst = await burst(concurrency, `${server.url}/ai/chat`, chatBody, auth);
      console.log(report(`${concurrency} concurrent, all started at once:`, directBurst, throughBurst));
      const rss = server.child.pid ? rssOf(server.child.pid) : { currentMb: Number.NaN, peakMb: Number.NaN };
      console.log(
        `    server RSS now ${rss.currentMb.toFixed(0)} MB, peak under load so far ${rss.peakMb.toFixed(0)} MB`,
      );
    }
    const updates = await conversationUpdates();
    console.log(
      `\nConversation updates on SQLite (WAL, 10-message conversations): ${updates.storePerSecond.toFixed(0)}/s`,
    );
    const peak = server.child.pid ? rssOf(server.child.pid).peakMb : Number.NaN;
    console.log(`Server peak RSS under load: ${peak.toFixed(0)} MB`);
  } finally {
    server.child.kill('SIGTERM');
    upstream.child.kill('SIGTERM');
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
