import { useSyncExternalStore } from 'react';
import type { SynthesizerState } from '../machine/reduce-synthesizer';
import type { Synthesizer } from '../session/create-synthesizer';

/** The synthesizer's current state (status, text, params, job id, error); re-renders on change. */
export function useSynthesizerState(synthesizer: Synthesizer): SynthesizerState {
  return useSyncExternalStore(synthesizer.subscribe, synthesizer.getSnapshot, synthesizer.getSnapshot);
}
