import type { ServerResponse } from 'node:http';
import { type ChatModel, chatRequestSchema } from '@edu/api-client';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono } from 'hono';
import { assertRate } from '../../http/assert-rate';
import { HttpError } from '../../http/http-error';
import type { RateLimit } from '../../http/rate-limit';
import { readJsonBody } from '../../http/read-json-body';
import type { ServerEnv } from '../../http/server-env';
import type { ChatProvider, ChatStreamControl, ProviderChatEvent, ProviderChatRequest } from './chat-provider';
import { createCoalescingWriter } from './coalescing-writer';
import { encodeSseEvent, formatSseEvent, formatSseEvents, SSE_DONE, SSE_DONE_TEXT } from './encode-sse-event';
import type { StreamSlots } from './stream-slots';

interface ChatDeps {
  provider: ChatProvider;
  limiter: RateLimit;
  maxMessages: number;
  maxMessageChars: number;
  /** CHAT_FLUSH_INTERVAL_MS: shortest time between two writes of one reply (0: every event at once). */
  flushIntervalMs: number;
  /** CHAT_MAX_CONCURRENT_STREAMS_PER_USER: replies one user may have running at once. */
  streams: StreamSlots;
  /** CHAT_STREAM_MAX_SECONDS in milliseconds: a reply still running then is ended. */
  maxStreamMs: number;
  log: (message: string) => void;
}

/** What a streamed reply needs beside the provider and the request. */
interface StreamOptions {
  maxStreamMs: number;
  /** Gives the user's stream slot back; called once the reply has ended, however it ended. */
  release: () => void;
  log: (message: string) => void;
}

/** Ends a reply that ran for CHAT_STREAM_MAX_SECONDS. */
function lifetimeMessage(maxStreamMs: number): string {
  return `回复时间超过 ${Math.round(maxStreamMs / 1000)} 秒，已停止；请缩短问题或稍后再试`;
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/** True for the upstream's rate-limit refusal, which becomes our 429 while no stream has started. */
function isRateLimited(event: ProviderChatEvent): event is ProviderChatEvent & { type: 'error'; rateLimited: object } {
  return event.type === 'error' && event.rateLimited !== undefined;
}

/** The HttpError of an upstream's rate-limit refusal: 429 with its Retry-After, when it gave one. */
function rateLimitedError(event: ProviderChatEvent & { type: 'error' }): HttpError {
  const retryAfterSeconds = event.rateLimited?.retryAfterSeconds;
  return new HttpError(429, event.message, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });
}

/**
 * Streams the provider's events in the SSE format of DESIGN.md. The body is pulled one event at a time
 * (back-pressure from the client), and a client that goes away aborts the provider — and with it the
 * upstream request — at once. The status waits for the first event, so that an upstream's rate-limit
 * refusal is answered 429 (thrown as an HttpError). Past `maxStreamMs` the provider is aborted and the
 * reply ends with a readable error.
 */
