import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { parseJson } from '../../domain/parse-json';
import { describeUpstreamBody } from '../upstream-error';
import type {
  ChatEventSink,
  ChatProvider,
  ChatStreamControl,
  ProviderChatEvent,
  ProviderChatRequest,
} from './chat-provider';
import { createEventQueue } from './event-queue';

/** Settings of {@link createOpenAiChatProvider}. */
export interface OpenAiChatProviderOptions {
  /** Base URL ending before `/chat/completions`, e.g. https://api.siliconflow.cn/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  /** Model id per mode: junheng → a general chat model, deepseek → a reasoning model. */
  models: { junheng: string; deepseek: string };
  /** Longest silence allowed from the upstream: before its headers, and between two chunks. */
  timeoutMs: number;
}

/** What one upstream chunk carries, once its shape is checked. */
interface CheckedChunk {
  error: unknown;
  content: string | null | undefined;
  reasoning: string | null | undefined;
  finishReason: string | null | undefined;
}

const isOptionalString = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Checks one parsed chunk (protocols.md §1.2: either delta field may be null, "" or absent) and returns
 * what we use of it, or undefined when its shape is wrong. Hand-written rather than a zod schema: it runs
 * for every chunk of every stream, and a schema parse per chunk was a visible share of the server's CPU.
 * Only `choices[0]` is read, so only it is checked.
 */
export function checkChunk(value: unknown): CheckedChunk | undefined {
  if (!isRecord(value) || Array.isArray(value)) return undefined;
  const choices = value.choices;
  let choice: unknown;
  if (choices !== undefined && choices !== null) {
    if (!Array.isArray(choices)) return undefined;
    choice = choices[0];
  }
  let delta: unknown;
  let finishReason: string | null | undefined;
  if (choice !== undefined) {
    if (!isRecord(choice)) return undefined;
    delta = choice.delta;
    const finish = choice.finish_reason;
    if (!isOptionalString(finish)) return undefined;
    finishReason = finish;
  }
  let content: string | null | undefined;
  let reasoning: string | null | undefined;
  if (delta !== undefined && delta !== null) {
    if (!isRecord(delta)) return undefined;
    const deltaContent = delta.content;
    const deltaReasoning = delta.reasoning_content;
    if (!isOptionalString(deltaContent) || !isOptionalString(deltaReasoning)) return undefined;
    content = deltaContent;
    reasoning = deltaReasoning;
  }
  return { error: value.error, content, reasoning, finishReason };
}

function errorMessageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return 'An error occurred during streaming';
}

// Upstream connections are reused across chats (one TLS handshake per socket, not per reply). An idle
// socket is closed after UPSTREAM_IDLE_SOCKET_MS, before the common 5 s keep-alive of upstream servers
// (Node's default): reusing a socket the upstream is closing at that moment fails with "socket hang up".
const UPSTREAM_IDLE_SOCKET_MS = 4_000;
const agentOptions = { keepAlive: true, timeout: UPSTREAM_IDLE_SOCKET_MS };
const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

/**
 * Chat over any OpenAI-compatible endpoint (SiliconFlow, DeepSeek, Ollama, vLLM): streams
 * `delta.content` and `delta.reasoning_content` as our events, turns upstream failures into `error`
 * events, and destroys the upstream request as soon as `signal` aborts. Uses node:http directly: at
 * hundreds of concurrent streams, web-stream overhead per chunk would dominate the server's CPU.
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
    // Set when the reply ended as the protocol says ([DONE] or a clean EOF): the socket may be reused.
    let cleanEnd = false;
    const timer = setTimeout(() => {
      // A client that reads slowly pauses the upstream: that silence is ours, not the upstream's.
      if (paused) return timer.refresh();
      push(
        {
          type: 'error',
          message: gotHeaders
            ? `模型服务超过 ${timeoutSeconds} 秒没有继续回复，已中断`
            : `模型服务 ${timeoutSeconds} 秒内没有响应，请稍后再试`,
        },
        true,
      );
    }, options.timeoutMs);
    const onAbort = () => push(undefined, true);

    const onResponse = (incoming: IncomingMessage) => {
      if (finished) return;
      response = incoming;
      gotHeaders = true;
      timer.refresh();
      incoming.setEncoding('utf8');
      if (incoming.statusCode !== 200) {
        let text = '';
        incoming.on('data', (data: string) => {
          text += data;
        });
        incoming.on('end', () =>
          push({ type: 'error', message: describeUpstreamBody(incoming.statusCode ?? 0, text) }, true),
        );
        return;
      }
      let sawFinish = false;
      const handle = (event: EventSourceMessage) => {
        if (finished) return;
        if (event.data === '[DONE]') {
          cleanEnd = true;
          return push(undefined, true);
        }
        const parsed = parseJson(event.data);
        const chunk = parsed.ok ? checkChunk(parsed.value) : undefined;
        if (!chunk) return;
        if (chunk.error || event.event === 'error') {
          return push({ type: 'error', message: `模型服务出错：${errorMessageOf(chunk.error)}` }, true);
        }
        if (chunk.reasoning) push({ type: 'reasoning', text: chunk.reasoning });
        if (chunk.content) push({ type: 'content', text: chunk.content });
        if (chunk.finishReason) sawFinish = true;
      };
      const parser = createParser({ onEvent: handle });
      incoming.on('data', (data: string) => {
        timer.refresh();
        parser.feed(data);
      });
      incoming.on('end', () => {
        // A final event without its blank line still counts (protocols.md §6.3).
        parser.reset({ consume: true });
        if (sawFinish) cleanEnd = true;
        // protocols.md §6.2: EOF without [DONE] and without a finish_reason is a truncated reply.
        push(sawFinish ? undefined : { type: 'error', message: '模型服务的回复不完整：连接在结束前关闭' }, true);
      });
      incoming.on('error', () => push({ type: 'error', message: '与模型服务的连接意外中断' }, true));
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
        push({ type: 'error', message: `无法连接模型服务：${error.message}` }, true);
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
