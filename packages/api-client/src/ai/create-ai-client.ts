import ky from 'ky';
import * as z from 'zod/mini';
import { AI_JSON_TIMEOUT_MS } from '../constants';
import { type AssistantMode, assistantModeSchema } from '../contract/assistant-mode';
import type { AssistantModeId } from '../contract/assistant-mode-id';
import type { ChatMessage } from '../contract/chat-message';
import {
  type Conversation,
  type CreatedConversation,
  conversationInputSchema,
  conversationSchema,
  createdConversationSchema,
} from '../contract/conversation';
import { type DislikeReason, dislikeReasonSchema } from '../contract/dislike-reason';
import {
  type DislikeInput,
  type DislikeRecord,
  dislikeInputSchema,
  dislikeRecordSchema,
} from '../contract/dislike-record';
import { type EntityId, entityIdSchema } from '../contract/entity-id';
import { type LikeInput, type LikeRecord, likeInputSchema, likeRecordSchema } from '../contract/like-record';
import {
  imagePromptInputSchema,
  videoPromptInputSchema,
  videoStatusInputSchema,
  withMediaPromptPrefix,
} from '../contract/media-prompt';
import {
  type ImageResult,
  imageResultSchema,
  type VideoStartResult,
  type VideoStatusResult,
  videoStartResultSchema,
  videoStatusResultSchema,
} from '../contract/media-results';
import { REPLY_STATES, type ReplyState } from '../contract/reply-frame';
import { toStoredMessage } from '../contract/to-stored-message';
import { type TtsUrl, ttsUrlResultSchema } from '../contract/tts-url';
import type { FetchFunction } from '../http/fetch-function';
import { joinUrl } from '../http/join-url';
import { authorizationFor, type TokenSource } from '../http/token-source';
import type { ChatEvent } from './chat-event';
import { type FinishedVideo, type PollVideoOptions, pollVideoStatus } from './poll-video';
import type { ReplyEvent } from './reply-event';
import { type AiRequest, requestAiData } from './request-ai-data';
import { type ChatOptions, type ReplyOptions, startReply, streamChat } from './stream-chat';
import { type ReplyTransport, streamReply } from './stream-reply';
import { validateInput } from './validate-input';

/** Options of {@link createAiClient}. */
export interface AiClientOptions {
  /** Base URL of the AI service, e.g. `http://localhost:8080/ai`; every path is appended to it. */
  baseUrl: string;
  /** Current login token, sent as `Authorization: Bearer <token>`; no header when it returns nothing. */
  getToken?: TokenSource | undefined;
  /** The fetch to use; defaults to the global one. */
  fetch?: FetchFunction | undefined;
  /** Time-out of each JSON request, in milliseconds; default 15000 (SPEC §7). */
  timeoutMs?: number | undefined;
  /** Wait for the first byte of a chat reply, in milliseconds; default 60000. */
  firstByteTimeoutMs?: number | undefined;
  /** Longest silence on an open reply stream before it is rejoined, in milliseconds; default 45000. */
  idleTimeoutMs?: number | undefined;
  /** Waits before each attempt to rejoin a lost reply, the last repeated; default 250, 500, 1000, 2000, 3000 ms. */
  reconnectDelaysMs?: readonly number[] | undefined;
  /** How long a lost reply is tried for before the reader gives up, in milliseconds; default 120000. */
  reconnectForMs?: number | undefined;
}

/** A conversation as sent to the service; extra fields on messages (from a parsed record) are dropped. */
export interface ConversationWrite {
  uid: string;
  title: string;
  messages: readonly ChatMessage[];
}

/** A generation request; `prompt` is the user's text, the style prefix is added by the client. */
export interface MediaPrompt {
  uid: string;
  prompt: string;
  seed: number;
}

