import {
  type ChatMessage,
  type ChatModel,
  type ReplyEvent,
  type ReplyTurn,
  showVersion,
  THINKING_TIME_MAX_MS,
} from '@edu/api-client';
import type { AssistantApi } from '../api/assistant-api';
import { TEXT } from '../texts';
import { titleForSave } from './conversation-title';
import { createMessageId, withMessageIds } from './message-ids';
import { selectRegenerate, toModelMessages } from './regenerate-selection';
import { finishedAnswer, streamingAnswer } from './reply-answer';
import { advanceReply, NO_PROGRESS, type ReplyProgress } from './reply-progress';

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
  /**
   * How long the model thought before answering, by answer id, for a reply streaming in this page; once it
   * ended, the answer holds its time (the server's measure when it gave one: issue #30).
   */
  thinkingMs: Readonly<Record<string, number>>;
  /** The running reply's connection is lost and being rejoined (the reply goes on on the server). */
  reconnecting: boolean;
  /** An answer whose reply this page stopped following because the network stayed away: it can be resumed. */
  detachedId: string | undefined;
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
  /** The server copy writing the reply stopped before its end; the content is what was received. */
  interrupted: boolean;
}

export interface ChatSessionOptions {
  api: Pick<AssistantApi, 'reply' | 'followReply' | 'stopReply' | 'createConversation' | 'updateConversation'>;
  getUid(): string | undefined;
  getModel(): ChatModel;
  /** A toast for the SPEC §8 conversation failures. */
  notify(message: string): void;
  /** Called after each save (by this page or, for a reply, by the server) so the conversation list can follow. */
  onSaved?(conversation: SavedConversation): void;
  onMessageSent?(text: string): void;
  onReplyFinished?(reply: ReplyFinished): void;
  /** The user stopped a running reply (`messageId`: the answer being written). */
  onStop?(detail: { conversationId: string | undefined; messageId: string; regenerated: boolean }): void;
  /** The user asked for another version of the answer `messageId`. */
  onRegenerate?(detail: { conversationId: string | undefined; messageId: string }): void;
  /** A stored reply of this page runs in conversation `conversationId` (undefined: none does any more). */
  onReplyRunning?(reply: { conversationId: string } | undefined): void;
  /** The server no longer knows a reply this page rejoined: the conversation's stored copy is the one to show. */
  onReplyMissing?(conversationId: string | undefined): void;
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
  /** Stops the running reply, on the server too; the abort text is appended to what this page shows. */
  stop(): void;
  /** Rejoins the reply of the answer at `index` that this page stopped following (the network stayed away). */
  resume(index: number): void;
  /** Shows another version of the answer at `index` (issue #16) and saves the choice. */
  showVersion(index: number, version: number): void;
  /**
   * Shows another conversation (or a fresh unsaved one). A reply running in the one shown goes on on the
   * server; one running in the new one is rejoined.
   */
  load(conversation?: { id?: string; title: string; messages: readonly ChatMessage[] }): void;
  /** Stops following and forgets listeners; the session is unusable afterwards. Replies go on on the server. */
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
  reconnecting: false,
  detachedId: undefined,
};

