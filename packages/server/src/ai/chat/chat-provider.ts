import type { AssistantModeId, ChatEvent, ChatModel } from '@edu/api-client';

/** A chat request as providers see it: already validated and limited. */
export interface ProviderChatRequest {
  /** SPEC §4's two modes: the education assistant (junheng) and the deep-thinking model (deepseek). */
  mode: ChatModel;
  messages: readonly { role: 'user' | 'assistant' | 'system'; content: string }[];
  temperature?: number | undefined;
  maxTokens?: number | undefined;
  /** The requesting user (Spark's header.uid, logs). */
  uid: string;
  /** The embedding site's mode for its visitors (issue 35); the school rules only ever make it stricter. */
  siteMode?: AssistantModeId | undefined;
}

/**
 * What a provider streams: @edu/api-client's ChatEvent (answer text, reasoning text, or a readable error
 * that ends the reply). Problems with the upstream are `error` events, never exceptions (STYLE.md §11).
 * An error may say that the upstream refused the request with HTTP 429 before replying: the chat route
 * then answers 429 itself, with the upstream's Retry-After when it sent one, as long as its own stream has
 * not started; otherwise it is an error event like any other.
 */
export type ProviderChatEvent =
  | Exclude<ChatEvent, { type: 'error' }>
  | (Extract<ChatEvent, { type: 'error' }> & {
      rateLimited?: { retryAfterSeconds: number | undefined } | undefined;
    });

/** Receives a reply pushed by {@link ChatProvider.streamTo}: events in order, then `end` exactly once. */
export interface ChatEventSink {
  event(event: ProviderChatEvent): void;
  end(): void;
}

/** Flow control of a pushed reply: `pause` while the client's socket is full, `resume` on drain. */
export interface ChatStreamControl {
  pause(): void;
  resume(): void;
}

/** A source of chat replies. `signal` aborts when the client goes away; the provider stops at once. */
export interface ChatProvider {
  readonly name: 'guide' | 'openai' | 'spark';
  stream(request: ProviderChatRequest, signal: AbortSignal): AsyncIterable<ProviderChatEvent>;
  /**
   * The same reply pushed to callbacks (optional). At hundreds of concurrent streams the promise and
   * async-iterator machinery of `stream` per chunk is a large share of the server's CPU, so the
   * streaming route prefers this when a provider offers it. No event is pushed after `signal` aborts.
   */
  streamTo?(request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink): ChatStreamControl;
}
