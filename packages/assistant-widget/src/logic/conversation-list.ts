import type { AssistantApi, Conversation } from '../api/assistant-api';
import { TEXT } from '../texts';

export interface ConversationListSnapshot {
  conversations: readonly Conversation[];
  /** The selected conversation's id; undefined for the unsaved '默认对话'. */
  activeId: string | undefined;
  loading: boolean;
}

export interface ConversationList {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConversationListSnapshot;
  /**
   * Loads the user's conversations; skipped without a uid (SPEC §6). A cached list of the same user is
   * shown first, then replaced by the server's answer (and kept when the server fails).
   */
  load(): Promise<void>;
  /** Creates an empty '新对话' on the server (or locally without a uid) and selects it. */
  create(): Promise<Conversation | undefined>;
  remove(id: string): Promise<boolean>;
  select(id: string | undefined): void;
  /** Records a conversation the chat session just saved (new ones go first). */
  upsert(conversation: Conversation): void;
  dispose(): void;
}

/** Where the list is remembered between visits (SPEC §3 localStorage "conversations list"). */
export interface ConversationCache {
  /** The list stored for `uid`, if a valid one is; anything else stored is dropped. */
  read(uid: string): Promise<readonly Conversation[] | undefined>;
  write(uid: string, conversations: readonly Conversation[]): void;
}

export interface ConversationListOptions {
  api: Pick<AssistantApi, 'listConversations' | 'createConversation' | 'deleteConversation'>;
  getUid(): string | undefined;
  notify(message: string): void;
  cache?: ConversationCache;
}

/** The user's stored conversations (SPEC §2 panel list, §8 toasts), free of React. */
export function createConversationList(options: ConversationListOptions): ConversationList {
  let snapshot: ConversationListSnapshot = { conversations: [], activeId: undefined, loading: false };
  const listeners = new Set<() => void>();
  let disposed = false;
  let localCounter = 0;
  /** Whose list `snapshot.conversations` is; the cache is written only for that user. */
  let listUid: string | undefined;
  /** Bumped by every load, so an older load's answers (another uid's) are dropped. */
  let loadEpoch = 0;
  const set = (patch: Partial<ConversationListSnapshot>) => {
    if (disposed) return;
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const persist = () => {
    const uid = options.getUid();
    if (uid && uid === listUid && !disposed) options.cache?.write(uid, snapshot.conversations);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async load() {
      const uid = options.getUid();
      loadEpoch += 1;
      const epoch = loadEpoch;
      if (!uid) {
        // Signed out (or never signed in): nothing stored to show.
        listUid = undefined;
        set({ conversations: [], activeId: undefined, loading: false });
        return;
      }
      // Another user's list never stays on screen while this one's loads.
      if (listUid !== uid) {
        listUid = undefined;
        set({ conversations: [], activeId: undefined });
      }
      set({ loading: true });
      let answered = false;
      const cached = options.cache?.read(uid).then(
        (conversations) => {
          if (!conversations || answered || epoch !== loadEpoch || disposed) return;
          listUid = uid;
          set({ conversations: [...conversations] });
        },
        () => undefined,
      );
      try {
        const conversations = await options.api.listConversations(uid);
        answered = true;
        if (epoch !== loadEpoch) return;
        listUid = uid;
        set({ conversations, loading: false });
        persist();
      } catch {
        // The cached list (if any) stays: better than an empty panel while the service is down.
        await cached;
        answered = true;
        if (epoch !== loadEpoch) return;
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
      persist();
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
      persist();
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
      persist();
    },
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}
