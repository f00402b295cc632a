import { useSyncExternalStore } from 'react';
import type { VoiceExplanation, VoiceExplanationSnapshot } from '../session/create-voice-explanation';

/** Whether the voice explanation is playing; re-renders on change. */
export function useVoiceExplanation(voice: VoiceExplanation): VoiceExplanationSnapshot {
  return useSyncExternalStore(voice.subscribe, voice.getSnapshot, voice.getSnapshot);
}
