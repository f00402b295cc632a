import { type ChatModel, isChatModel } from '@edu/api-client';
import { createStore } from 'jotai';
import type { AssistantApi, Conversation } from '../api/assistant-api';
import { STORAGE_KEY_CONVERSATIONS, STORAGE_KEY_MODEL, STORAGE_KEY_RUNNING_REPLY } from '../constants';
import { forgivingStorage, type KeyValueStorage } from '../element/key-value-storage';
import type { WidgetConfig } from '../element/widget-config';
import { type ChatSession, createChatSession } from '../logic/chat-session';
import { type ConversationCache, type ConversationList, createConversationList } from '../logic/conversation-list';
import { indexFeedback } from '../logic/feedback-rules';
import { parseRunningReply, serializeRunningReply } from '../logic/running-reply';
import type { EmitAssistantEvent } from './assistant-events';
import { feedbackAtom } from './feedback-atoms';
import { modeInputsAtom } from './mode-atoms';
import { modelAtom } from './model-atoms';
import { type ToastTone, toastsAtom } from './toast-atoms';

const TOAST_DURATION_MS = 3000;

export interface AssistantInstance {
  /** The instance's jotai store: components use it through `<AssistantProvider>`, with plain jotai hooks. */
  store: ReturnType<typeof createStore>;
  api: AssistantApi;
  chat: ChatSession;
  conversations: ConversationList;
  getConfig(): WidgetConfig;
  /**
   * Loads the conversation list (the panel calls it when it opens); from then on a change of user
   * reloads it for the new uid.
   */
  loadConversations(): Promise<void>;
  /** Shows a conversation (or a fresh unsaved one) and loads its likes and dislikes. */
  openConversation(conversation?: Conversation): void;
  setConfig(config: WidgetConfig): void;
  emit: EmitAssistantEvent;
  toast(message: string, tone?: ToastTone): void;
  setModel(model: ChatModel): void;
  /** Runs `callback` when the instance is disposed (lazy features release what they hold). */
  onDispose(callback: () => void): void;
  /** Aborts streams, clears timers and listeners. */
  dispose(): void;
}

/**
 * Everything one widget instance owns: its jotai store (never the page-global one, so two
 * elements never share state), its chat session and conversation list, toasts and storage.
 */
