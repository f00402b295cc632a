import { CHAT_FIRST_BYTE_TIMEOUT_MS, CHAT_PROVIDER, CHAT_TEMPERATURE_DEFAULT, DEFAULT_CHAT_MODEL } from '../constants';
import type { AssistantModeId } from '../contract/assistant-mode-id';
import type { ChatMessage, ChatModel } from '../contract/chat-message';
import { type ChatRequest, chatRequestSchema } from '../contract/chat-request';
import { parseJson } from '../contract/parse-json';
import type { ReplyTurn } from '../contract/reply-turn';
import { joinUrl } from '../http/join-url';
import { CHAT_MESSAGES } from '../messages';
import { chatChunkParts, chatChunkSchema } from './chat-chunk';
import type { ChatEvent } from './chat-event';
import type { ReplyEvent } from './reply-event';
import { type ReplyTransport, streamReply } from './stream-reply';
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

/** Options of `reply`: a streamed chat whose turn the server stores in a conversation (issue 34). */
export interface ReplyOptions extends Omit<ChatOptions, 'stream'> {
  /** The conversation turn the server stores the reply in; without one the reply is stored nowhere. */
  turn?: ReplyTurn | undefined;
}

/** The validated body of a chat request (invalid options throw an `AiServiceError` `invalid-input`). */
function chatBody(options: ChatOptions & { turn?: ReplyTurn | undefined }): ChatRequest {
  return validateInput(chatRequestSchema, {
    messages: options.messages.map(({ role, content }) => ({ role, content })),
    stream: options.stream ?? true,
    temperature: options.temperature ?? CHAT_TEMPERATURE_DEFAULT,
    provider: CHAT_PROVIDER,
    ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
    ...(options.siteMode === undefined ? {} : { assistant_mode: options.siteMode }),
    ...(options.turn === undefined ? {} : { reply: options.turn }),
  });
}

/**
 * Starts a streamed reply and reads it as {@link ReplyEvent}s, rejoining it when its connection is lost
 * (see `streamReply`). Only invalid options throw, as an `AiServiceError` of code `invalid-input`.
 */
export function startReply(transport: ReplyTransport, options: ReplyOptions): AsyncGenerator<ReplyEvent, void> {
  const body = chatBody({ ...options, stream: true });
  return streamReply(transport, { kind: 'start', body, model: options.model ?? DEFAULT_CHAT_MODEL }, options.signal);
}

/** The text a plain chat reader gets for a reply that did not end as the model finished it. */
const ENDING_TEXTS = {
  interrupted: CHAT_MESSAGES.interrupted,
  disconnected: CHAT_MESSAGES.disconnected,
  missing: CHAT_MESSAGES.replyMissing,
} as const;

/**
 * Posts a chat request and yields its reply as {@link ChatEvent}s (a refusal withdraws what came before it).
 * Never throws for a server or network
 * problem: those end the iteration with one `error` event carrying the SPEC §8 text (a streamed reply whose
 * connection is lost is rejoined first, and one that cannot be finished says why). Only invalid options
 * (temperature out of range, no messages) throw, as an `AiServiceError` of code `invalid-input`.
 */
export async function* streamChat(transport: ReplyTransport, options: ChatOptions): AsyncGenerator<ChatEvent, void> {
  const body = chatBody(options);
  if (options.signal?.aborted) return;
  if (!body.stream) {
    yield* requestSingleReply(transport, body, options);
    return;
  }
  const model = options.model ?? DEFAULT_CHAT_MODEL;
  for await (const event of streamReply(transport, { kind: 'start', body, model }, options.signal)) {
    switch (event.type) {
      case 'content':
      case 'reasoning':
        yield { type: event.type, text: event.text };
        break;
      case 'error':
      case 'refused':
        yield { type: event.type, message: event.message };
        break;
      case 'end':
        if (event.ending !== 'done' && event.ending !== 'stopped') {
          yield { type: 'error', message: ENDING_TEXTS[event.ending] };
        }
        break;
      case 'reply':
      case 'connection':
        break;
      default:
        event satisfies never;
    }
  }
}

/** `stream: false`: one JSON answer, read whole. */
async function* requestSingleReply(
  transport: ReplyTransport,
  body: ChatRequest,
  options: ChatOptions,
): AsyncGenerator<ChatEvent, void> {
  const request = new AbortController();
  const onCallerAbort = () => request.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    request.abort(new Error('no response from the chat service in time'));
  }, transport.firstByteTimeoutMs ?? CHAT_FIRST_BYTE_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      const path = (options.model ?? DEFAULT_CHAT_MODEL) === 'deepseek' ? 'reasoning' : 'chat';
      response = await transport.http.post(joinUrl(transport.baseUrl, path), {
        json: body,
        headers: { accept: 'application/json' },
        signal: request.signal,
        retry: 0,
        timeout: false,
        throwHttpErrors: false,
      });
    } catch {
      if (!options.signal?.aborted) yield { type: 'error', message: CHAT_MESSAGES.serverBusy };
      return;
    }
    if (!response.ok) {
      response.body?.cancel().catch(() => undefined);
      yield { type: 'error', message: CHAT_MESSAGES.serverBusy };
      return;
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      if (options.signal?.aborted && !timedOut) return;
      yield { type: 'error', message: timedOut ? CHAT_MESSAGES.serverBusy : CHAT_MESSAGES.processingFailed };
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
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    request.abort();
  }
}