async function streamEvents(
  provider: ChatProvider,
  request: ProviderChatRequest,
  requestSignal: AbortSignal,
  options: StreamOptions,
): Promise<Response> {
  const { log } = options;
  const abort = new AbortController();
  const onClientGone = () => abort.abort(requestSignal.reason);
  requestSignal.addEventListener('abort', onClientGone, { once: true });
  let expired = false;
  const lifetime = setTimeout(() => {
    expired = true;
    abort.abort();
  }, options.maxStreamMs);
  const events = provider.stream(request, abort.signal)[Symbol.asyncIterator]();
  const finish = () => {
    clearTimeout(lifetime);
    requestSignal.removeEventListener('abort', onClientGone);
    options.release();
  };
  let first: Promise<IteratorResult<ProviderChatEvent>> | undefined = events.next();
  // A failing first step is reported by pull() below, as for any later step.
  const peeked = await first.then(
    (result) => result,
    () => undefined,
  );
  if (peeked && !peeked.done && isRateLimited(peeked.value)) {
    finish();
    abort.abort();
    void events.return?.();
    throw rateLimitedError(peeked.value);
  }

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await (first ?? events.next());
        first = undefined;
        if (next.done) {
          finish();
          if (expired)
            controller.enqueue(encodeSseEvent({ type: 'error', message: lifetimeMessage(options.maxStreamMs) }));
          if (!abort.signal.aborted || expired) {
            controller.enqueue(SSE_DONE);
            controller.close();
          }
          return;
        }
        controller.enqueue(encodeSseEvent(next.value));
      } catch (error) {
        first = undefined;
        finish();
        log(`chat provider ${provider.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
        controller.enqueue(encodeSseEvent({ type: 'error', message: '服务器处理回复时出错，请稍后再试' }));
        controller.enqueue(SSE_DONE);
        controller.close();
      }
    },
    async cancel() {
      finish();
      abort.abort();
      await events.return?.();
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}

const FAILURE_EVENT = formatSseEvent({ type: 'error', message: '服务器处理回复时出错，请稍后再试' });

/**
 * The same stream written straight to Node's response (no web streams: at hundreds of concurrent replies
 * their per-chunk cost dominates). The head goes out with the provider's first event (Nagle off), so an
 * upstream's rate-limit refusal before any reply can still be answered 429 with its Retry-After; every
 * later problem is an SSE error event. Events are coalesced into at most one write per `flushIntervalMs`
 * ({@link createCoalescingWriter}). A full socket buffer pauses the provider; a closed connection aborts it.
 * Past `maxStreamMs` the reply ends with a readable error and the provider is aborted.
 */
function writeEventsToNode(
  provider: ChatProvider,
  request: ProviderChatRequest,
  outgoing: ServerResponse,
  headers: Headers,
  options: StreamOptions & { flushIntervalMs: number },
): void {
  const abort = new AbortController();
  // c.res carries the headers middleware prepared (CORS): they go on every answer.
  const prepared: Record<string, string> = {};
  headers.forEach((value, key) => {
    if (key !== 'content-type') prepared[key] = value;
  });
  outgoing.socket?.setNoDelay(true);
  let control: ChatStreamControl | undefined;
  let opened = false;
  const open = () => {
    if (opened || outgoing.destroyed) return;
    opened = true;
    // No flush of its own: the first event follows in this tick, and Node sends the head with it (one write).
    outgoing.writeHead(200, { ...SSE_HEADERS, ...prepared });
  };
  const writer = createCoalescingWriter(
    {
      write: (text) => !outgoing.destroyed && outgoing.write(text),
      end: (text) => {
        if (!outgoing.destroyed) outgoing.end(text);
      },
      onFull: () => control?.pause(),
    },
    options.flushIntervalMs,
  );
  // The events a provider pushes in one synchronous run (all those of one upstream read) are handed to the
  // writer together at the end of the run, neighbours of a kind joined: one push, one write, one frame per
  // kind, instead of a write now and a timer for the rest.
  let batch: ProviderChatEvent[] = [];
  const pushBatch = () => {
    const events = batch;
    batch = [];
    if (events.length > 0) writer.push(formatSseEvents(events));
  };
  /** Writes one event; false when it was the rate-limit refusal, answered 429 instead. */
  const deliver = (event: ProviderChatEvent): boolean => {
    if (!opened && isRateLimited(event)) {
      opened = true;
      writer.close();
      abort.abort();
      const error = rateLimitedError(event);
      const retryAfter = error.details?.retryAfterSeconds;
      if (!outgoing.destroyed) {
        outgoing.writeHead(429, {
          ...prepared,
          'Content-Type': 'application/json; charset=UTF-8',
          ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }),
        });
        outgoing.end(JSON.stringify({ code: 429, message: error.message, ...error.details }));
      }
      return false;
    }
    open();
    if (batch.length === 0) queueMicrotask(pushBatch);
    batch.push(event);
    return true;
  };
  const end = (text: string) => {
    open();
    const pending = batch;
    batch = [];
    writer.end(formatSseEvents(pending) + text);
  };
  // The reply's lifetime: past it the client gets a readable error and the end, and the upstream is cut.
  const lifetime = setTimeout(() => {
    end(formatSseEvent({ type: 'error', message: lifetimeMessage(options.maxStreamMs) }) + SSE_DONE_TEXT);
    abort.abort();
  }, options.maxStreamMs);
  const finished = () => {
    clearTimeout(lifetime);
    options.release();
  };
  outgoing.on('finish', finished);
  outgoing.on('close', () => {
    finished();
    writer.close();
    // Only a reply cut short has a provider to stop: an abort builds a DOMException with its stack, and
    // one per finished reply was 1.5 % of the relay's CPU.
    if (!outgoing.writableFinished) abort.abort();
  });
  if (provider.streamTo) {
    control = provider.streamTo(request, abort.signal, {
      event: deliver,
      end: () => end(SSE_DONE_TEXT),
    });
    outgoing.on('drain', () => control?.resume());
    return;
  }
  void (async () => {
    try {
      for await (const event of provider.stream(request, abort.signal)) {
        if (outgoing.destroyed || !deliver(event)) return;
        // The write that filled the buffer may have been an earlier timed flush: ask the socket itself
        // (a flag of our own could miss a 'drain' that came while we waited for the provider).
        if (outgoing.writableNeedDrain) await drainedOrClosed(outgoing);
      }
      end(SSE_DONE_TEXT);
    } catch (error) {
      options.log(`chat provider ${provider.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
      end(FAILURE_EVENT + SSE_DONE_TEXT);
    }
  })();
}

