import type { KyInstance } from 'ky';
import { CHAT_FIRST_BYTE_TIMEOUT_MS, CHAT_PROVIDER, CHAT_TEMPERATURE_DEFAULT, DEFAULT_CHAT_MODEL } from '../constants';
import type { AssistantModeId } from '../contract/assistant-mode';
import type { ChatMessage, ChatModel } from '../contract/chat-message';
import { chatRequestSchema } from '../contract/chat-request';
import { parseJson } from '../contract/parse-json';
import { joinUrl } from '../http/join-url';
import { CHAT_MESSAGES } from '../messages';
import { readSseEvents } from '../sse/read-sse-events';
import { chatChunkParts, chatChunkSchema } from './chat-chunk';
import type { ChatEvent } from './chat-event';
import { validateInput } from './validate-input';

/** Options of `chat`. */
export interface ChatOptions {
  /** The whole request conversation, usually from `buildChatMessages`; `reasoning` is stripped. */
  messages: readonly ChatMessage[];
  /** 'junheng' posts to `{base}/chat`, 'deepseek' to `{base}/reasoning`. Default 'junheng'. */
  model?: ChatModel | undefined;
  /** Ask for an SSE stream (default) or one JSON reply. */
  stream?: boolean | undefined;
  /** Aborting ends the iteration promptly, without an error event, and cancels the body. */
  signal?: AbortSignal | undefined;
  /** Sampling temperature, 0 to 2; default 1. */
  temperature?: number | undefined;
  /** Token cap, 1 to 4096; sent as `max_tokens` only when given. */
  maxTokens?: number | undefined;
  /** The embedding site's mode for its visitors (sent as `assistant_mode`); the server only makes it stricter. */
  siteMode?: AssistantModeId | undefined;
}

/** What `streamChat` needs from the client. */
export interface ChatTransport {
  http: KyInstance;
  baseUrl: string;
  /** Wait for the first body byte, in milliseconds. */
  firstByteTimeoutMs?: number | undefined;
}

/**
 * Posts a chat request and yields its reply as {@link ChatEvent}s. Never throws for a server or network
 * problem: those end the iteration with one `error` event carrying the SPEC §8 text. Only invalid
 * options (temperature out of range, no messages) throw, as an `AiServiceError` of code `invalid-input`.
 */
export async function* streamChat(transport: ChatTransport, options: ChatOptions): AsyncGenerator<ChatEvent, void> {
  const stream = options.stream ?? true;
  const body = validateInput(chatRequestSchema, {
    messages: options.messages.map(({ role, content }) => ({ role, content })),
    stream,
    temperature: options.temperature ?? CHAT_TEMPERATURE_DEFAULT,
    provider: CHAT_PROVIDER,
    ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
    ...(options.siteMode === undefined ? {} : { assistant_mode: options.siteMode }),
  });
  const callerSignal = options.signal;
  if (callerSignal?.aborted) return;

  // One controller for the request: the caller's abort and our first-byte time-out both end it.
  const request = new AbortController();
  const onCallerAbort = () => request.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut = false;
  const firstByteTimer = setTimeout(() => {
    timedOut = true;
    request.abort(new Error('no response from the chat service in time'));
  }, transport.firstByteTimeoutMs ?? CHAT_FIRST_BYTE_TIMEOUT_MS);
  const gotFirstByte = () => clearTimeout(firstByteTimer);

  try {
    let response: Response;
    try {
      const path = (options.model ?? DEFAULT_CHAT_MODEL) === 'deepseek' ? 'reasoning' : 'chat';
      response = await transport.http.post(joinUrl(transport.baseUrl, path), {
        json: body,
        headers: { accept: stream ? 'text/event-stream' : 'application/json' },
        signal: request.signal,
        // A stream has no overall time-out and is never retried: the first-byte timer above guards it.
        retry: 0,
        timeout: false,
        throwHttpErrors: false,
      });
    } catch {
      if (!callerSignal?.aborted) yield { type: 'error', message: CHAT_MESSAGES.serverBusy };
      return;
    }
    if (!response.ok) {
      response.body?.cancel().catch(() => undefined);
      yield { type: 'error', message: CHAT_MESSAGES.serverBusy };
      return;
    }
    if (stream) {
      if (response.body === null) {
        yield { type: 'error', message: CHAT_MESSAGES.noStreamBody };
        return;
      }
      yield* readStreamedReply(response.body, request.signal, gotFirstByte, () => timedOut);
    } else {
      yield* readSingleReply(response, request.signal, () => timedOut);
    }
  } finally {
    clearTimeout(firstByteTimer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
    // Ends the request when the consumer left the loop early; a no-op once the body is done.
    request.abort();
  }
}

async function* readStreamedReply(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onChunk: () => void,
  timedOut: () => boolean,
): AsyncGenerator<ChatEvent, void> {
  let sawContent = false;
  try {
    for await (const event of readSseEvents(body, { signal, onChunk })) {
      if (event.data === '[DONE]') return;
      const parsed = parseJson(event.data);
      // A line that is not JSON (a proxy's keep-alive, a truncated write) is skipped, not fatal.
      if (!parsed.ok) continue;
      const chunk = chatChunkSchema.safeParse(parsed.value);
      if (!chunk.success) continue;
      const parts = chatChunkParts(chunk.data);
      if (parts.error !== undefined) {
        yield { type: 'error', message: `${CHAT_MESSAGES.streamErrorPrefix}${parts.error}` };
        return;
      }
      if (parts.reasoning !== '') yield { type: 'reasoning', text: parts.reasoning };
      if (parts.content !== '') {
        sawContent = true;
        yield { type: 'content', text: parts.content };
      }
    }
    if (timedOut()) yield { type: 'error', message: CHAT_MESSAGES.serverBusy };
  } catch {
    if (signal.aborted && !timedOut()) return;
    // SPEC §8: a broken stream reports only when nothing was shown; partial content stays as it is.
    if (!sawContent) yield { type: 'error', message: CHAT_MESSAGES.processingFailed };
  }
}

async function* readSingleReply(
  response: Response,
  signal: AbortSignal,
  timedOut: () => boolean,
): AsyncGenerator<ChatEvent, void> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    if (signal.aborted && !timedOut()) return;
    yield { type: 'error', message: timedOut() ? CHAT_MESSAGES.serverBusy : CHAT_MESSAGES.processingFailed };
    return;
  }
  const parsed = parseJson(text);
  const chunk = chatChunkSchema.safeParse(parsed.ok ? parsed.value : undefined);
  if (!parsed.ok || !chunk.success) {
    yield { type: 'error', message: CHAT_MESSAGES.processingFailed };
    return;
  }
  const parts = chatChunkParts(chunk.data);
  if (parts.error !== undefined) {
    yield { type: 'error', message: `${CHAT_MESSAGES.nonStreamErrorPrefix}${parts.error}` };
    return;
  }
  if (parts.reasoning !== '') yield { type: 'reasoning', text: parts.reasoning };
  if (parts.content !== '') yield { type: 'content', text: parts.content };
}
