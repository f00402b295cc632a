import type { ChatEventSink, ChatProvider, ProviderChatEvent, ProviderChatRequest } from './chat-provider';
import { type ChatStreamDecoder, createChatStreamDecoder } from './decode-chat-stream';
import { parseRetryAfter } from './parse-retry-after';
import type { ReasoningFormat } from './reasoning-format';
import { createUpstreamCaller } from './upstream-chat-call';
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
  /**
   * CHAT_FLUSH_INTERVAL_MS: a plain-HTTP upstream is read at most once per this interval (the reply is
   * written to the client at most that often anyway); 0 reads every packet as it comes.
   */
  readIntervalMs: number;
}

// An error body is read for its message only; a server that sends megabytes of it is cut off here.
const ERROR_BODY_MAX_CHARS = 65_536;

/**
 * Chat over any OpenAI-compatible endpoint (SiliconFlow, DeepSeek, OpenRouter, Ollama, vLLM, llama.cpp,
 * LM Studio): the body is decoded by {@link createChatStreamDecoder} (reasoning from either field or from
 * `<think>` tags, failures inside the stream), an HTTP error answer becomes an `error` event worded by
 * {@link describeHttpFailure} (a 429 marked `rateLimited`), and the upstream request is destroyed as
 * soon as `signal` aborts. The bytes travel through {@link createUpstreamCaller} (paced raw reads for a
 * plain-HTTP upstream, Node's client for HTTPS), never web streams: at hundreds of concurrent streams,
 * per-chunk overhead dominates the server's CPU.
 */
export function createOpenAiChatProvider(options: OpenAiChatProviderOptions): ChatProvider {
  const call = createUpstreamCaller(new URL(`${options.baseUrl}/chat/completions`), options.readIntervalMs);
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
  };
  const timeoutSeconds = Math.round(options.timeoutMs / 100) / 10;

  function start(request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink): void {
    let finished = false;
    const push = (event: ProviderChatEvent | undefined, end = false) => {
      if (finished) return;
      if (end) {
        finished = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        // Whatever ends the reply early (client gone, error) must not leave the upstream running.
        if (!cleanEnd) upstream.destroy();
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
    // Set when the reply ended as the protocol says ([DONE] or a finish_reason): the socket may be reused.
    let cleanEnd = false;
    let decoder: ChatStreamDecoder | undefined;
    let started = false;
    /** The body of an error answer, read for its message. */
    let failure: { status: number; retryAfterSeconds: number | undefined; text: string } | undefined;
    const timer = setTimeout(() => {
      if (!gotHeaders) return push({ type: 'error', message: UPSTREAM_CHAT_TEXT.noResponse(timeoutSeconds) }, true);
      const message = UPSTREAM_CHAT_TEXT.stalled(timeoutSeconds);
      if (decoder) decoder.abort(message);
      else push({ type: 'error', message }, true);
    }, options.timeoutMs);
    const onAbort = () => push(undefined, true);

    const upstream = call(headers, body, {
      head(status, retryAfter) {
        if (finished) return;
        gotHeaders = true;
        timer.refresh();
        if (status !== 200) {
          const retryAfterSeconds = status === 429 ? parseRetryAfter(retryAfter, Date.now()) : undefined;
          failure = { status, retryAfterSeconds, text: '' };
          return;
        }
        decoder = createChatStreamDecoder(
          { format: options.reasoningFormat, reasoningModel: request.mode === 'deepseek' },
          {
            event: (event) => {
              // The first words are out: later reads may wait for the next write to the client (ADR 0020).
              if (!started) {
                started = true;
                upstream.pace();
              }
              push(event);
            },
            end: (clean) => {
              cleanEnd = clean;
              push(undefined, true);
            },
          },
        );
      },
      text(text) {
        if (finished) return;
        timer.refresh();
        if (decoder) decoder.feed(text);
        else if (failure && failure.text.length < ERROR_BODY_MAX_CHARS) failure.text += text;
      },
      end() {
        if (decoder) return decoder.end();
        if (!failure) return;
        const { status, retryAfterSeconds, text } = failure;
        const message = describeHttpFailure(status, text, retryAfterSeconds);
        push({ type: 'error', message, ...(status === 429 ? { rateLimited: { retryAfterSeconds } } : {}) }, true);
      },
      error(message, answered) {
        if (!answered) return push({ type: 'error', message: UPSTREAM_CHAT_TEXT.unreachable(message) }, true);
        if (decoder) decoder.abort(UPSTREAM_CHAT_TEXT.connectionLost);
        else push({ type: 'error', message: UPSTREAM_CHAT_TEXT.connectionLost }, true);
      },
    });
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
  }

  return { name: 'openai', start };
}
