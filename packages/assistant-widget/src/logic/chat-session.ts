import { type ChatEvent, type ChatMessage, type ChatModel, THINKING_TIME_MAX_MS } from '@edu/api-client';
import type { AssistantApi } from '../api/assistant-api';
import { TEXT } from '../texts';
import { titleForSave } from './conversation-title';
import { createMessageId, withMessageIds } from './message-ids';
import { addVersion, showVersion } from './message-versions';
import { selectRegenerate, toModelMessages } from './regenerate-selection';

type GenerationStatus = 'idle' | 'generating';

/** Everything the message area renders, replaced (never mutated) on each change. */
export interface ChatSessionSnapshot {
  /** Server id; undefined until the conversation is first saved. */
  conversationId: string | undefined;
  title: string;
  messages: readonly ChatMessage[];
  status: GenerationStatus;
  /** Index of the assistant message being streamed while generating. */
  streamingIndex: number | undefined;
  /** True while that message still shows the '正在思考中...' / '正在重新生成...' placeholder. */
  pending: boolean;
  /** When the running reply was requested (the reasoning timer counts from here). */
  streamStartedAt: number | undefined;
  /** How long the model thought before answering, by answer id, for replies streamed in this page. */
  thinkingMs: Readonly<Record<string, number>>;
}

interface SavedConversation {
  id: string;
  title: string;
  messages: ChatMessage[];
}

export interface ReplyFinished {
  conversationId: string | undefined;
  /** The answer's id (a new one for every regeneration). */
  messageId: string;
  content: string;
  aborted: boolean;
  regenerated: boolean;
}

export interface ChatSessionOptions {
  api: Pick<AssistantApi, 'chat' | 'createConversation' | 'updateConversation'>;
  getUid(): string | undefined;
  getModel(): ChatModel;
  /** A toast for the SPEC §8 conversation failures. */
  notify(message: string): void;
  /** Called after each successful save so the conversation list can follow. */
  onSaved?(conversation: SavedConversation): void;
  onMessageSent?(text: string): void;
  onReplyFinished?(reply: ReplyFinished): void;
  /** The user stopped a running reply (`messageId`: the answer being written). */
  onStop?(detail: { conversationId: string | undefined; messageId: string; regenerated: boolean }): void;
  /** The user asked for another version of the answer `messageId`. */
  onRegenerate?(detail: { conversationId: string | undefined; messageId: string }): void;
  /** Clock and id source, for tests. */
  now?(): number;
  createId?(): string;
}

export interface ChatSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ChatSessionSnapshot;
  /** Sends a question; returns false (and does nothing) when blank or already generating. */
  send(text: string): boolean;
  /** Regenerates the assistant message at `index` (the last one only). */
  regenerate(index: number): void;
  /** Aborts the running reply; the abort text is appended and the conversation saved. */
  stop(): void;
  /** Shows another version of the answer at `index` (issue #16) and saves the choice. */
  showVersion(index: number, version: number): void;
  /** Shows another conversation (or a fresh unsaved one), aborting any running reply first. */
  load(conversation?: { id?: string; title: string; messages: readonly ChatMessage[] }): void;
  /** Aborts and forgets listeners; the session is unusable afterwards. */
  dispose(): void;
}

const EMPTY: ChatSessionSnapshot = {
  conversationId: undefined,
  title: TEXT.defaultConversationTitle,
  messages: [],
  status: 'idle',
  streamingIndex: undefined,
  pending: false,
  streamStartedAt: undefined,
  thinkingMs: {},
};

function appendParagraph(content: string, addition: string): string {
  return content === '' ? addition : `${content}\n\n${addition}`;
}

/**
 * The chat of one conversation, free of React: SPEC §4 message lifecycle (placeholder, streamed
 * content and reasoning, abort texts), SPEC §8 error texts, and saving after every reply
 * (created when it has no id, else updated, aborted replies included).
 */
