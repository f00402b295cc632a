import {
  type ChatEvent,
  PLAY_PAUSE_DEBOUNCE_MS,
  SPEECH_MESSAGES,
  TTS_DEFAULT_SPEED,
  TTS_DEFAULT_VOLUME,
  VOICE_TYPEWRITER_INTERVAL_MS,
} from '@edu/api-client';
import type { SynthesizerParams } from '../machine/synthesizer-params';
import { type Clock, systemClock, type TimerHandle } from './clock';
import type { Synthesizer } from './create-synthesizer';

/** The speech chat reads replies with the synthesizer's SPEC §9 defaults. */
const SPEECH_CHAT_PARAMS: Partial<SynthesizerParams> = Object.freeze({
  speed: TTS_DEFAULT_SPEED,
  volume: TTS_DEFAULT_VOLUME,
});

/** A message as the chat function receives it (speech-chat replies are sent back as `assistant`). */
export interface SpeechChatRequestMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

/**
 * Streams a reply as @edu/api-client `ChatEvent`s. The caller asks its AI client with the speech chat's
 * sampling (@edu/api-client's `SPEECH_CHAT_TEMPERATURE` and `SPEECH_CHAT_MAX_TOKENS`, SPEC §9: 0.5 and
 * 1024 tokens) and its own system prompt; the widget does it through its `AssistantApi` (`style: 'spoken'`).
 */
export type SpeechChatFunction = (
  messages: readonly SpeechChatRequestMessage[],
  options: { signal: AbortSignal },
) => AsyncIterable<ChatEvent>;

/** SPEC §3 speech-dialog message: role user or system (the reply), content, pause flag. */
export interface SpeechChatMessage {
  readonly id: string;
  readonly role: 'user' | 'system';
  readonly content: string;
  /** True when the message is not being read aloud (its button shows "play"). */
  readonly pause: boolean;
}

export interface SpeechChatSnapshot {
  readonly open: boolean;
  readonly minimised: boolean;
  readonly messages: readonly SpeechChatMessage[];
  /** The reply typed out so far (50 ms per character), or null when no reply is in progress. */
  readonly typing: string | null;
  /** A reply is being requested, streamed or typed; sending is refused meanwhile. */
  readonly busy: boolean;
  /** Last stream failure, cleared by the next question. */
  readonly error: string | null;
  /** Id of the message being read aloud, if any. */
  readonly playingId: string | null;
}

export interface SpeechChatEvents {
  /** An informational notice for a toast ('说点什么吧' for an empty question). */
  info: { message: string };
  /** A message started playing (interrupting whatever played before). */
  playItem: { id: string };
  /** The reply stream failed (SPEC §7: logged with its message). */
  error: { message: string };
}

export interface SpeechChatOptions {
  chat: SpeechChatFunction;
  synthesizer: Synthesizer;
  clock?: Clock;
  /**
   * Applied before each reading (default: SPEC §9 synthesizer defaults), since the synthesizer is shared
   * with the voice explanation, which reads with settings of its own.
   */
  params?: Partial<SynthesizerParams>;
}

export interface SpeechChat {
  getSnapshot(): SpeechChatSnapshot;
  subscribe(listener: () => void): () => void;
  on<K extends keyof SpeechChatEvents>(event: K, listener: (payload: SpeechChatEvents[K]) => void): () => void;
  open(): void;
  /** Closes the dialog: aborts the reply, stops its audio, clears the messages (SPEC §4). */
  close(): void;
  setMinimised(minimised: boolean): void;
  /** Sends a question; false when it was blank (info emitted) or a reply is still in progress. */
  send(question: string): boolean;
  /** Play/pause a message, debounced 500 ms: only the last toggle of a burst counts. */
  togglePlay(id: string): void;
  dispose(): void;
}

const INITIAL: SpeechChatSnapshot = {
  open: false,
  minimised: false,
  messages: [],
  typing: null,
  busy: false,
  error: null,
  playingId: null,
};

/**
 * The page assistant's speech chat (SPEC §4): a question streams a reply from `chat`, typed out at
 * 50 ms per character; once the stream has closed and the typing caught up, the reply joins the
 * messages and is read aloud. Messages toggle play/pause (debounced); playing one interrupts the rest.
 */
