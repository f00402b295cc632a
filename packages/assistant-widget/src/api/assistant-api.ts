/**
 * The calls the widget makes to the AI service, as one small interface so every piece of logic can be
 * driven by a fake in tests. It is the widget's only path to the service: the chat, the conversation
 * list, feedback, media and the voice features all use the instance's one `AssistantApi`, which
 * `createAssistantApi` builds over one @edu/api-client `createAiClient`. The chat vocabulary
 * (`ChatMessage`, `ChatModel`, `ChatEvent`) is @edu/api-client's.
 */
import type { AssistantMode, ChatEvent, ChatMessage, ChatModel, ReplyEvent, ReplyTurn, TtsUrl } from '@edu/api-client';

export interface Conversation {
  id: string;
  title: string;
  messages: ChatMessage[];
}

export interface FeedbackRecord {
  id: string;
  /** The pair: user question then assistant answer. */
  messages: ChatMessage[];
}

export interface DislikeReason {
  code: string;
  name: string;
}

interface ChatRequest {
  /** The conversation so far (user and assistant turns, no reasoning); the API adds the system prompt. */
  messages: readonly ChatMessage[];
  model: ChatModel;
  signal: AbortSignal;
  /**
   * What the reply is for, which decides its system prompt and sampling: `written` (default) for the
   * panel (SPEC §7 prompt with the math note, temperature 1), `spoken` for the speech chat, whose reply
   * is read aloud (a prompt asking for short plain speech, SPEC §9 temperature 0.5, at most 1024 tokens).
   */
  style?: 'written' | 'spoken' | undefined;
}

/** A streamed reply the server runs as a job and stores in the conversation of `turn` (issue 34). */
export interface ReplyRequest extends Omit<ChatRequest, 'style'> {
  /** The turn to store (question or regeneration); without it (no uid) the reply is stored nowhere. */
  turn?: ReplyTurn | undefined;
}

/** A video job: done when the upstream says 'Succeed' and returned at least one video (SPEC §7). */
export type VideoStatus =
  | { state: 'pending' }
  | { state: 'done'; urls: string[] }
  | { state: 'failed'; reason?: string };

export interface AssistantApi {
  listConversations(uid: string): Promise<Conversation[]>;
  createConversation(input: { uid: string; title: string; messages: ChatMessage[] }): Promise<{ id: string }>;
  updateConversation(id: string, input: { uid: string; title: string; messages: ChatMessage[] }): Promise<void>;
  deleteConversation(id: string, uid: string): Promise<void>;
  createLike(input: { conversationId: string; messages: ChatMessage[] }): Promise<{ id: string }>;
  listLikes(conversationId: string): Promise<FeedbackRecord[]>;
  deleteLike(id: string): Promise<void>;
  getDislikeConfig(): Promise<DislikeReason[]>;
  createDislike(input: {
    conversationId: string;
    messages: ChatMessage[];
    error_code: string;
    error_content: string;
  }): Promise<{ id: string }>;
  listDislikes(conversationId: string): Promise<FeedbackRecord[]>;
  deleteDislike(id: string): Promise<void>;
  generateImage(input: { uid: string; prompt: string; seed: number }): Promise<{ urls: string[] }>;
  startVideo(input: { uid: string; prompt: string; seed: number }): Promise<{ requestId: string }>;
  getVideoStatus(requestId: string): Promise<VideoStatus>;
  /** A short-lived signed xfyun TTS URL with its app id; rejects with status 404 when xfyun is not configured. */
  getTtsUrl(): Promise<TtsUrl>;
  /** The signed-in user's mode as the server decided it (issue 35), with the site's `mode` attribute applied. */
  getAssistantMode(): Promise<AssistantMode>;
  chat(request: ChatRequest): AsyncIterable<ChatEvent>;
  /** Starts a reply job: its events, rejoined by the client across lost connections. */
  reply(request: ReplyRequest): AsyncIterable<ReplyEvent>;
  /** Follows reply `replyId` (running or recently finished) from after event `after`. */
  followReply(replyId: string, options: { after: number; signal: AbortSignal }): AsyncIterable<ReplyEvent>;
  /** Stops reply `replyId` wherever it runs; its stored answer keeps the events up to `lastEventId`. */
  stopReply(replyId: string, lastEventId: number | undefined): Promise<void>;
}

/** The streaming methods of {@link AssistantApi}, for forwarding wrappers. */
export const ASSISTANT_API_STREAM_METHODS = ['chat', 'reply', 'followReply'] as const satisfies ReadonlyArray<
  keyof AssistantApi
>;

/** Every request/response method of {@link AssistantApi} (all but the streams), for forwarding wrappers. */
export const ASSISTANT_API_REQUEST_METHODS = [
  'listConversations',
  'createConversation',
  'updateConversation',
  'deleteConversation',
  'createLike',
  'listLikes',
  'deleteLike',
  'getDislikeConfig',
  'createDislike',
  'listDislikes',
  'deleteDislike',
  'generateImage',
  'startVideo',
  'getVideoStatus',
  'getTtsUrl',
  'getAssistantMode',
  'stopReply',
] as const satisfies ReadonlyArray<Exclude<keyof AssistantApi, (typeof ASSISTANT_API_STREAM_METHODS)[number]>>;

/** A failure the AI service explained: its `message` is shown to the user (SPEC §8 "server message or …"). */
export class AssistantServiceError extends Error {
  override readonly name = 'AssistantServiceError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The server's own message of a failed call, if it gave one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof AssistantServiceError && error.message.trim() !== '' ? error.message : undefined;
}
