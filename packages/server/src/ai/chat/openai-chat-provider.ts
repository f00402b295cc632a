import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type {
  ChatEventSink,
  ChatProvider,
  ChatStreamControl,
  ProviderChatEvent,
  ProviderChatRequest,
} from './chat-provider';
import { type ChatStreamDecoder, createChatStreamDecoder } from './decode-chat-stream';
import { createEventQueue } from './event-queue';
import { parseRetryAfter } from './parse-retry-after';
import type { ReasoningFormat } from './reasoning-format';
import { describeHttpFailure, UPSTREAM_CHAT_TEXT } from './upstream-chat-text';

/** Settings of {@link createOpenAiChatProvider}. */
export interface OpenAiChatProviderOptions {
  /** Base URL ending before `/chat/completions`, e.g. https://api.siliconflow.cn/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  /** Model id per mode: junheng → a general chat model, deepseek → a reasoning model. */
  models: { junheng: string; deepseek: string };
  /** Longest silence allowed from the upstream: before its headers, and between two chunks. */
  timeoutMs: number;
  /** AI_REASONING_FORMAT: where the upstream puts the model's thinking (see {@link ReasoningFormat}). */
  reasoningFormat: ReasoningFormat;
}

// An error body is read for its message only; a server that sends megabytes of it is cut off here.
const ERROR_BODY_MAX_CHARS = 65_536;

// Upstream connections are reused across chats (one TLS handshake per socket, not per reply). An idle
// socket is closed after UPSTREAM_IDLE_SOCKET_MS, before the common 5 s keep-alive of upstream servers
// (Node's default): reusing a socket the upstream is closing at that moment fails with "socket hang up".
const UPSTREAM_IDLE_SOCKET_MS = 4_000;
const agentOptions = { keepAlive: true, timeout: UPSTREAM_IDLE_SOCKET_MS };
const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

/**
 * Chat over any OpenAI-compatible endpoint (SiliconFlow, DeepSeek, OpenRouter, Ollama, vLLM, llama.cpp,
 * LM Studio): the body is decoded by {@link createChatStreamDecoder} (reasoning from either field or from
 * `<think>` tags, failures inside the stream), an HTTP error answer becomes an `error` event worded by
 * {@link describeHttpFailure} (a 429 marked `rateLimited`), and the upstream request is destroyed as
 * soon as `signal` aborts. Uses node:http directly: at hundreds of concurrent streams, web-stream
 * overhead per chunk would dominate the server's CPU.
 */
export function createOpenAiChatProvider(options: OpenAiChatProviderOptions): ChatProvider {
  const url = new URL(`${options.baseUrl}/chat/completions`);
  const transport = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents.https : agents.http;
  const timeoutSeconds = Math.round(options.timeoutMs / 100) / 10;

  function streamTo(request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink): ChatStreamControl {
    let finished = false;
    const push = (event: ProviderChatEvent | undefined, end = false) => {
      if (finished) return;
      if (end) {
        finished = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        // Whatever ends the reply early (client gone, error) must not leave the upstream running.
        if (!cleanEnd && !upstream.destroyed) upstream.destroy();
      }
      if (event) sink.event(event);
      if (end) sink.end();
    };

    const body = JSON.stringify({
      model: options.models[request.mode],
      messages: request.messages,
      stream: true,
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
    });
    let gotHeaders = false;
    let paused = false;
    let response: IncomingMessage | undefined;
    // Set when the reply ended as the protocol says ([DONE] or a finish_reason): the socket may be reused.
    let cleanEnd = false;
    let decoder: ChatStreamDecoder | undefined;
    const timer = setTimeout(() => {
      // A client that reads slowly pauses the upstream: that silence is ours, not the upstream's.
      if (paused) return timer.refresh();
      if (!gotHeaders) return push({ type: 'error', message: UPSTREAM_CHAT_TEXT.noResponse(timeoutSeconds) }, true);
      const message = UPSTREAM_CHAT_TEXT.stalled(timeoutSeconds);
      if (decoder) decoder.abort(message);
      else push({ type: 'error', message }, true);
    }, options.timeoutMs);
    const onAbort = () => push(undefined, true);

    const onResponse = (incoming: IncomingMessage) => {
      if (finished) return;
      response = incoming;
      gotHeaders = true;
      timer.refresh();
      incoming.setEncoding('utf8');
      const status = incoming.statusCode ?? 0;
      if (status !== 200) {
        const retryAfterSeconds =
          status === 429 ? parseRetryAfter(incoming.headers['retry-after'], Date.now()) : undefined;
        let text = '';
        incoming.on('data', (data: string) => {
          timer.refresh();
          if (text.length < ERROR_BODY_MAX_CHARS) text += data;
        });
        incoming.on('end', () => {
          const message = describeHttpFailure(status, text, retryAfterSeconds);
          push({ type: 'error', message, ...(status === 429 ? { rateLimited: { retryAfterSeconds } } : {}) }, true);
        });
        incoming.on('error', () => push({ type: 'error', message: UPSTREAM_CHAT_TEXT.connectionLost }, true));
        return;
      }
      const reply = createChatStreamDecoder(
        { format: options.reasoningFormat, reasoningModel: request.mode === 'deepseek' },
        {
          event: (event) => push(event),
          end: (clean) => {
            cleanEnd = clean;
            push(undefined, true);
          },
        },
      );
      decoder = reply;
      incoming.on('data', (data: string) => {
        timer.refresh();
        reply.feed(data);
      });
      incoming.on('end', () => reply.end());
      incoming.on('error', () => reply.abort(UPSTREAM_CHAT_TEXT.connectionLost));
    };

    const send = (retry: boolean) => {
      const outgoing = transport.request(url, {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Accept: 'text/event-stream',
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
      });
      outgoing.on('response', onResponse);
      outgoing.on('error', (error) => {
        // A kept-alive socket the upstream closed while we picked it fails before any reply: the request
        // never reached the upstream, so sending it once more on a fresh socket is safe (Node's docs).
        if (retry && !gotHeaders && !finished && outgoing.reusedSocket) {
          upstream = send(false);
          return;
        }
        push({ type: 'error', message: UPSTREAM_CHAT_TEXT.unreachable(error.message) }, true);
      });
      outgoing.end(body);
      return outgoing;
    };
    let upstream = send(true);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();

    return {
      pause() {
        paused = true;
        response?.pause();
      },
      resume() {
        paused = false;
        response?.resume();
      },
    };
  }

  async function* stream(request: ProviderChatRequest, signal: AbortSignal): AsyncGenerator<ProviderChatEvent> {
    const events = createEventQueue<ProviderChatEvent>();
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    streamTo(request, stop.signal, {
      event: (event) => events.push(event),
      end: () => events.push(undefined, true),
    });
    try {
      yield* events.drain();
    } finally {
      signal.removeEventListener('abort', onAbort);
      // The consumer stopped early (return/throw): end the upstream request too.
      stop.abort();
    }
  }

  return { name: 'openai', stream, streamTo };
}