/** Resolves when the response's buffer has drained or the connection is gone. */
function drainedOrClosed(outgoing: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      resolve();
    };
    outgoing.on('drain', done);
    outgoing.on('close', done);
  });
}

/** Collects a whole reply for `stream: false`. */
async function collect(provider: ChatProvider, request: ProviderChatRequest, signal: AbortSignal) {
  let content = '';
  let reasoning = '';
  for await (const event of provider.stream(request, signal) as AsyncIterable<ProviderChatEvent>) {
    if (isRateLimited(event)) throw rateLimitedError(event);
    if (event.type === 'error') return { error: event.message };
    if (event.type === 'content') content += event.text;
    else reasoning += event.text;
  }
  return { content, reasoning };
}

/** `POST /chat` (junheng) and `POST /reasoning` (deepseek), streaming or not. */
export function registerChatRoutes(ai: Hono<ServerEnv>, deps: ChatDeps): void {
  const handle = (mode: ChatModel) =>
    ai.post(mode === 'junheng' ? '/chat' : '/reasoning', async (c) => {
      const input = await readJsonBody(c, chatRequestSchema);
      if (input.messages.length > deps.maxMessages) {
        throw new HttpError(400, `messages: 一次最多发送 ${deps.maxMessages} 条消息，请新建对话或删减历史`);
      }
      const tooLong = input.messages.findIndex((message) => message.content.length > deps.maxMessageChars);
      if (tooLong !== -1) {
        throw new HttpError(400, `messages.${tooLong}.content: 单条消息不能超过 ${deps.maxMessageChars} 个字符`);
      }
      await assertRate(deps.limiter, c.get('uid'), '对话');
      const release = deps.streams.acquire(c.get('uid'));
      if (!release) {
        throw new HttpError(
          429,
          `同时进行的回复过多：每位用户最多 ${deps.streams.maxPerUser} 个，请等当前回复结束或停止后再试`,
          { retryAfterSeconds: 5 },
        );
      }
      const request: ProviderChatRequest = {
        mode,
        messages: input.messages,
        temperature: input.temperature,
        maxTokens: input.max_tokens,
        uid: c.get('uid'),
        siteMode: input.assistant_mode,
      };
      if (!input.stream) {
        const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(deps.maxStreamMs)]);
        const result = await collect(deps.provider, request, signal).finally(release);
        if ('error' in result) return c.json({ code: 502, message: result.error, error: result.error }, 502);
        if (signal.aborted && !c.req.raw.signal.aborted) {
          const message = lifetimeMessage(deps.maxStreamMs);
          return c.json({ code: 504, message, error: message }, 504);
        }
        return c.json({ choices: [{ content: result.content, reasoning_content: result.reasoning }] });
      }
      const streamOptions = { maxStreamMs: deps.maxStreamMs, release, log: deps.log };
      const outgoing = c.env?.outgoing;
      if (outgoing instanceof Object && 'writeHead' in outgoing) {
        writeEventsToNode(deps.provider, request, outgoing as ServerResponse, c.res.headers, {
          ...streamOptions,
          flushIntervalMs: deps.flushIntervalMs,
        });
        return RESPONSE_ALREADY_SENT;
      }
      return streamEvents(deps.provider, request, c.req.raw.signal, streamOptions);
    });
  handle('junheng');
  handle('deepseek');
}
