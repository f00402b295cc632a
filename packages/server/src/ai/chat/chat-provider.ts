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

/** Receives a reply pushed by {@link ChatProvider.start}: events in order, then `end` exactly once. */
export interface ChatEventSink {
  event(event: ProviderChatEvent): void;
  end(): void;
}

/**
 * A source of chat replies, one interface for every provider: `start` pushes the reply's events to the
 * sink as they come (a reply job appends them to its stored events at the relay's cadence, ADR 0008), and
 * ends it. `signal` aborts when the reply is stopped or runs out of time: the provider stops at once and
 * pushes nothing more. Pushing, not an async iterator: at hundreds of concurrent replies the promise
 * machinery of iteration per chunk was a large share of the server's CPU (ADR 0020).
 */
export interface ChatProvider {
  readonly name: 'guide' | 'openai' | 'spark';
  start(request: ProviderChatRequest, signal: AbortSignal, sink: ChatEventSink): void;
}
