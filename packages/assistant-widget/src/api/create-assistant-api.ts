import {
  type AssistantModeId,
  buildChatMessages,
  type ChatMessage,
  createAiClient,
  type FeedbackPairInput,
  type FetchFunction,
  isAiServiceError,
  SPEECH_CHAT_MAX_TOKENS,
  SPEECH_CHAT_TEMPERATURE,
  toStoredMessage,
  VIDEO_STATUS_FAILED,
  VIDEO_STATUS_SUCCEED,
} from '@edu/api-client';
import { type AssistantApi, AssistantServiceError } from './assistant-api';
import { buildSpeechChatMessages } from './build-speech-chat-messages';

/** Messages as the widget keeps them: the stored fields only (unknown keys of the record dropped). */
const toMessages = (messages: readonly ChatMessage[]): ChatMessage[] => messages.map(toStoredMessage);

/** Server ids may be numbers; the widget keys everything by string. */
const id = (value: string | number) => String(value);

/** Re-throws @edu/api-client failures as the widget's error, keeping the server's message. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAiServiceError(error)) throw new AssistantServiceError(error.message, error.status ?? 0);
    throw error;
  }
}

/**
 * The widget's {@link AssistantApi} over one @edu/api-client `createAiClient`: the same calls, ids as
 * strings, chat requests built with the system prompt and sampling of their `style`.
 * `fetch` replaces the global one (tests spy on the requests with it).
 */
export function createAssistantApi(options: {
  apiBase: string;
  getToken(): string | undefined;
  /** The embedding site's `mode` attribute, sent with every chat and mode call; the server only makes it stricter. */
  getSiteMode?: (() => AssistantModeId | undefined) | undefined;
  fetch?: FetchFunction | undefined;
}): AssistantApi {
  const siteMode = () => options.getSiteMode?.();
  const client = createAiClient({ baseUrl: options.apiBase, getToken: options.getToken, fetch: options.fetch });
  return {
    listConversations: (uid) =>
      call(async () =>
        (await client.listConversations(uid)).map((conversation) => ({
          id: id(conversation.id),
          title: conversation.title,
          messages: toMessages(conversation.messages),
        })),
      ),
    createConversation: (input) => call(async () => ({ id: id((await client.createConversation(input)).id) })),
    updateConversation: (conversationId, input) => call(() => client.updateConversation(conversationId, input)),
    deleteConversation: (conversationId, uid) => call(() => client.deleteConversation(conversationId, uid)),
    createLike: (input) =>
      call(async () => ({
        id: id((await client.createLike({ conversationId: input.conversationId, messages: pair(input.messages) })).id),
      })),
    listLikes: (conversationId) =>
      call(async () =>
        (await client.listLikes(conversationId)).map((record) => ({
          id: id(record.id),
          messages: toMessages(record.messages),
        })),
      ),
    deleteLike: (likeId) => call(() => client.deleteLike(likeId)),
    getDislikeConfig: () =>
      call(async () =>
        (await client.getDislikeConfig()).map((reason) => ({ code: String(reason.code), name: reason.name })),
      ),
    createDislike: (input) =>
      call(async () => ({ id: id((await client.createDislike({ ...input, messages: pair(input.messages) })).id) })),
    listDislikes: (conversationId) =>
      call(async () =>
        (await client.listDislikes(conversationId)).map((record) => ({
          id: id(record.id),
          messages: toMessages(record.messages),
        })),
      ),
    deleteDislike: (dislikeId) => call(() => client.deleteDislike(dislikeId)),
    generateImage: (input) =>
      call(async () => ({ urls: (await client.generateImage(input)).images.map((image) => image.url) })),
    startVideo: (input) => call(async () => ({ requestId: (await client.startVideo(input)).requestId })),
    getVideoStatus: (requestId) =>
      call(async () => {
        const status = await client.getVideoStatus(requestId);
        const urls = status.results?.videos.map((video) => video.url) ?? [];
        if (status.status === VIDEO_STATUS_SUCCEED && urls.length > 0) return { state: 'done' as const, urls };
        if (status.status === VIDEO_STATUS_FAILED) {
          return status.reason ? { state: 'failed' as const, reason: status.reason } : { state: 'failed' as const };
        }
        return { state: 'pending' as const };
      }),
    getTtsUrl: () => call(() => client.getTtsUrl()),
    chat: ({ messages, model, signal, style }) =>
      style === 'spoken'
        ? client.chat({
            messages: buildSpeechChatMessages(messages, { now: new Date() }),
            model,
            signal,
            temperature: SPEECH_CHAT_TEMPERATURE,
            maxTokens: SPEECH_CHAT_MAX_TOKENS,
            siteMode: siteMode(),
          })
        : client.chat({
            messages: buildChatMessages(messages, { now: new Date() }),
            model,
            signal,
            siteMode: siteMode(),
          }),
    reply: ({ messages, model, signal, turn }) =>
      client.reply({
        messages: buildChatMessages(messages, { now: new Date() }),
        model,
        signal,
        turn,
        siteMode: siteMode(),
      }),
    followReply: (replyId, { after, signal }) => client.followReply(replyId, { after, signal }),
    stopReply: (replyId, lastEventId) =>
      call(async () => {
        await client.stopReply(replyId, { lastEventId });
      }),
    getAssistantMode: () => call(() => client.getAssistantMode(siteMode())),
  };
}

function pair(messages: readonly ChatMessage[]): FeedbackPairInput {
  const [question, answer] = messages;
  if (question?.role !== 'user' || answer?.role !== 'assistant') {
    throw new Error('A feedback record needs the user question and the assistant answer.');
  }
  return [
    { role: 'user', content: question.content },
    { role: 'assistant', content: answer.content },
  ];
}
