/**
 * The processes a streaming bench runs against, started the same way by every bench entry (run.ts, paired.ts):
 * the fake upstream, a built server in front of it, and the chat targets of each path.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatTarget } from './stream-load';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Content chunks of every reply of the fake upstream, one every 5 ms. */
export const BENCH_CHUNKS = 200;
/** The built server, as `npm run serve` starts it. */
export const BUILT_SERVER = path.join(here, '..', 'dist', 'main.js');

/** A child process that announced its URL. */
export interface StartedProcess {
  child: ChildProcess;
  url: string;
}

/** Starts a child process and waits for the line that announces its URL (`marker`'s first group). */
function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, marker: RegExp, log?: string) {
  return new Promise<StartedProcess>((resolve, reject) => {
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

/** The fake OpenAI-compatible upstream (fake-upstream-server.ts), in a process of its own. */
export function startBenchUpstream(): Promise<StartedProcess> {
  return startProcess(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(here, 'fake-upstream-server.ts')],
    { BENCH_CHUNKS: String(BENCH_CHUNKS), BENCH_INTERVAL_MS: '5' },
    /UPSTREAM (\S+)/,
  );
}

/** A built server in front of the upstream, with its own data folder and the demo teacher's token. */
export interface BenchServer extends StartedProcess {
  token: string;
  /** Stops the server and removes its data folder. */
  stop(): void;
}

/**
 * Starts `main` (a built server's main.js) with Node `flags` and the bench's settings over `env`, in a data
 * folder of its own, and signs the demo teacher in.
 */
export async function startBenchServer(options: {
  upstreamUrl: string;
  main?: string;
  flags?: string[];
  env?: NodeJS.ProcessEnv;
  log?: string;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startProcess(
    process.execPath,
    [...(options.flags ?? []), options.main ?? BUILT_SERVER],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai',
      AI_BASE_URL: options.upstreamUrl,
      AI_API_KEY: 'bench-key',
      CHAT_RATE_LIMIT_PER_MINUTE: '100000',
      // Every simulated user shares the demo teacher's token: lift the per-user stream cap with the rate.
      CHAT_MAX_CONCURRENT_STREAMS_PER_USER: '1000',
      ...options.env,
    },
    /server on (http:\/\/\S+)/,
    options.log,
  ).catch((error: unknown) => {
    removeData();
    throw error;
  });
  const stop = () => {
    server.child.kill('SIGTERM');
    removeData();
  };
  try {
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'teacher', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    return { ...server, token, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

const upstreamBody = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: '你好' }], stream: true });

/** A chat posted to the upstream's API at `baseUrl` (the upstream itself, or nginx in front of it). */
export function upstreamChat(baseUrl: string): ChatTarget {
  return { url: `${baseUrl}/chat/completions`, body: upstreamBody, headers: {}, chunks: BENCH_CHUNKS };
}

/** A chat posted to a bench server's AI service. */
export function serverChat(server: BenchServer): ChatTarget {
  return {
    url: `${server.url}/ai/chat`,
    body: JSON.stringify({ messages: [{ role: 'user', content: '你好' }] }),
    headers: { Authorization: `Bearer ${server.token}` },
    chunks: BENCH_CHUNKS,
  };
}