export function createSpeechChat(options: SpeechChatOptions): SpeechChat {
  const { chat, synthesizer } = options;
  const clock = options.clock ?? systemClock;
  let snapshot = INITIAL;
  let nextId = 1;
  let abort: AbortController | null = null;
  let typewriter: TimerHandle | null = null;
  let toggleTimer: TimerHandle | null = null;
  let playingJob: number | null = null;
  const listeners = new Set<() => void>();
  const eventListeners: { [K in keyof SpeechChatEvents]: Set<(payload: SpeechChatEvents[K]) => void> } = {
    info: new Set(),
    playItem: new Set(),
    error: new Set(),
  };

  function emit<K extends keyof SpeechChatEvents>(event: K, payload: SpeechChatEvents[K]) {
    for (const listener of [...eventListeners[event]]) listener(payload);
  }

  function update(change: Partial<SpeechChatSnapshot>) {
    snapshot = { ...snapshot, ...change };
    for (const listener of [...listeners]) listener();
  }

  function withPause(playingId: string | null): readonly SpeechChatMessage[] {
    return snapshot.messages.map((message) => {
      const pause = message.id !== playingId;
      return message.pause === pause ? message : { ...message, pause };
    });
  }

  function play(id: string) {
    const message = snapshot.messages.find((candidate) => candidate.id === id);
    if (!message) return;
    // Mark as ours before starting, so the synthesizer's change notification is not mistaken for a takeover.
    synthesizer.setParams(options.params ?? SPEECH_CHAT_PARAMS);
    playingJob = synthesizer.getSnapshot().jobId + 1;
    synthesizer.start(message.content);
    update({ playingId: id, messages: withPause(id) });
    emit('playItem', { id });
  }

  function stopPlaying() {
    if (playingJob === null) return;
    playingJob = null;
    synthesizer.stop();
    update({ playingId: null, messages: withPause(null) });
  }

  const unwatch = synthesizer.subscribe(() => {
    if (playingJob === null) return;
    const state = synthesizer.getSnapshot();
    const ours = state.jobId === playingJob && (state.status === 'ttsing' || state.status === 'play');
    if (!ours) {
      // Audio ended, failed, was stopped, or another caller (the voice explanation) took the synthesizer.
      playingJob = null;
      update({ playingId: null, messages: withPause(null) });
    }
  });

  function clearTimer(handle: TimerHandle | null) {
    if (handle !== null) clock.clearTimeout(handle);
  }

  async function streamReply(history: readonly SpeechChatRequestMessage[], controller: AbortController) {
    let received: string[] = [];
    let shown = 0;
    let closed = false;
    let failure: string | null = null;

    const commit = () => {
      typewriter = null;
      abort = null;
      const content = received.join('');
      if (content === '') {
        update({ typing: null, busy: false, error: failure });
        return;
      }
      const id = `m${nextId++}`;
      const reply: SpeechChatMessage = { id, role: 'system', content, pause: true };
      update({ typing: null, busy: false, error: failure, messages: [...snapshot.messages, reply] });
      if (failure === null) play(id);
    };
    const tick = () => {
      typewriter = null;
      if (controller.signal.aborted) return;
      if (shown < received.length) {
        shown++;
        update({ typing: received.slice(0, shown).join('') });
      }
      if (shown < received.length) typewriter = clock.setTimeout(tick, VOICE_TYPEWRITER_INTERVAL_MS);
      else if (closed) commit();
    };
    const wake = () => {
      if (typewriter === null && !controller.signal.aborted)
        typewriter = clock.setTimeout(tick, VOICE_TYPEWRITER_INTERVAL_MS);
    };

    try {
      for await (const event of chat(history, { signal: controller.signal })) {
        if (controller.signal.aborted) return;
        if (event.type === 'error') {
          failure = event.message;
          break;
        }
        if (event.type === 'refused') {
          // The answer was withdrawn (issue 35): its calm message is typed and read in its place, nothing of it.
          received = [...event.message];
          shown = 0;
          update({ typing: '' });
          wake();
          continue;
        }
        // Reasoning is not read aloud or shown in the speech dialog; only the answer is.
        if (event.type === 'content' && event.text !== '') {
          received = [...received, ...event.text];
          wake();
        }
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      failure = error instanceof Error ? error.message : String(error);
    }
    if (controller.signal.aborted) return;
    closed = true;
    if (failure !== null) {
      emit('error', { message: failure });
      clearTimer(typewriter);
      commit();
      return;
    }
    wake();
  }

  function close() {
    abort?.abort();
    abort = null;
    clearTimer(typewriter);
    typewriter = null;
    clearTimer(toggleTimer);
    toggleTimer = null;
    stopPlaying();
    update({ ...INITIAL });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(event, listener) {
      const set = eventListeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
    open() {
      if (!snapshot.open || snapshot.minimised) update({ open: true, minimised: false });
    },
    close,
    setMinimised(minimised) {
      if (snapshot.minimised !== minimised) update({ minimised });
    },
    send(question) {
      const text = question.trim();
      if (text === '') {
        emit('info', { message: SPEECH_MESSAGES.emptyQuestion });
        return false;
      }
      if (snapshot.busy) return false;
      stopPlaying();
      const user: SpeechChatMessage = { id: `m${nextId++}`, role: 'user', content: text, pause: true };
      const messages = [...snapshot.messages, user];
      update({ messages, typing: '', busy: true, error: null });
      const history = messages.map((message) => ({
        role: message.role === 'user' ? ('user' as const) : ('assistant' as const),
        content: message.content,
      }));
      const controller = new AbortController();
      abort = controller;
      void streamReply(history, controller);
      return true;
    },
    togglePlay(id) {
      clearTimer(toggleTimer);
      toggleTimer = clock.setTimeout(() => {
        toggleTimer = null;
        if (snapshot.playingId === id) stopPlaying();
        else play(id);
      }, PLAY_PAUSE_DEBOUNCE_MS);
    },
    dispose() {
      close();
      unwatch();
      listeners.clear();
      for (const set of Object.values(eventListeners)) set.clear();
    },
  };
}