/** The AI-service client: conversations, feedback, media, TTS URL and chat (DESIGN.md "AI service"). */
export interface AiClient {
  /** GET /conversations?uid — the user's conversations. */
  listConversations(uid: string): Promise<Conversation[]>;
  /** POST /conversations — stores a new conversation and returns its id. */
  createConversation(input: ConversationWrite): Promise<CreatedConversation>;
  /** PUT /conversations/{id}?uid — replaces title and messages. */
  updateConversation(id: EntityId, input: ConversationWrite): Promise<void>;
  /** DELETE /conversations/{id}?uid. */
  deleteConversation(id: EntityId, uid: string): Promise<void>;
  /** POST /like-conversations — returns the new record's id. */
  createLike(input: LikeInput): Promise<{ id: EntityId }>;
  /** GET /like-conversations/conversation/{conversationId}. */
  listLikes(conversationId: EntityId): Promise<LikeRecord[]>;
  /** DELETE /like-conversations/{id}. */
  deleteLike(id: EntityId): Promise<void>;
  /** GET /dislike-conversations/config — the reasons offered in the dialog. */
  getDislikeConfig(): Promise<DislikeReason[]>;
  /** POST /dislike-conversations — returns the new record's id. */
  createDislike(input: DislikeInput): Promise<{ id: EntityId }>;
  /** GET /dislike-conversations/conversation/{conversationId}. */
  listDislikes(conversationId: EntityId): Promise<DislikeRecord[]>;
  /** DELETE /dislike-conversations/{id}. */
  deleteDislike(id: EntityId): Promise<void>;
  /** POST /media/generate/image with the prefixed prompt; seed 0 to 9999999999. */
  generateImage(input: MediaPrompt): Promise<ImageResult>;
  /** POST /media/generate/video with the prefixed prompt; seed 0 to 10000. */
  startVideo(input: MediaPrompt): Promise<VideoStartResult>;
  /** POST /media/video/status. */
  getVideoStatus(requestId: string, options?: { signal?: AbortSignal | undefined }): Promise<VideoStatusResult>;
  /** Polls the status every `intervalMs` (10 s) until 'Succeed' with videos; see `pollVideoStatus`. */
  pollVideo(requestId: string, options?: PollVideoOptions): Promise<FinishedVideo>;
  /** GET /speech/tts-url — a short-lived signed WebSocket URL for speech synthesis. */
  getTtsUrl(): Promise<TtsUrl>;
  /**
   * GET /assistant/mode — the signed-in user's mode (issue 35) and what it allows; `siteMode` is the
   * embedding site's wish for its visitors, which the server grants only when it is stricter.
   */
  getAssistantMode(siteMode?: AssistantModeId): Promise<AssistantMode>;
  /** POST /chat or /reasoning; the reply as events (see `streamChat`). */
  chat(options: ChatOptions): AsyncIterable<ChatEvent>;
  /**
   * POST /chat or /reasoning for a reply job (issue 34), stored in the conversation of `turn` when given:
   * its events, rejoined across lost connections (see `streamReply`).
   */
  reply(options: ReplyOptions): AsyncIterable<ReplyEvent>;
  /** GET /replies/{id}/events?after — rejoins a running or recently finished reply after event `after` (0: from its start). */
  followReply(
    replyId: string,
    options?: { after?: number | undefined; signal?: AbortSignal | undefined },
  ): AsyncIterable<ReplyEvent>;
  /**
   * POST /replies/{id}/stop — stops a reply wherever it runs; the stored answer keeps the events up to
   * `lastEventId` (what this page shows) and gets '[回复已终止]'. Resolves with the state it ended in.
   */
  stopReply(replyId: string, options?: { lastEventId?: number | undefined }): Promise<{ state: ReplyState }>;
}

const ignoredData = z.unknown();
const stopInputSchema = z.strictObject({ lastEventId: z.optional(z.int().check(z.nonnegative())) });
const stoppedReplySchema = z.looseObject({ state: z.enum(REPLY_STATES) });
const createdRecordSchema = z.pipe(
  z.looseObject({ id: entityIdSchema }),
  z.transform(({ id }) => ({ id })),
);

function toStoredMessages(messages: readonly ChatMessage[]) {
  return messages.map(toStoredMessage);
}

/**
 * Creates the AI-service client. JSON calls time out after 15 s and succeed only on envelope code 200
 * or 201; failures reject with an `AiServiceError`. Arguments are checked against the strict request
 * schemas first (code `invalid-input`), so a bad body never leaves the browser.
 */
