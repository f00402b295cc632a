import type { ServerResponse } from 'node:http';
import { chatRequestSchema } from '@edu/api-client';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../domain/http-error';
import type {
  ChatMode,
  ChatProvider,
  ChatStreamControl,
  ProviderChatEvent,
  ProviderChatRequest,
} from '../services/chat/chat-provider';
import { createCoalescingWriter } from '../services/chat/coalescing-writer';
import { encodeSseEvent, formatSseEvent, SSE_DONE, SSE_DONE_TEXT } from '../services/chat/encode-sse-event';
import type { StreamSlots } from '../services/chat/stream-slots';
import type { RateLimiter } from '../services/rate-limiter';
import { assertRate } from './assert-rate';
import { readJsonBody } from './read-json-body';

interface ChatDeps {
  provider: ChatProvider;
  limiter: RateLimiter;
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

/** Ends a reply that ran for CHAT_STREAM_MAX_SECONDS. */
function lifetimeMessage(maxStreamMs: number): string {
  return `回复时间超过 ${Math.round(maxStreamMs / 1000)} 秒，已停止；请缩短问题或稍后再试`;
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/**
 * Streams the provider's events in the SSE format of DESIGN.md. The body is pulled one event at a time
 * (back-pressure from the client), and a client that goes away aborts the provider — and with it the
 * upstream request — at once.
 */
function streamEvents(
  provider: ChatProvider,
  request: ProviderChatRequest,
  requestSignal: AbortSignal,
  options: { maxStreamMs: number; release: () => void; log: (message: string) => void },
): ReadableStream<Uint8Array> {
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

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next();
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
}

const FAILURE_EVENT = formatSseEvent({ type: 'error', message: '服务器处理回复时出错，请稍后再试' });

/**
 * The same stream written straight to Node's response (no web streams: at hundreds of concurrent replies
 * their per-chunk cost dominates). Headers go out at once and Nagle is off, so the first chunk leaves as
 * soon as it arrives; later events are coalesced into at most one write per `flushIntervalMs`
 * ({@link createCoalescingWriter}). A full socket buffer pauses the provider; a closed connection aborts it.
 */
function writeEventsToNode(
  provider: ChatProvider,
  request: ProviderChatRequest,
  outgoing: ServerResponse,
  headers: Headers,
  options: { flushIntervalMs: number; maxStreamMs: number; release: () => void; log: (message: string) => void },
): void {
  const abort = new AbortController();
  const head: Record<string, string> = { ...SSE_HEADERS };
  headers.forEach((value, key) => {
    if (key !== 'content-type') head[key] = value;
  });
  outgoing.socket?.setNoDelay(true);
  outgoing.writeHead(200, head);
  outgoing.flushHeaders();
  let control: ChatStreamControl | undefined;
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
  // The reply's lifetime: past it the client gets a readable error and the end, and the upstream is cut.
  const lifetime = setTimeout(() => {
    writer.end(formatSseEvent({ type: 'error', message: lifetimeMessage(options.maxStreamMs) }) + SSE_DONE_TEXT);
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
    abort.abort();
  });
  if (provider.streamTo) {
    control = provider.streamTo(request, abort.signal, {
      event: (event) => writer.push(formatSseEvent(event)),
      end: () => writer.end(SSE_DONE_TEXT),
    });
    outgoing.on('drain', () => control?.resume());
    return;
  }
  void (async () => {
    try {
      for await (const event of provider.stream(request, abort.signal)) {
        if (outgoing.destroyed) return;
        writer.push(formatSseEvent(event));
        // The write that filled the buffer may have been an earlier timed flush: ask the socket itself
        // (a flag of our own could miss a 'drain' that came while we waited for the provider).
        if (outgoing.writableNeedDrain) await drainedOrClosed(outgoing);
      }
      writer.end(SSE_DONE_TEXT);
    } catch (error) {
      options.log(`chat provider ${provider.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
      writer.end(FAILURE_EVENT + SSE_DONE_TEXT);
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
    if (event.type === 'error') return { error: event.message };
    if (event.type === 'content') content += event.text;
    else reasoning += event.text;
  }
  return { content, reasoning };
}

/** `POST /chat` (junheng) and `POST /reasoning` (deepseek), streaming or not. */
export function createChatRoutes(deps: ChatDeps) {
  const app = new Hono<AppEnv & { Bindings: Partial<HttpBindings> }>();
  const handle = (mode: ChatMode) =>
    app.post(mode === 'junheng' ? '/chat' : '/reasoning', async (c) => {
      const input = await readJsonBody(c, chatRequestSchema);
      if (input.messages.length > deps.maxMessages) {
        throw new HttpError(400, `messages: 一次最多发送 ${deps.maxMessages} 条消息，请新建对话或删减历史`);
      }
      const tooLong = input.messages.findIndex((message) => message.content.length > deps.maxMessageChars);
      if (tooLong !== -1) {
        throw new HttpError(400, `messages.${tooLong}.content: 单条消息不能超过 ${deps.maxMessageChars} 个字符`);
      }
      assertRate(deps.limiter, `chat:${c.get('uid')}`, '对话');
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
      const outgoing = c.env?.outgoing;
      if (outgoing instanceof Object && 'writeHead' in outgoing) {
        // c.res carries the headers middleware prepared (CORS): copy them onto the direct response.
        writeEventsToNode(deps.provider, request, outgoing as ServerResponse, c.res.headers, {
          flushIntervalMs: deps.flushIntervalMs,
          maxStreamMs: deps.maxStreamMs,
          release,
          log: deps.log,
        });
        return RESPONSE_ALREADY_SENT;
      }
      return new Response(
        streamEvents(deps.provider, request, c.req.raw.signal, {
          maxStreamMs: deps.maxStreamMs,
          release,
          log: deps.log,
        }),
        { status: 200, headers: SSE_HEADERS },
      );
    });
  handle('junheng');
  handle('deepseek');
  return app;
}