export function createAssistantInstance(input: {
  config: WidgetConfig;
  api: AssistantApi;
  emit: EmitAssistantEvent;
  storage: KeyValueStorage | undefined;
  /** Distinguishes the storage keys of several widgets on one page (the element's id). */
  storageScope: string;
}): AssistantInstance {
  let config = input.config;
  const store = createStore();
  const setModeInputs = (next: WidgetConfig) => store.set(modeInputsAtom, { uid: next.user?.uid, siteMode: next.mode });
  setModeInputs(input.config);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const disposers: Array<() => void> = [];
  let nextToastId = 1;
  const modelKey = input.storageScope ? `${STORAGE_KEY_MODEL}:${input.storageScope}` : STORAGE_KEY_MODEL;
  const conversationsKey = input.storageScope
    ? `${STORAGE_KEY_CONVERSATIONS}:${input.storageScope}`
    : STORAGE_KEY_CONVERSATIONS;
  const runningReplyKey = input.storageScope
    ? `${STORAGE_KEY_RUNNING_REPLY}:${input.storageScope}`
    : STORAGE_KEY_RUNNING_REPLY;
  const { read, write, remove } = forgivingStorage(input.storage);
  // The parser (with zod) comes with the panel: the list is first needed when the panel opens.
  const cacheModule = () => import('../logic/conversation-cache');
  const conversationCache: ConversationCache | undefined = input.storage
    ? {
        async read(uid) {
          const { readConversationCache } = await cacheModule();
          const result = readConversationCache(read(conversationsKey), uid);
          // Another user's list, or something this widget did not write: gone, never shown.
          if (result.kind === 'other-user' || result.kind === 'invalid') remove(conversationsKey);
          return result.kind === 'hit' ? result.conversations : undefined;
        },
        write(uid, list) {
          void cacheModule().then(
            ({ serializeConversationCache }) => write(conversationsKey, serializeConversationCache(uid, list)),
            () => undefined,
          );
        },
      }
    : undefined;

  const storedModel = read(modelKey);
  store.set(modelAtom, isChatModel(storedModel) ? storedModel : config.model);

  const toast = (message: string, tone: ToastTone = 'info') => {
    const id = nextToastId++;
    store.set(toastsAtom, (toasts) => [...toasts, { id, message, tone }]);
    const timer = setTimeout(() => {
      timers.delete(timer);
      store.set(toastsAtom, (toasts) => toasts.filter((item) => item.id !== id));
    }, TOAST_DURATION_MS);
    timers.add(timer);
  };

  const conversations = createConversationList({
    api: input.api,
    getUid: () => config.user?.uid,
    notify: (message) => toast(message, 'error'),
    cache: conversationCache,
  });
  const chat = createChatSession({
    api: input.api,
    getUid: () => config.user?.uid,
    getModel: () => store.get(modelAtom),
    notify: (message) => toast(message, 'error'),
    onSaved: (saved) => conversations.upsert(saved),
    onMessageSent: (text) => input.emit('message-sent', { text }),
    onReplyFinished: (reply) => input.emit('reply-finished', reply),
    onStop: (detail) => input.emit('stop', detail),
    onRegenerate: (detail) => input.emit('regenerate', detail),
    onReplyRunning: (reply) => {
      const uid = config.user?.uid;
      if (reply && uid) write(runningReplyKey, serializeRunningReply({ uid, conversationId: reply.conversationId }));
      else remove(runningReplyKey);
    },
    onReplyMissing: (conversationId) => void reopenFromServer(conversationId),
  });
  /** True once the panel asked for the list: a user change then reloads it. */
  let listWanted = false;
  /** Shown-conversation switches bump this so late feedback answers are dropped. */
  let openEpoch = 0;
  const openConversation = (conversation?: Conversation) => {
    openEpoch += 1;
    const epoch = openEpoch;
    chat.load(conversation);
    store.set(feedbackAtom, {});
    if (!conversation || conversation.id.startsWith('local-') || !config.user?.uid) return;
    void Promise.all([input.api.listLikes(conversation.id), input.api.listDislikes(conversation.id)]).then(
      ([likes, dislikes]) => {
        if (epoch === openEpoch) store.set(feedbackAtom, indexFeedback(conversation.messages, likes, dislikes));
      },
      () => undefined,
    );
  };

  /** Shows the stored copy of `conversationId` from a fresh list (the server no longer knows a reply of it). */
  const reopenFromServer = async (conversationId: string | undefined) => {
    await conversations.load();
    const stored = conversations.getSnapshot().conversations.find((each) => each.id === conversationId);
    if (stored && chat.getSnapshot().conversationId === conversationId) openConversation(stored);
  };
  /**
   * After a reload: the conversation whose reply was running when the page went is shown again, so its
   * reply is rejoined (issue 34); only when the user has not opened another one meanwhile.
   */
  const reopenRunningReply = () => {
    const uid = config.user?.uid;
    const remembered = parseRunningReply(read(runningReplyKey));
    if (!uid || remembered?.uid !== uid) return;
    const shownNow = chat.getSnapshot();
    if (shownNow.conversationId !== undefined || shownNow.messages.length > 0) return;
    const stored = conversations.getSnapshot().conversations.find((each) => each.id === remembered.conversationId);
    if (stored?.messages.at(-1)?.replyId) {
      conversations.select(stored.id);
      openConversation(stored);
    } else remove(runningReplyKey);
  };

  return {
    store,
    api: input.api,
    chat,
    conversations,
    getConfig: () => config,
    openConversation,
    async loadConversations() {
      listWanted = true;
      await conversations.load();
      reopenRunningReply();
    },
    setConfig(next) {
      setModeInputs(next);
      const sourceChanged = next.user?.uid !== config.user?.uid || next.apiBase !== config.apiBase;
      config = next;
      if (!sourceChanged) return;
      // The shown conversation and the list belonged to the old user (or the old service).
      openConversation();
      if (listWanted) void conversations.load();
    },
    emit: input.emit,
    toast,
    setModel(model) {
      store.set(modelAtom, model);
      write(modelKey, model);
    },
    onDispose(callback) {
      disposers.push(callback);
    },
    dispose() {
      for (const callback of disposers.splice(0)) callback();
      chat.dispose();
      conversations.dispose();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
