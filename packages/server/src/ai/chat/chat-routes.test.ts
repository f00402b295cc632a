import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../db/open-database';
import { isHttpError } from '../../http/http-error';
import { createMemoryRateLimit } from '../../http/rate-limit';
import { RateLimiter } from '../../http/rate-limiter';
import type { ServerEnv } from '../../http/server-env';
import { createReplyHub, type ReplyHub } from '../replies/reply-hub';
import type { ChatEventSink, ChatProvider, ProviderChatRequest } from './chat-provider';
import { registerChatRoutes } from './chat-routes';

/**
 * Stands in for Node's ServerResponse: records writes, and reports a full buffer on the writes listed in
 * `fullOnWrites` (1-based), draining 1 ms later as a socket would.
 */
class FakeResponse extends EventEmitter {
  destroyed = false;
  writableNeedDrain = false;
  writes: string[] = [];
  ended: string | undefined;
  socket = { setNoDelay() {} };
  head: { status: number; headers: Record<string, string> } | undefined;
  constructor(private readonly fullOnWrites: readonly number[] = []) {
    super();
  }
  writeHead(status: number, headers: Record<string, string>) {
    this.head = { status, headers };
  }
  write(text: string): boolean {
    this.writes.push(text);
    if (!this.fullOnWrites.includes(this.writes.length)) return true;
    this.writableNeedDrain = true;
    setTimeout(() => {
      this.writableNeedDrain = false;
      this.emit('drain');
    }, 1);
    return false;
  }
  end(text: string) {
    this.ended = text;
    this.emit('finish');
  }
  /** Everything the client received, in order. */
  get text(): string {
    return this.writes.join('') + (this.ended ?? '');
  }
}

