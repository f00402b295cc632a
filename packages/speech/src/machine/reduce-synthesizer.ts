import { SPEECH_MESSAGES } from '@edu/api-client';
import { DEFAULT_SYNTHESIZER_PARAMS, mergeSynthesizerParams, type SynthesizerParams } from './synthesizer-params';

/** SPEC §4 synthesizer states. */
export type SynthesizerStatus = 'init' | 'ttsing' | 'play' | 'endPlay' | 'errorTTS';

export interface SynthesizerState {
  readonly status: SynthesizerStatus;
  /** Text of the current or last synthesis (already defaulted when it was blank). */
  readonly text: string;
  readonly params: SynthesizerParams;
  /**
   * Increments on every synthesis. Provider callbacks carry the id of the job that raised them, so a
   * late callback of a stopped job can never move the state of a newer one.
   */
  readonly jobId: number;
  /** Message of the last failure while in `errorTTS`, else null. */
  readonly error: string | null;
}

export type SynthesizerEvent =
  | { readonly type: 'start'; readonly text: string }
  | { readonly type: 'stop' }
  | { readonly type: 'setParams'; readonly params: Partial<SynthesizerParams> }
  | { readonly type: 'playbackStarted'; readonly jobId: number }
  | { readonly type: 'playbackEnded'; readonly jobId: number }
  | { readonly type: 'failed'; readonly jobId: number; readonly message: string };

/** Work the session performs at the edge after a transition. */
export type SynthesizerEffect =
  | { readonly type: 'synthesize'; readonly jobId: number; readonly text: string; readonly params: SynthesizerParams }
  | { readonly type: 'cancel'; readonly jobId: number }
  | { readonly type: 'emitAudioEnd'; readonly jobId: number }
  | { readonly type: 'reportError'; readonly jobId: number; readonly message: string };

export interface SynthesizerTransition {
  readonly state: SynthesizerState;
  readonly effects: readonly SynthesizerEffect[];
}

/** The state before anything was synthesized. */
export function initialSynthesizerState(params: Partial<SynthesizerParams> = {}): SynthesizerState {
  return {
    status: 'init',
    text: '',
    params: mergeSynthesizerParams(DEFAULT_SYNTHESIZER_PARAMS, params),
    jobId: 0,
    error: null,
  };
}

/** True while a provider job is running (synthesizing or playing). */
export function isSynthesizerActive(status: SynthesizerStatus): boolean {
  switch (status) {
    case 'ttsing':
    case 'play':
      return true;
    case 'init':
    case 'endPlay':
    case 'errorTTS':
      return false;
    default:
      return status satisfies never;
  }
}

function unchanged(state: SynthesizerState): SynthesizerTransition {
  return { state, effects: [] };
}

function sameParams(a: SynthesizerParams, b: SynthesizerParams): boolean {
  return a.voice === b.voice && a.speed === b.speed && a.volume === b.volume && a.pitch === b.pitch;
}

/**
 * The synthesizer's state machine (SPEC §4): `init → ttsing → play → endPlay`, and `errorTTS`.
 * Starting always synthesizes (a running job is cancelled first), the end of playback emits audio end,
 * changing parameters and stopping reset to `init`. Pure: effects are returned, never performed.
 */
export function reduceSynthesizer(state: SynthesizerState, event: SynthesizerEvent): SynthesizerTransition {
  const active = isSynthesizerActive(state.status);
  switch (event.type) {
    case 'start': {
      const jobId = state.jobId + 1;
      // SPEC §5: an empty text falls back to the default prompt rather than doing nothing.
      const text = event.text.trim() === '' ? SPEECH_MESSAGES.defaultSynthesisText : event.text;
      const effects: SynthesizerEffect[] = active ? [{ type: 'cancel', jobId: state.jobId }] : [];
      effects.push({ type: 'synthesize', jobId, text, params: state.params });
      return { state: { ...state, status: 'ttsing', text, jobId, error: null }, effects };
    }
    case 'stop': {
      if (state.status === 'init') return unchanged(state);
      return {
        state: { ...state, status: 'init', error: null },
        effects: active ? [{ type: 'cancel', jobId: state.jobId }] : [],
      };
    }
    case 'setParams': {
      const params = mergeSynthesizerParams(state.params, event.params);
      if (sameParams(params, state.params)) return unchanged(state);
      return {
        state: { ...state, status: 'init', params, error: null },
        effects: active ? [{ type: 'cancel', jobId: state.jobId }] : [],
      };
    }
    case 'playbackStarted': {
      if (event.jobId !== state.jobId || state.status !== 'ttsing') return unchanged(state);
      return { state: { ...state, status: 'play' }, effects: [] };
    }
    case 'playbackEnded': {
      if (event.jobId !== state.jobId || !active) return unchanged(state);
      return { state: { ...state, status: 'endPlay' }, effects: [{ type: 'emitAudioEnd', jobId: state.jobId }] };
    }
    case 'failed': {
      if (event.jobId !== state.jobId || !active) return unchanged(state);
      return {
        state: { ...state, status: 'errorTTS', error: event.message },
        // Cancel too: whatever audio of the failed job is still queued must not keep playing.
        effects: [
          { type: 'cancel', jobId: state.jobId },
          { type: 'reportError', jobId: state.jobId, message: event.message },
        ],
      };
    }
    default:
      return event satisfies never;
  }
}
