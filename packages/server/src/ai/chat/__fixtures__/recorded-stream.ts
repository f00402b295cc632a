import type { ChatModel } from '@edu/api-client';
import type { ReasoningFormat } from '../reasoning-format';

/**
 * One upstream answer written the way a named model server sends it, built from that server's
 * documentation or source (each file names its pages), for replay by the decoder tests (cut at every
 * byte and at random sizes) and by the fake upstream of the HTTP tests.
 */
export interface RecordedStream {
  /** Server and situation, e.g. 'Ollama: a thinking model'. */
  name: string;
  /** The AI_REASONING_FORMAT a county would set for this server ('auto' unless guessing is not enough). */
  format: ReasoningFormat;
  /** The chat mode asked (the deep-thinking one is 'deepseek'). */
  mode: ChatModel;
  status: number;
  headers: Record<string, string>;
  /** The response body, as sent. */
  body: string;
  /** What reaches the widget. */
  expected: {
    reasoning: string;
    content: string;
    /** The message of the one error event that ends the reply, if it fails. */
    error?: string;
    /** The status of our own answer when it is not 200 (an upstream 429 becomes ours). */
    status?: number;
    /** Our Retry-After, when the upstream sent one with its 429. */
    retryAfter?: string;
  };
}

/** Headers of a streamed reply. */
export const SSE = { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' };

/** Headers of a JSON error answer. */
export const JSON_BODY = { 'Content-Type': 'application/json; charset=utf-8' };