export function createChatSession(options: ChatSessionOptions): ChatSession {
  let snapshot: ChatSessionSnapshot = EMPTY;
  const listeners = new Set<() => void>();
  let controller: AbortController | undefined;
  /** Bumped on every load so a late save never writes an id into another conversation. */
  let epoch = 0;
  let disposed = false;
  let creating: { epoch: number; id: Promise<string | undefined> } | undefined;
  /** The reply being written, for the `stop` event. */
  let running: { messageId: string; regenerated: boolean } | undefined;
  const now = options.now ?? Date.now;
  const createId = options.createId ?? createMessageId;

  const set = (patch: Partial<ChatSessionSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  const replaceMessage = (index: number, message: ChatMessage) => {
    const messages = snapshot.messages.slice();
    messages[index] = message;
    return messages;
  };

  /** Saves one run's final messages: created when it has no id yet, else updated (SPEC §4). */
  async function save(
    run: { epoch: number; conversationId: string | undefined; title: string },
    messages: ChatMessage[],
  ) {
    const uid = options.getUid();
    if (!uid || disposed) return;
    // The shown title is the latest (a reply started before the first save was titled carries the old one).
    const title = titleForSave(run.epoch === epoch ? snapshot.title : run.title, messages);
    if (run.epoch === epoch && title !== snapshot.title) set({ title });
    let conversationId = run.conversationId;
    // A second reply can finish before the first one's create answered: reuse that id, never create twice.
    if (conversationId === undefined && run.epoch === epoch) conversationId = snapshot.conversationId;
    if (conversationId === undefined && creating?.epoch === run.epoch) conversationId = await creating.id;
    if (conversationId === undefined) {
      const id = options.api.createConversation({ uid, title, messages }).then(
        (created) => created.id,
        () => undefined,
      );
      creating = { epoch: run.epoch, id };
      const created = await id;
      if (created === undefined) {
        options.notify(TEXT.createConversationFailed);
        return;
      }
      if (run.epoch === epoch && !disposed) set({ conversationId: created });
      options.onSaved?.({ id: created, title, messages });
      return;
    }
    try {
      await options.api.updateConversation(conversationId, { uid, title, messages });
      options.onSaved?.({ id: conversationId, title, messages });
    } catch {
      options.notify(TEXT.updateConversationFailed);
    }
  }

  async function stream(messages: ChatMessage[], previous: ChatMessage | undefined) {
    const own = new AbortController();
    controller = own;
    const regenerated = previous !== undefined;
    const run = { epoch, conversationId: snapshot.conversationId, title: snapshot.title };
    const index = messages.length - 1;
    const history = messages.slice(0, index);
    const messageId = messages[index]?.id ?? createId();
    running = { messageId, regenerated };
    const placeholder = regenerated ? TEXT.regenerating : TEXT.thinking;
    const startedAt = snapshot.streamStartedAt ?? now();
    let content = '';
    let reasoning = '';
    /** How long the model thought, once measured; stored with the answer (issue #30). */
    let thoughtMs: number | undefined;
    let sawEvent = false;
    let failure: string | undefined;
    const current = (): ChatMessage => {
      const message: ChatMessage = {
        role: 'assistant',
        content: content === '' ? placeholder : content,
        id: messageId,
      };
      if (reasoning !== '') message.reasoning = reasoning;
      return message;
    };
    /** The thinking time ends with the first word of the answer (or the end of a reply without one). */
    const thinkingTimed = () => {
      if (reasoning === '' || thoughtMs !== undefined) return;
      thoughtMs = Math.min(THINKING_TIME_MAX_MS, Math.round(now() - startedAt));
      if (run.epoch === epoch) set({ thinkingMs: { ...snapshot.thinkingMs, [messageId]: thoughtMs } });
    };
    // Stop must finish the reply at once even if the transport is slow to notice the abort.
    const abortedSignal = new Promise<never>((_, reject) => {
      own.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
    abortedSignal.catch(() => undefined);
    let iterator: AsyncIterator<ChatEvent> | undefined;
    try {
      iterator = options.api
        .chat({ messages: toModelMessages(history), model: options.getModel(), signal: own.signal })
        [Symbol.asyncIterator]();
      for (;;) {
        const next = await Promise.race([iterator.next(), abortedSignal]);
        if (next.done) break;
        const event = next.value;
        sawEvent = true;
        if (event.type === 'content') {
          if (content === '') thinkingTimed();
          content += event.text;
        } else if (event.type === 'reasoning') reasoning += event.text;
        else content = appendParagraph(content, event.message);
        if (run.epoch === epoch) {
          const updated = snapshot.messages.slice();
          updated[index] = current();
          set({ messages: updated, pending: content === '' });
        }
      }
      if (content === '') failure = TEXT.streamProcessingFailed;
    } catch {
      if (!own.signal.aborted && content === '') failure = sawEvent ? TEXT.streamProcessingFailed : TEXT.serverBusy;
    } finally {
      if (own.signal.aborted) void iterator?.return?.()?.catch(() => undefined);
    }
    const aborted = own.signal.aborted;
    thinkingTimed();
    if (aborted) content = appendParagraph(content, regenerated ? TEXT.regenerateAborted : TEXT.replyAborted);
    else if (failure !== undefined) content = failure;
    const answer: ChatMessage = { role: 'assistant', content, id: messageId };
    if (reasoning !== '') answer.reasoning = reasoning;
    if (thoughtMs !== undefined) answer.thinkingMs = thoughtMs;
    // A regenerated answer becomes the newest version; the earlier ones stay (issue #16).
    const final = previous ? addVersion(previous, answer) : answer;
    const finalMessages = [...history, final];
    if (controller === own) {
      controller = undefined;
      running = undefined;
    }
    if (disposed) return;
    if (run.epoch === epoch) {
      set({
        messages: finalMessages,
        status: 'idle',
        streamingIndex: undefined,
        pending: false,
        streamStartedAt: undefined,
      });
    }
    options.onReplyFinished?.({ conversationId: run.conversationId, messageId, content, aborted, regenerated });
    await save(
      run,
      finalMessages.map((message) => ({ ...message })),
    );
  }

  function start(messages: ChatMessage[], previous: ChatMessage | undefined) {
    const withPlaceholder: ChatMessage[] = [
      ...messages,
      { role: 'assistant', content: previous ? TEXT.regenerating : TEXT.thinking, id: createId() },
    ];
    set({
      messages: withPlaceholder,
      status: 'generating',
      streamingIndex: messages.length,
      pending: true,
      streamStartedAt: now(),
    });
    void stream(withPlaceholder, previous);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    send(text) {
      const question = text.trim();
      if (question === '' || snapshot.status === 'generating' || disposed) return false;
      options.onMessageSent?.(question);
      start([...snapshot.messages, { role: 'user', content: question, id: createId() }], undefined);
      return true;
    },
    regenerate(index) {
      if (snapshot.status === 'generating' || disposed) return;
      const selection = selectRegenerate(snapshot.messages, index);
      if (selection.kind === 'not-allowed') return;
      if (selection.kind === 'no-question') {
        const id = snapshot.messages[index]?.id;
        set({ messages: replaceMessage(index, { role: 'assistant', content: TEXT.noQuestionToRegenerate, id }) });
        return;
      }
      const previous = snapshot.messages[index];
      options.onRegenerate?.({ conversationId: snapshot.conversationId, messageId: previous?.id ?? '' });
      start(snapshot.messages.slice(0, selection.keep), previous);
    },
    stop() {
      if (!controller || !running) return;
      options.onStop?.({ conversationId: snapshot.conversationId, ...running });
      controller.abort();
    },
    showVersion(index, version) {
      const message = snapshot.messages[index];
      if (snapshot.status === 'generating' || disposed || message?.role !== 'assistant') return;
      const shown = showVersion(message, version);
      if (shown === message) return;
      const messages = replaceMessage(index, shown);
      set({ messages });
      void save(
        { epoch, conversationId: snapshot.conversationId, title: snapshot.title },
        messages.map((item) => ({ ...item })),
      );
    },
    load(conversation) {
      // The running reply (if any) is finished with its abort text and saved to its own conversation.
      controller?.abort();
      controller = undefined;
      running = undefined;
      epoch += 1;
      snapshot = conversation
        ? {
            ...EMPTY,
            conversationId: conversation.id,
            title: conversation.title,
            messages: withMessageIds(conversation.messages),
          }
        : EMPTY;
      for (const listener of listeners) listener();
    },
    dispose() {
      disposed = true;
      controller?.abort();
      controller = undefined;
      listeners.clear();
    },
  };
}
