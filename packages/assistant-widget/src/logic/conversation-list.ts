import type { AssistantApi, Conversation } from '../api/assistant-api';
import { TEXT } from '../constants';

export interface ConversationListSnapshot {
  conversations: readonly Conversation[];
  /** The selected conversation's id; undefined for the unsaved '默认对话'. */
  activeId: string | undefined;
  loading: boolean;
}

export interface ConversationList {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConversationListSnapshot;
  /** Loads the user's conversations; skipped without a uid (SPEC §6). */
  load(): Promise<void>;
  /** Creates an empty '新对话' on the server (or locally without a uid) and selects it. */
  create(): Promise<Conversation | undefined>;
  remove(id: string): Promise<boolean>;
  select(id: string | undefined): void;
  /** Records a conversation the chat session just saved (new ones go first). */
  upsert(conversation: Conversation): void;
  dispose(): void;
}

export interface ConversationListOptions {
  api: Pick<AssistantApi, 'listConversations' | 'createConversation' | 'deleteConversation'>;
  getUid(): string | undefined;
  notify(message: string): void;
}

/** The user's stored conversations (SPEC §2 panel list, §8 toasts), free of React. */
export function createConversationList(options: ConversationListOptions): ConversationList {
  let snapshot: ConversationListSnapshot = { conversations: [], activeId: undefined, loading: false };
  const listeners = new Set<() => void>();
  let disposed = false;
  let localCounter = 0;
  const set = (patch: Partial<ConversationListSnapshot>) => {
    if (disposed) return;
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async load() {
      const uid = options.getUid();
      if (!uid) {
        // Signed out (or never signed in): nothing stored to show.
        set({ conversations: [], activeId: undefined });
        return;
      }
      set({ loading: true });
      try {
        const conversations = await options.api.listConversations(uid);
        set({ conversations, loading: false });
      } catch {
        set({ loading: false });
        if (!disposed) options.notify(TEXT.loadConversationsFailed);
      }
    },
    async create() {
      const uid = options.getUid();
      const title = TEXT.newConversationTitle;
      let conversation: Conversation;
      if (uid) {
        try {
          const { id } = await options.api.createConversation({ uid, title, messages: [] });
          conversation = { id, title, messages: [] };
        } catch {
          if (!disposed) options.notify(TEXT.createConversationFailed);
          return undefined;
        }
      } else {
        // Without a uid nothing is stored: the conversation lives in this page only.
        localCounter += 1;
        conversation = { id: `local-${localCounter}`, title, messages: [] };
      }
      set({ conversations: [conversation, ...snapshot.conversations], activeId: conversation.id });
      return conversation;
    },
    async remove(id) {
      const uid = options.getUid();
      if (uid && !id.startsWith('local-')) {
        try {
          await options.api.deleteConversation(id, uid);
        } catch {
          if (!disposed) options.notify(TEXT.deleteConversationFailed);
          return false;
        }
      }
      set({
        conversations: snapshot.conversations.filter((conversation) => conversation.id !== id),
        activeId: snapshot.activeId === id ? undefined : snapshot.activeId,
      });
      return true;
    },
    select(id) {
      set({ activeId: id });
    },
    upsert(conversation) {
      const exists = snapshot.conversations.some((item) => item.id === conversation.id);
      const conversations = exists
        ? snapshot.conversations.map((item) => (item.id === conversation.id ? conversation : item))
        : [conversation, ...snapshot.conversations];
      set({ conversations, activeId: snapshot.activeId ?? conversation.id });
    },
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}