let database: OpenDatabase;
let dataDir: string;
const hubs: ReplyHub[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'edu-chat-routes-'));
  database = await openDatabase({ dataDir, databaseUrl: undefined, sqliteJournalMode: 'wal', demoData: false });
});
afterAll(async () => {
  for (const hub of hubs) await hub.close(0);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A provider that records the sink and signal of each reply it was asked for. */
function pushingProvider() {
  const sinks: ChatEventSink[] = [];
  const signals: AbortSignal[] = [];
  const provider: ChatProvider = {
    name: 'openai',
    start(_request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink) {
      sinks.push(sink);
      signals.push(signal);
    },
  };
  return { provider, sinks, signals };
}

/** The chat route with the AI service's auth and error handling around it, as createApp mounts it. */
function chatApp(provider: ChatProvider, limits: { maxRunningPerUser?: number; maxLifetimeMs?: number } = {}) {
  const replies = createReplyHub({
    db: database.db,
    provider,
    log: () => undefined,
    flushIntervalMs: 16,
    maxLifetimeMs: limits.maxLifetimeMs ?? 60_000,
    maxRunningPerUser: limits.maxRunningPerUser ?? 100,
    maxConversationsPerUser: 10,
    retentionMs: 60_000,
    ownerTimeoutMs: 15_000,
    pollIntervalMs: 50,
    storeIntervalMs: 20,
  });
  hubs.push(replies);
  const app = new Hono<ServerEnv>();
  app.use('*', async (c, next) => {
    c.set('uid', 'u1');
    await next();
  });
  app.onError((error, c) =>
    isHttpError(error) ? c.json({ code: error.status, message: error.message }, error.status) : c.text('failed', 500),
  );
  registerChatRoutes(app, {
    provider,
    replies,
    limiter: createMemoryRateLimit(new RateLimiter(1_000)),
    maxMessages: 10,
    maxMessageChars: 100,
    maxStreamMs: 60_000,
  });
  const body = JSON.stringify({ messages: [{ role: 'user', content: '你好' }], stream: true });
  const post = (response: FakeResponse) =>
    app.request(
      '/chat',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body },
      { outgoing: response },
    );
  return { post, replies };
}

const contentOf = (text: string) => [...text.matchAll(/"content":"([^"]*)"/g)].map((match) => match[1]).join('');
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('POST /chat: a reply job followed by the page that asked', () => {
  it('writes the head, the reply frame and the events of one provider run (one upstream read) in one write', async () => {
    const { provider, sinks } = pushingProvider();
    const response = new FakeResponse();
    await chatApp(provider).post(response);
    for (const text of ['a', 'b', 'c']) sinks[0]?.event({ type: 'content', text });
    await tick();
    expect(response.head?.status).toBe(200);
    expect(response.writes).toHaveLength(1);
    expect(response.writes[0]).toMatch(/^data: \{"reply":\{"id":"[0-9a-f-]{36}"\}\}\n\nid: 1\ndata: /);
    expect(contentOf(response.writes[0] ?? '')).toBe('abc');
    sinks[0]?.event({ type: 'content', text: 'd' });
    sinks[0]?.end();
    // The end goes out once the reply's end is stored.
    await expect.poll(() => response.ended).toBeDefined();
    expect(contentOf(response.text)).toBe('abcd');
    expect(response.text).toMatch(/data: \{"reply":\{"id":"[^"]+","state":"done"\}\}\n\ndata: \[DONE\]\n\n$/);
  });

  it('keeps the reply running when the page goes away, and never pauses it for a full socket', async () => {
    const { provider, sinks, signals } = pushingProvider();
    const slow = new FakeResponse([1]);
    await chatApp(provider).post(slow);
    sinks[0]?.event({ type: 'content', text: 'x' });
    await tick();
    sinks[0]?.event({ type: 'content', text: 'y' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The buffer drained: what came meanwhile was written then, nothing lost.
    expect(contentOf(slow.text)).toBe('xy');
    slow.destroyed = true;
    slow.emit('close');
    sinks[0]?.event({ type: 'content', text: 'z' });
    sinks[0]?.end();
    expect(signals[0]?.aborted).toBe(false);
    expect(contentOf(slow.text)).toBe('xy');
  });

  it('ends a reply that runs past its lifetime with a readable error, and aborts the provider', async () => {
    const { provider, sinks, signals } = pushingProvider();
    const response = new FakeResponse();
    await chatApp(provider, { maxLifetimeMs: 30 }).post(response);
    sinks[0]?.event({ type: 'content', text: 'slow' });
    await expect.poll(() => response.ended, { timeout: 2_000 }).toBeDefined();
    expect(signals[0]?.aborted).toBe(true);
    expect(response.text).toContain('"error":"回复时间超过 0 秒，已停止');
    expect(response.text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it("refuses a user's reply beyond the running cap (429) and counts it free once the reply's end is stored", async () => {
    const { provider, sinks } = pushingProvider();
    const { post } = chatApp(provider, { maxRunningPerUser: 1 });
    // Replies of earlier tests in this file belong to the same user and may still be running: end them.
    await post(new FakeResponse());
    const refused = await post(new FakeResponse());
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('同时进行的回复过多');
    sinks.at(-1)?.end();
    await expect.poll(async () => (await post(new FakeResponse())).status, { timeout: 2_000, interval: 50 }).toBe(200);
  });
});

describe('an upstream rate-limit refusal before the reply', () => {
  const refusal = {
    type: 'error' as const,
    message: '模型服务当前请求过多，暂时不能回答（HTTP 429）。请 20 秒后再试。',
    rateLimited: { retryAfterSeconds: 20 },
  };

  it('is answered 429 with Retry-After on the Node response, and no SSE head goes out first', async () => {
    const provider: ChatProvider = {
      name: 'openai',
      start(_request, _signal, sink) {
        sink.event(refusal);
        sink.end();
      },
    };
    const response = new FakeResponse();
    await chatApp(provider).post(response);
    await expect.poll(() => response.ended).toBeDefined();
    expect(response.head).toEqual({
      status: 429,
      headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Retry-After': '20' },
    });
    expect(JSON.parse(response.ended ?? '')).toEqual({ code: 429, message: refusal.message, retryAfterSeconds: 20 });
    expect(response.writes).toEqual([]);
  });

  it('is an SSE error event once the reply has started', async () => {
    const provider: ChatProvider = {
      name: 'guide',
      start(_request, _signal, sink) {
        sink.event({ type: 'content', text: '好' });
        setTimeout(() => {
          sink.event(refusal);
          sink.end();
        }, 5);
      },
    };
    const response = new FakeResponse();
    await chatApp(provider).post(response);
    await expect.poll(() => response.ended).toBeDefined();
    expect(response.head?.status).toBe(200);
    expect(response.text).toContain(
      `id: 1\ndata: {"choices":[{"content":"好","reasoning_content":""}]}\n\nid: 2\ndata: ${JSON.stringify({ error: refusal.message })}\n\n`,
    );
  });
});