export function createAiClient(options: AiClientOptions): AiClient {
  const http = ky.create({
    retry: 0,
    timeout: options.timeoutMs ?? AI_JSON_TIMEOUT_MS,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        async (request) => {
          const authorization = await authorizationFor(options.getToken);
          if (authorization !== undefined) request.headers.set('authorization', authorization);
        },
      ],
    },
  });
  const url = (...segments: (string | EntityId)[]) =>
    joinUrl(options.baseUrl, segments.map((segment) => encodeURIComponent(String(segment))).join('/'));
  const send = <T>(request: AiRequest, schema: z.core.$ZodType<T>) => requestAiData(http, request, schema);
  const transport: ReplyTransport = {
    http,
    baseUrl: options.baseUrl,
    firstByteTimeoutMs: options.firstByteTimeoutMs,
    idleTimeoutMs: options.idleTimeoutMs,
    reconnectDelaysMs: options.reconnectDelaysMs,
    reconnectForMs: options.reconnectForMs,
  };

  const getVideoStatus: AiClient['getVideoStatus'] = (requestId, { signal } = {}) =>
    send(
      {
        method: 'post',
        url: url('media', 'video', 'status'),
        json: validateInput(videoStatusInputSchema, { requestId }),
        signal,
      },
      videoStatusResultSchema,
    );

  /** Create, list-by-conversation and delete of one kind of feedback record (likes or dislikes). */
  const feedbackCalls = <Input, Item>(
    resource: 'like-conversations' | 'dislike-conversations',
    inputSchema: z.core.$ZodType<Input>,
    recordSchema: z.core.$ZodType<Item>,
  ) => ({
    create: (input: Input) =>
      send({ method: 'post', url: url(resource), json: validateInput(inputSchema, input) }, createdRecordSchema),
    list: (conversationId: EntityId) =>
      send({ method: 'get', url: url(resource, 'conversation', conversationId) }, z.array(recordSchema)),
    remove: async (id: EntityId) => {
      await send({ method: 'delete', url: url(resource, id) }, ignoredData);
    },
  });
  const likes = feedbackCalls('like-conversations', likeInputSchema, likeRecordSchema);
  const dislikes = feedbackCalls('dislike-conversations', dislikeInputSchema, dislikeRecordSchema);

  return {
    listConversations: (uid) =>
      send({ method: 'get', url: url('conversations'), searchParams: { uid } }, z.array(conversationSchema)),
    createConversation: (input) =>
      send(
        {
          method: 'post',
          url: url('conversations'),
          json: validateInput(conversationInputSchema, { ...input, messages: toStoredMessages(input.messages) }),
        },
        createdConversationSchema,
      ),
    updateConversation: async (id, input) => {
      const json = validateInput(conversationInputSchema, { ...input, messages: toStoredMessages(input.messages) });
      await send({ method: 'put', url: url('conversations', id), searchParams: { uid: json.uid }, json }, ignoredData);
    },
    deleteConversation: async (id, uid) => {
      await send({ method: 'delete', url: url('conversations', id), searchParams: { uid } }, ignoredData);
    },
    createLike: likes.create,
    listLikes: likes.list,
    deleteLike: likes.remove,
    getDislikeConfig: () =>
      send({ method: 'get', url: url('dislike-conversations', 'config') }, z.array(dislikeReasonSchema)),
    createDislike: dislikes.create,
    listDislikes: dislikes.list,
    deleteDislike: dislikes.remove,
    generateImage: (input) =>
      send(
        {
          method: 'post',
          url: url('media', 'generate', 'image'),
          json: validateInput(imagePromptInputSchema, { ...input, prompt: withMediaPromptPrefix(input.prompt) }),
        },
        imageResultSchema,
      ),
    startVideo: (input) =>
      send(
        {
          method: 'post',
          url: url('media', 'generate', 'video'),
          json: validateInput(videoPromptInputSchema, { ...input, prompt: withMediaPromptPrefix(input.prompt) }),
        },
        videoStartResultSchema,
      ),
    getVideoStatus,
    pollVideo: (requestId, pollOptions) =>
      pollVideoStatus((signal) => getVideoStatus(requestId, { signal }), pollOptions),
    getTtsUrl: () => send({ method: 'get', url: url('speech', 'tts-url') }, ttsUrlResultSchema),
    getAssistantMode: (siteMode) =>
      send(
        {
          method: 'get',
          url: url('assistant', 'mode'),
          searchParams: siteMode === undefined ? {} : { site: siteMode },
        },
        assistantModeSchema,
      ),
    chat: (chatOptions) => streamChat(transport, chatOptions),
    reply: (replyOptions) => startReply(transport, replyOptions),
    followReply: (replyId, { after = 0, signal } = {}) =>
      streamReply(transport, { kind: 'follow', replyId, after }, signal),
    stopReply: async (replyId, { lastEventId } = {}) => {
      const json = validateInput(stopInputSchema, lastEventId === undefined ? {} : { lastEventId });
      const { state } = await send({ method: 'post', url: url('replies', replyId, 'stop'), json }, stoppedReplySchema);
      return { state };
    },
  };
}
