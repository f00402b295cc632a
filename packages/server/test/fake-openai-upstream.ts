import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedStream } from '../src/ai/chat/__fixtures__/recorded-stream';

/** A request the fake upstream received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** Set when the client went away before the response ended (an aborted upstream request). */
  disconnected: boolean;
  /** Resolves when the response ended or the client disconnected. */
  settled: Promise<void>;
}

/** Decides the reply; the default streams "你好" as an OpenAI-style SSE stream. */
export type UpstreamHandler = (request: RecordedRequest, response: ServerResponse) => Promise<void> | void;

/** A real local HTTP server speaking the OpenAI-compatible chat and SiliconFlow media APIs (tests and bench). */
export interface FakeUpstream {
  /** Base URL, e.g. http://127.0.0.1:1234/v1 */
  url: string;
  requests: RecordedRequest[];
  handler: UpstreamHandler;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One OpenAI chat.completion.chunk line. */
export function chunkLine(
  delta: { content?: string | null; reasoning_content?: string | null },
  finish?: string,
): string {
  return `data: ${JSON.stringify({
    id: 'fake-1',
    object: 'chat.completion.chunk',
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish ?? null }],
  })}\n\n`;
}

/** Options of {@link writeChatStream}. */
export interface ChatStreamScript {
  reasoning?: readonly string[];
  content?: readonly string[];
  intervalMs?: number;
  /** Send this top-level error event after the content instead of finishing. */
  errorAfterContent?: string;
  /** End the connection after the content without [DONE] or finish_reason. */
  truncate?: boolean;
}

/** Streams reasoning chunks, then content chunks, then a stop chunk and [DONE] (protocols.md §1.2). */
export async function writeChatStream(response: ServerResponse, script: ChatStreamScript): Promise<void> {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  response.write(chunkLine({ content: null, reasoning_content: '' }));
  const pieces = [
    ...(script.reasoning ?? []).map((text) => ({ content: null, reasoning_content: text })),
    ...(script.content ?? []).map((text) => ({ content: text, reasoning_content: null })),
  ];
  for (const delta of pieces) {
    if (response.destroyed) return;
    if (script.intervalMs) await sleep(script.intervalMs);
    response.write(chunkLine(delta));
  }
  if (script.errorAfterContent) {
    response.write(
      `data: ${JSON.stringify({ error: { message: script.errorAfterContent, type: 'server_error' } })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
    return;
  }
  if (script.truncate) {
    response.socket?.destroy();
    return;
  }
  response.write(chunkLine({ content: '', reasoning_content: null }, 'stop'));
  response.end('data: [DONE]\n\n');
}

/**
 * Sends a recorded answer (its status, headers and body) in pieces of 1 to `maxPieceBytes` bytes, each
 * written on its own turn of the event loop with Nagle off, so the server reads the body cut in many
 * places (a cut inside a UTF-8 character, an SSE line, a JSON string or a tag). `next` gives numbers in
 * [0, 1): pass a seeded generator to make a failure reproducible.
 */
export async function replayRecording(
  response: ServerResponse,
  recording: Pick<RecordedStream, 'status' | 'headers' | 'body'>,
  next: () => number,
  maxPieceBytes = 16,
): Promise<void> {
  response.socket?.setNoDelay(true);
  response.writeHead(recording.status, recording.headers);
  const bytes = Buffer.from(recording.body);
  for (let at = 0; at < bytes.length; ) {
    if (response.destroyed) return;
    const size = 1 + Math.floor(next() * maxPieceBytes);
    response.write(bytes.subarray(at, at + size));
    at += size;
    await new Promise((resolve) => setImmediate(resolve));
  }
  response.end();
}

/** Starts the fake upstream on 127.0.0.1 and a free port. */
export async function startFakeUpstream(handler?: UpstreamHandler): Promise<FakeUpstream> {
  const upstream: FakeUpstream = {
    url: '',
    requests: [],
    handler: handler ?? ((_request, response) => writeChatStream(response, { content: ['你', '好'] })),
    close: async () => {},
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let settle: () => void = () => {};
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        disconnected: false,
        settled: new Promise<void>((resolve) => {
          settle = resolve;
        }),
      };
      response.on('close', () => {
        if (!response.writableFinished) recorded.disconnected = true;
        settle();
      });
      upstream.requests.push(recorded);
      Promise.resolve(upstream.handler(recorded, response)).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  upstream.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return upstream;
}
