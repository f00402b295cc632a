import type { VoiceExplanation } from '@edu/speech';
import { useEffect, useRef, useState } from 'react';
import type { SpeechEngine } from './create-speech-engine';
import { createVoiceFeatures, type VoiceFeatureSet, type VoiceFeaturesOptions } from './create-voice-features';

export interface UseVoiceFeaturesOptions {
  /** The instance's one AI-service client (`AssistantInstance.api`). */
  api: VoiceFeaturesOptions['api'];
  /**
   * The AI service base the client talks to (the widget config's `apiBase`). A new one creates the
   * features again: the speech engine is chosen once per service (xfyun when it signs TTS URLs).
   */
  apiBase: string;
  /** Shows speech failures (SPEC §8), e.g. the instance's error toast. */
  alert(message: string): void;
  /** The widget's engine (`PageVoice.engine`); without one the features own theirs. */
  engine?: SpeechEngine | undefined;
  /** The widget's voice explanation (`PageVoice.explanation`); without one the features own theirs. */
  voiceExplanation?: VoiceExplanation | undefined;
}

/**
 * Creates the voice sessions for the component's lifetime (again when `apiBase` changes) and disposes
 * them afterwards; undefined on the first render. Created in an effect so StrictMode's double mount
 * gets a fresh set.
 */
export function useVoiceFeatures(options: UseVoiceFeaturesOptions): VoiceFeatureSet | undefined {
  const [features, setFeatures] = useState<VoiceFeatureSet | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;
  const { api, apiBase } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: apiBase is the trigger (the api object stays the same).
  useEffect(() => {
    const { engine, voiceExplanation } = latest.current;
    const created = createVoiceFeatures({
      api,
      alert: (message) => latest.current.alert(message),
      ...(engine ? { engine } : {}),
      ...(voiceExplanation ? { voiceExplanation } : {}),
    });
    setFeatures(created);
    return () => created.dispose();
  }, [api, apiBase]);
  return features;
}
