import { EventEmitter } from 'node:events';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isHttpError } from '../../http/http-error';
import { createMemoryRateLimit } from '../../http/rate-limit';
import { RateLimiter } from '../../http/rate-limiter';
import type { ServerEnv } from '../../http/server-env';
import type { ChatEventSink, ChatProvider, ProviderChatRequest } from './chat-provider';
import { registerChatRoutes } from './chat-routes';
import { createStreamSlots, type StreamSlots } from './stream-slots';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  flushHeaders() {}
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

async function post(
  provider: ChatProvider,
  response: FakeResponse,
  flushIntervalMs = 16,
  limits: { streams?: StreamSlots; maxStreamMs?: number } = {},
) {
  // The AI service's auth middleware and error handler, as createApp mounts the chat routes.
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
    limiter: createMemoryRateLimit(new RateLimiter(1_000)),
    maxMessages: 10,
    maxMessageChars: 100,
    flushIntervalMs,
    streams: limits.streams ?? createStreamSlots(10),
    maxStreamMs: limits.maxStreamMs ?? 60_000,
    log: () => {},
  });
  const body = JSON.stringify({ messages: [{ role: 'user', content: '你好' }], stream: true });
  return app.request(
    '/chat',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    {
      outgoing: response,
    },
  );
}

const contentOf = (text: string) => [...text.matchAll(/"content":"([^"]*)"/g)].map((match) => match[1]).join('');

/** A provider that pushes its reply (streamTo) and records the sink and signal of each reply it was asked for. */
function pushingProvider() {
  const sinks: ChatEventSink[] = [];
  const signals: AbortSignal[] = [];
  const provider: ChatProvider = {
    name: 'openai',
    stream: () => {
      throw new Error('the route should use streamTo');
    },
    streamTo(_request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink) {
      sinks.push(sink);
      signals.push(signal);
      return { pause() {}, resume() {} };
    },
  };
  return { provider, sinks, signals };
}

