import type { AudioSink } from '../audio/audio-sink';
import { createWebAudioSink } from '../audio/web-audio-sink';
import {
  initialSynthesizerState,
  reduceSynthesizer,
  type SynthesizerEffect,
  type SynthesizerEvent,
  type SynthesizerState,
  type SynthesizerStatus,
} from '../machine/reduce-synthesizer';
import type { SynthesizerParams } from '../machine/synthesizer-params';
import { createWebSpeechProvider } from '../providers/create-web-speech-provider';
import type { SpeechJob, SpeechProvider } from '../providers/speech-provider';
import { type Clock, systemClock } from './clock';

/** Events a synthesizer emits besides snapshot changes. */
export interface SynthesizerEvents {
  /** The status changed (SPEC §4: "events for each change"). */
  stateChange: { status: SynthesizerStatus; previous: SynthesizerStatus; jobId: number };
  /** Everything synthesized for job `jobId` has been played. */
  audioEnd: { jobId: number };
  /** A synthesis failed; `message` is what was passed to `alert`. */
  error: { jobId: number; message: string };
}

export type SynthesizerListener<K extends keyof SynthesizerEvents> = (payload: SynthesizerEvents[K]) => void;

export interface SynthesizerOptions {
  /** Speech engine; defaults to the browser's Web Speech synthesis. */
  provider?: SpeechProvider;
  /** Output for PCM providers (xfyun); defaults to a Web Audio sink created on first use. */
  audioSink?: AudioSink;
  clock?: Clock;
  /** Initial params on SPEC's scales; defaults voice 'xiaoyan', speed 30, volume 50, pitch 50. */
  params?: Partial<SynthesizerParams>;
  /**
   * Shows failures to the person (SPEC §8 alerts: 'synthesis failed: code: message', 'browser does not
   * support WebSocket', no Web Audio). The widget passes its toast; nothing is shown when omitted.
   */
  alert?: (message: string) => void;
}

/** A framework-free speech synthesizer: an external store (`subscribe` / `getSnapshot`) plus commands. */
export interface Synthesizer {
  /** Immutable; a new object only when something changed (safe for `useSyncExternalStore`). */
  getSnapshot(): SynthesizerState;
  /** Calls `listener` after every snapshot change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Listens to one kind of event; returns the unsubscribe function. */
  on<K extends keyof SynthesizerEvents>(event: K, listener: SynthesizerListener<K>): () => void;
  /** Synthesizes and plays `text` (blank → 'please enter the text to synthesize'), interrupting any job. */
  start(text: string): void;
  /** Stops synthesis and playback and resets to `init`. */
  stop(): void;
  /** Changes params; a real change resets to `init`, stopping any job. */
  setParams(params: Partial<SynthesizerParams>): void;
  /** Stops and drops every listener. */
  dispose(): void;
}

/**
 * Runs `reduceSynthesizer` and performs its effects: starting provider jobs, cancelling them,
 * emitting audio end, alerting errors. Provider callbacks come back as machine events tagged with
 * their job id.
 */
export function createSynthesizer(options: SynthesizerOptions = {}): Synthesizer {
  const provider = options.provider ?? createWebSpeechProvider();
  const clock = options.clock ?? systemClock;
  let audioSink = options.audioSink;
  let state = initialSynthesizerState(options.params);
  const jobs = new Map<number, SpeechJob>();
  const storeListeners = new Set<() => void>();
  const eventListeners: { [K in keyof SynthesizerEvents]: Set<SynthesizerListener<K>> } = {
    stateChange: new Set(),
    audioEnd: new Set(),
    error: new Set(),
  };

  function emit<K extends keyof SynthesizerEvents>(event: K, payload: SynthesizerEvents[K]) {
    for (const listener of [...eventListeners[event]]) listener(payload);
  }

  function perform(effect: SynthesizerEffect) {
    switch (effect.type) {
      case 'synthesize': {
        const { jobId } = effect;
        audioSink ??= createWebAudioSink();
        const job = provider.speak(
          { text: effect.text, params: effect.params, audioSink, clock },
          {
            onStart: () => dispatch({ type: 'playbackStarted', jobId }),
            onEnd: () => {
              jobs.delete(jobId);
              dispatch({ type: 'playbackEnded', jobId });
            },
            onError: (error) => {
              jobs.delete(jobId);
              dispatch({ type: 'failed', jobId, message: error.message });
            },
          },
        );
        // A provider may have finished synchronously (cached audio); only keep jobs still running.
        if (state.jobId === jobId && (state.status === 'ttsing' || state.status === 'play')) jobs.set(jobId, job);
        return;
      }
      case 'cancel': {
        jobs.get(effect.jobId)?.cancel();
        jobs.delete(effect.jobId);
        return;
      }
      case 'emitAudioEnd':
        emit('audioEnd', { jobId: effect.jobId });
        return;
      case 'reportError':
        options.alert?.(effect.message);
        emit('error', { jobId: effect.jobId, message: effect.message });
        return;
      default:
        effect satisfies never;
    }
  }

  function dispatch(event: SynthesizerEvent) {
    const previous = state;
    const { state: next, effects } = reduceSynthesizer(state, event);
    state = next;
    if (next !== previous) {
      for (const listener of [...storeListeners]) listener();
      if (next.status !== previous.status || next.jobId !== previous.jobId) {
        emit('stateChange', { status: next.status, previous: previous.status, jobId: next.jobId });
      }
    }
    for (const effect of effects) perform(effect);
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      storeListeners.add(listener);
      return () => storeListeners.delete(listener);
    },
    on(event, listener) {
      const set = eventListeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
    start: (text) => dispatch({ type: 'start', text }),
    stop: () => dispatch({ type: 'stop' }),
    setParams: (params) => dispatch({ type: 'setParams', params }),
    dispose() {
      dispatch({ type: 'stop' });
      storeListeners.clear();
      for (const set of Object.values(eventListeners)) set.clear();
    },
  };
}
