import { VOICE_WIDGET_TTS_SPEED, VOICE_WIDGET_TTS_VOICE } from '@edu/api-client';
import type { SynthesizerParams } from '../machine/synthesizer-params';
import type { Synthesizer } from './create-synthesizer';

/**
 * The settings the explanation reads with unless told otherwise (SPEC §7/§9 voice widget: "speed 40,
 * voice 100"). xfyun's `vcn` is a voice *name*, so 100 cannot be a voice: it is read as the volume, the
 * one other 0-100 setting of that request.
 */
export const VOICE_EXPLANATION_PARAMS: Partial<SynthesizerParams> = Object.freeze({
  speed: VOICE_WIDGET_TTS_SPEED,
  volume: VOICE_WIDGET_TTS_VOICE,
});

export interface VoiceExplanationSnapshot {
  /** SPEC §4 voice widget: playing or stopped. */
  readonly playing: boolean;
}

export interface VoiceExplanation {
  getSnapshot(): VoiceExplanationSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts reading `text` when stopped, stops when playing. */
  toggle(text: string): void;
  /** Stops reading if this explanation is playing (collapsing the panel, leaving the page). */
  stop(): void;
  dispose(): void;
}

const PLAYING: VoiceExplanationSnapshot = Object.freeze({ playing: true });
const STOPPED: VoiceExplanationSnapshot = Object.freeze({ playing: false });

/**
 * The voice-explanation button's session: toggles reading the section's presenter script, and
 * returns to stopped by itself when the audio ends, fails, or another caller takes the synthesizer.
 */
export function createVoiceExplanation({
  synthesizer,
  params = VOICE_EXPLANATION_PARAMS,
}: {
  synthesizer: Synthesizer;
  /** Applied before each reading, since the synthesizer is shared with the speech chat. */
  params?: Partial<SynthesizerParams>;
}): VoiceExplanation {
  let snapshot = STOPPED;
  let jobId: number | null = null;
  const listeners = new Set<() => void>();

  const set = (next: VoiceExplanationSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const unwatch = synthesizer.subscribe(() => {
    if (jobId === null) return;
    const state = synthesizer.getSnapshot();
    const ours = state.jobId === jobId && (state.status === 'ttsing' || state.status === 'play');
    if (!ours) {
      jobId = null;
      set(STOPPED);
    }
  });

  const stop = () => {
    if (jobId === null) return;
    jobId = null;
    synthesizer.stop();
    set(STOPPED);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(text) {
      if (jobId !== null) {
        stop();
        return;
      }
      synthesizer.setParams(params);
      synthesizer.start(text);
      const state = synthesizer.getSnapshot();
      if (state.status === 'ttsing' || state.status === 'play') {
        jobId = state.jobId;
        set(PLAYING);
      }
    },
    stop,
    dispose() {
      stop();
      unwatch();
      listeners.clear();
    },
  };
}