/** `record` without `key`. */
function omitKey(record: Readonly<Record<string, number>>, key: string): Readonly<Record<string, number>> {
  if (!(key in record)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/** One reply this page follows: asked here, or rejoined. */
interface Run {
  epoch: number;
  /** Stops reading the reply (the reply itself goes on). */
  reading: AbortController;
  index: number;
  messageId: string;
  /** The answer regenerated, whose versions the new one joins. */
  previous: ChatMessage | undefined;
  conversationId: string | undefined;
  title: string;
  replyId: string | undefined;
  /** Stop was pressed before the server named the reply: stop it once named. */
  stopWanted: boolean;
  /** The answer is final on this page (the reply may still run on the server when the page left it). */
  ended: boolean;
  progress: ReplyProgress;
  startedAt: number;
  /**
   * How long the model thought, once measured in this page (issue #30): only for a reply asked here, whose
   * start this page saw; a rejoined one takes the time the server measured, when it ends.
   */
  thinkingMs: number | undefined;
  timesThinking: boolean;
  placeholder: string;
}

/**
 * The chat of one conversation, free of React: SPEC §4 message lifecycle (placeholder, streamed content and
 * reasoning, abort texts) and SPEC §8 error texts, over reply jobs (issue 34): the server stores each turn
 * and its answer, so a reply goes on when this page goes away, is rejoined when the conversation is shown
 * again (after a reload, in a second tab), and its connection is rejoined when it drops, the page saying
 * so meanwhile. Stop is its own call. A reply the server never started (refused) is saved by this page as
 * before (created when the conversation has no id, else updated).
 */
export function createChatSession(options: ChatSessionOptions): ChatSession {
  let snapshot: ChatSessionSnapshot = EMPTY;
  const listeners = new Set<() => void>();
  let current: Run | undefined;
  /** Bumped on every load so a late answer never writes into another conversation. */
  let epoch = 0;
  let disposed = false;
  let creating: { epoch: number; id: Promise<string | undefined> } | undefined;
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
  const shown = (run: Run) => run.epoch === epoch && !disposed;

  /** Saves a conversation as this page has it: created when it has no id yet, else updated (SPEC §4). */
  async function save(
    target: { epoch: number; conversationId: string | undefined; title: string },
    messages: ChatMessage[],
  ) {
    const uid = options.getUid();
    if (!uid || disposed) return;
    let conversationId = target.conversationId;
    // A second reply can finish before the first one's create answered: reuse that id, never create twice.
    if (conversationId === undefined && target.epoch === epoch) conversationId = snapshot.conversationId;
    if (conversationId === undefined && creating?.epoch === target.epoch) conversationId = await creating.id;
    if (conversationId === undefined) {
      const id = options.api.createConversation({ uid, title: target.title, messages }).then(
        (created) => created.id,
        () => undefined,
      );
      creating = { epoch: target.epoch, id };
      const created = await id;
      if (created === undefined) {
        options.notify(TEXT.createConversationFailed);
        return;
      }
      if (target.epoch === epoch && !disposed) set({ conversationId: created });
      options.onSaved?.({ id: created, title: target.title, messages });
      return;
    }
    try {
      await options.api.updateConversation(conversationId, { uid, title: target.title, messages });
      options.onSaved?.({ id: conversationId, title: target.title, messages });
    } catch {
      options.notify(TEXT.updateConversationFailed);
    }
  }

  /** The thinking time ends with the first word of the answer (or the end of a reply without one). */
  const timeThinking = (run: Run) => {
    if (!run.timesThinking || run.progress.text.reasoning === '' || run.thinkingMs !== undefined) return;
    run.thinkingMs = Math.min(THINKING_TIME_MAX_MS, Math.round(now() - run.startedAt));
    if (shown(run)) set({ thinkingMs: { ...snapshot.thinkingMs, [run.messageId]: run.thinkingMs } });
  };

  const sendStop = (run: Run) => {
    if (!run.replyId) return;
    options.api.stopReply(run.replyId, run.progress.lastEventId).catch(() => options.notify(TEXT.stopFailed));
  };

  /** The answer once its reply ended as `end` says; saved by this page only when the server never took it. */
  function finish(run: Run, end: ReplyEvent & { type: 'end' }) {
    if (current === run) current = undefined;
    if (run.ended) return;
    run.ended = true;
    timeThinking(run);
    const regenerated = run.previous !== undefined;
    const final = finishedAnswer(run, end);
    if (shown(run)) {
      set({
        messages: [...snapshot.messages.slice(0, run.index), final, ...snapshot.messages.slice(run.index + 1)],
        status: 'idle',
        streamingIndex: undefined,
        pending: false,
        streamStartedAt: undefined,
        reconnecting: false,
        detachedId: end.ending === 'disconnected' ? run.messageId : undefined,
        // From now on the answer shows the time stored with it (the server's measure), as after a reload.
        thinkingMs: omitKey(snapshot.thinkingMs, run.messageId),
      });
    }
    if (end.ending !== 'disconnected') options.onReplyRunning?.(undefined);
    if (end.ending === 'missing') {
      options.onReplyMissing?.(run.conversationId);
      return;
    }
    if (end.ending === 'disconnected') return;
    options.onReplyFinished?.({
      conversationId: run.conversationId,
      messageId: run.messageId,
      content: final.content,
      aborted: end.ending === 'stopped',
      regenerated,
      interrupted: end.ending === 'interrupted',
    });
    if (!shown(run)) return;
    const saved = snapshot.messages.map((message) => ({ ...message }));
    // The server stored the answer of a reply it ran; one it refused (never named) only this page has.
    if (run.replyId) {
      if (run.conversationId) options.onSaved?.({ id: run.conversationId, title: run.title, messages: saved });
    } else {
      void save(run, saved);
    }
  }

  /** Reads a reply's events into its answer until it ends, or this page stops following it. */
  async function follow(run: Run, events: AsyncIterable<ReplyEvent>) {
    let end: (ReplyEvent & { type: 'end' }) | undefined;
    try {
      for await (const event of events) {
        if (event.type === 'end') {
          end = event;
          break;
        }
        if (event.type === 'reply') {
          run.replyId = event.id;
          if (event.conversationId !== undefined) run.conversationId = String(event.conversationId);
          if (run.stopWanted) {
            sendStop(run);
            run.reading.abort();
            return;
          }
          if (!shown(run)) continue;
          const messages = replaceMessage(run.index, streamingAnswer(run));
          set({ messages, conversationId: run.conversationId ?? snapshot.conversationId });
          if (run.conversationId) {
            options.onSaved?.({ id: run.conversationId, title: run.title, messages: messages.map((m) => ({ ...m })) });
            options.onReplyRunning?.({ conversationId: run.conversationId });
          }
          continue;
        }
        if (run.reading.signal.aborted) return;
        if (event.type === 'connection') {
          if (shown(run)) set({ reconnecting: event.state === 'lost' });
          continue;
        }
        if (event.type === 'content' && run.progress.text.content === '') timeThinking(run);
        run.progress = advanceReply(run.progress, event);
        if (shown(run)) {
          set({ messages: replaceMessage(run.index, streamingAnswer(run)), pending: run.progress.text.content === '' });
        }
      }
    } catch {
      // The readers never throw for network or server problems; anything else ends the reply as broken.
    }
    if (run.reading.signal.aborted || run.ended) return;
    finish(run, end ?? { type: 'end', ending: run.replyId ? 'disconnected' : 'done', lastEventId: undefined });
    run.reading.abort();
  }

  /** Puts the answer's placeholder up and returns the run that fills it. */
  function begin(messages: ChatMessage[], previous: ChatMessage | undefined, known: Partial<Run> = {}): Run {
    const regenerated = previous !== undefined;
    const placeholder = regenerated ? TEXT.regenerating : TEXT.thinking;
    const index = messages.length;
    const messageId = known.messageId ?? createId();
    const run: Run = {
      epoch,
      reading: new AbortController(),
      index,
      messageId,
      previous,
      conversationId: snapshot.conversationId,
      title: titleForSave(snapshot.title, [...messages, { role: 'assistant', content: '' }]),
      replyId: undefined,
      stopWanted: false,
      ended: false,
      progress: NO_PROGRESS,
      startedAt: now(),
      thinkingMs: undefined,
      timesThinking: true,
      placeholder,
      ...known,
    };
    current = run;
    set({
      title: run.title,
      messages: [...messages, streamingAnswer(run)],
      status: 'generating',
      streamingIndex: index,
      pending: true,
      streamStartedAt: run.startedAt,
      reconnecting: false,
      detachedId: undefined,
    });
    return run;
  }

  /** Asks for a reply to `messages` (ending with the question), stored as `turn` when the user has a uid. */
  function ask(messages: ChatMessage[], previous: ChatMessage | undefined, question: ChatMessage | undefined) {
    const run = begin(messages, previous);
    const turn: ReplyTurn | undefined = options.getUid()
      ? {
          ...(run.conversationId === undefined ? {} : { conversationId: run.conversationId }),
          title: run.title,
          answerId: run.messageId,
          ...(previous?.id
            ? { regenerates: previous.id }
            : { question: { id: question?.id ?? createId(), content: question?.content ?? '' } }),
        }
      : undefined;
    void follow(
      run,
      options.api.reply({
        messages: toModelMessages(messages),
        model: options.getModel(),
        signal: run.reading.signal,
        turn,
      }),
    );
  }

  /** Rejoins the reply of the stored answer at `index` (after a reload, in a second tab, after a long drop). */
  function rejoin(index: number) {
    const message = snapshot.messages[index];
    if (!message?.replyId || !options.getUid() || disposed) return;
    // A regeneration's earlier versions stay; the version being written is the reply's.
    const earlier = (message.versions ?? []).filter((version) => version.id !== message.id);
    const last = earlier.at(-1);
    const previous: ChatMessage | undefined = last
      ? { role: 'assistant', content: last.content, id: last.id, reasoning: last.reasoning, versions: earlier }
      : undefined;
    const run = begin(snapshot.messages.slice(0, index), previous, {
      messageId: message.id ?? createId(),
      replyId: message.replyId,
      title: snapshot.title,
      placeholder: message.content,
      // Its start was before this page joined: timed from here it would be too short.
      timesThinking: false,
    });
    void follow(run, options.api.followReply(message.replyId, { after: 0, signal: run.reading.signal }));
  }

  /** Stops following the current reply without stopping it (another conversation is shown, or the widget goes). */
  const leave = () => {
    const run = current;
    current = undefined;
    // A stop pressed before the reply was named still needs its name: that read goes on until then.
    if (run && !run.stopWanted) run.reading.abort();
  };

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
      const asked: ChatMessage = { role: 'user', content: question, id: createId() };
      ask([...snapshot.messages, asked], undefined, asked);
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
      ask(snapshot.messages.slice(0, selection.keep), previous, undefined);
    },
    stop() {
      const run = current;
      if (!run) return;
      options.onStop?.({
        conversationId: snapshot.conversationId,
        messageId: run.messageId,
        regenerated: run.previous !== undefined,
      });
      run.stopWanted = true;
      sendStop(run);
      finish(run, { type: 'end', ending: 'stopped', lastEventId: run.progress.lastEventId });
      // Without its name the reply cannot be stopped yet: the read goes on until the server names it.
      if (run.replyId) run.reading.abort();
    },
    resume(index) {
      if (snapshot.status === 'generating') return;
      rejoin(index);
    },
    showVersion(index, version) {
      const message = snapshot.messages[index];
      if (snapshot.status === 'generating' || disposed || message?.role !== 'assistant') return;
      const shownVersion = showVersion(message, version);
      if (shownVersion === message) return;
      const messages = replaceMessage(index, shownVersion);
      set({ messages });
      void save(
        { epoch, conversationId: snapshot.conversationId, title: snapshot.title },
        messages.map((item) => ({ ...item })),
      );
    },
    load(conversation) {
      leave();
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
      // A reply still being written in this conversation (here before a reload, or in another tab): rejoin it.
      const last = snapshot.messages.length - 1;
      if (snapshot.messages[last]?.replyId) rejoin(last);
    },
    dispose() {
      disposed = true;
      leave();
      listeners.clear();
    },
  };
}