describe('POST /chat streaming to the Node response', () => {
  it('finishes a pulled reply when the buffer filled on a timed flush and drained while the provider was quiet', async () => {
    const provider: ChatProvider = {
      name: 'guide',
      async *stream() {
        yield { type: 'content', text: 'a' };
        await sleep(2);
        yield { type: 'content', text: 'b' }; // joined, written by the flush timer: that write fills the buffer
        await sleep(50); // the buffer drains meanwhile
        yield { type: 'content', text: 'c' };
        await sleep(5);
        yield { type: 'content', text: 'd' };
      },
    };
    const response = new FakeResponse([2]);
    await post(provider, response);
    await expect.poll(() => response.ended, { timeout: 2_000 }).toBeDefined();
    expect(contentOf(response.text)).toBe('abcd');
    expect(response.text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('pauses a pushed reply while the buffer is full and resumes it on drain, losing nothing', async () => {
    const calls: string[] = [];
    let sink: ChatEventSink | undefined;
    const provider: ChatProvider = {
      name: 'openai',
      stream: () => {
        throw new Error('the route should use streamTo');
      },
      streamTo(_request: ProviderChatRequest, _signal: AbortSignal, given: ChatEventSink) {
        sink = given;
        return { pause: () => calls.push('pause'), resume: () => calls.push('resume') };
      },
    };
    const response = new FakeResponse([1]);
    await post(provider, response);
    sink?.event({ type: 'content', text: 'x' });
    await Promise.resolve();
    expect(calls).toEqual(['pause']);
    await expect.poll(() => calls).toEqual(['pause', 'resume']);
    sink?.event({ type: 'reasoning', text: 'r' });
    sink?.event({ type: 'content', text: 'y' });
    sink?.end();
    expect(contentOf(response.text)).toBe('xy');
    expect(response.text).toContain('"reasoning_content":"r"');
    expect(response.text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('writes the events a provider pushes in one run (one upstream read) together, at once', async () => {
    const { provider, sinks } = pushingProvider();
    const response = new FakeResponse();
    await post(provider, response);
    const sink = sinks[0];
    for (const text of ['a', 'b', 'c']) sink?.event({ type: 'content', text });
    await Promise.resolve();
    expect(response.writes).toHaveLength(1);
    expect(contentOf(response.writes[0] ?? '')).toBe('abc');
    sink?.event({ type: 'content', text: 'd' });
    sink?.end();
    expect(contentOf(response.text)).toBe('abcd');
    expect(response.text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('aborts the provider and writes nothing more when the client goes away', async () => {
    const { provider, sinks, signals } = pushingProvider();
    const response = new FakeResponse();
    await post(provider, response);
    const [sink, signal] = [sinks[0], signals[0]];
    sink?.event({ type: 'content', text: 'first' });
    await Promise.resolve();
    sink?.event({ type: 'content', text: 'pending' });
    await Promise.resolve();
    response.destroyed = true;
    response.emit('close');
    expect(signal?.aborted).toBe(true);
    await sleep(30);
    sink?.end();
    expect(response.writes).toHaveLength(1);
    expect(response.ended).toBeUndefined();
  });

  it('ends a reply that runs past its lifetime with a readable error, and aborts the provider', async () => {
    let signal: AbortSignal | undefined;
    const provider: ChatProvider = {
      name: 'openai',
      stream: () => {
        throw new Error('the route should use streamTo');
      },
      streamTo(_request: ProviderChatRequest, given: AbortSignal, sink: ChatEventSink) {
        signal = given;
        sink.event({ type: 'content', text: 'slow' });
        return { pause() {}, resume() {} };
      },
    };
    const response = new FakeResponse();
    await post(provider, response, 0, { maxStreamMs: 30 });
    await expect.poll(() => response.ended, { timeout: 2_000 }).toBeDefined();
    expect(signal?.aborted).toBe(true);
    expect(response.text).toContain('"error":"回复时间超过 0 秒，已停止');
    expect(response.text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it("refuses a user's reply beyond the concurrent limit (429) and frees the slot when a reply ends", async () => {
    const { provider, sinks } = pushingProvider();
    const streams = createStreamSlots(1);
    const first = new FakeResponse();
    await post(provider, first, 0, { streams });
    const refused = await post(provider, new FakeResponse(), 0, { streams });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('同时进行的回复过多');
    sinks[0]?.end();
    expect(streams.openCount('u1')).toBe(0);
    await post(provider, new FakeResponse(), 0, { streams });
    expect(sinks).toHaveLength(2);
  });
});

describe('an upstream rate-limit refusal before the reply', () => {
  const refusal = {
    type: 'error' as const,
    message: '模型服务当前请求过多，暂时不能回答（HTTP 429）。请 20 秒后再试。',
    rateLimited: { retryAfterSeconds: 20 },
  };
  const refusing = (): ChatProvider => ({
    name: 'openai',
    async *stream() {
      yield refusal;
    },
  });

  it('is answered 429 with Retry-After on the Node response, and no SSE head goes out first', async () => {
    const response = new FakeResponse();
    await post(refusing(), response);
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
      async *stream() {
        yield { type: 'content', text: '好' };
        yield refusal;
      },
    };
    const response = new FakeResponse();
    await post(provider, response, 0);
    await expect.poll(() => response.ended).toBeDefined();
    expect(response.head?.status).toBe(200);
    expect(response.text).toBe(
      `data: {"choices":[{"content":"好","reasoning_content":""}]}\n\ndata: ${JSON.stringify({ error: refusal.message })}\n\ndata: [DONE]\n\n`,
    );
  });

  it('is thrown as a 429 HttpError by the web-stream fallback (no Node response), for the app to answer', async () => {
    const app = new Hono<ServerEnv>();
    registerChatRoutes(app, {
      provider: refusing(),
      limiter: createMemoryRateLimit(new RateLimiter(1_000)),
      maxMessages: 10,
      maxMessageChars: 100,
      flushIntervalMs: 0,
      streams: createStreamSlots(10),
      maxStreamMs: 60_000,
      log: () => {},
    });
    let thrown: unknown;
    app.onError((error, c) => {
      thrown = error;
      return c.text('', 500);
    });
    const body = JSON.stringify({ messages: [{ role: 'user', content: '你好' }] });
    await app.request('/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(isHttpError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ status: 429, message: refusal.message, details: { retryAfterSeconds: 20 } });
  });
});
