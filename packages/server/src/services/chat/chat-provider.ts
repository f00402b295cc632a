/** The two chat modes of SPEC §4: the education assistant and the deep-thinking model. */
export type ChatMode = 'junheng' | 'deepseek';

/** A chat request as providers see it: already validated and limited. */
export interface ProviderChatRequest {
  mode: ChatMode;
  messages: readonly { role: 'user' | 'assistant' | 'system'; content: string }[];
  temperature?: number | undefined;
  maxTokens?: number | undefined;
  /** The requesting user (Spark's header.uid, logs). */
  uid: string;
}

/**
 * What a provider streams: answer text, reasoning text, or a readable error that ends the reply.
 * Problems with the upstream are `error` events, never exceptions (STYLE.md §11).
 */
export type ProviderChatEvent =
  | { type: 'content'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'error'; message: string };

/** A source of chat replies. `signal` aborts when the client goes away; the provider stops at once. */
export interface ChatProvider {
  readonly name: 'guide' | 'openai' | 'spark';
  stream(request: ProviderChatRequest, signal: AbortSignal): AsyncIterable<ProviderChatEvent>;
}
