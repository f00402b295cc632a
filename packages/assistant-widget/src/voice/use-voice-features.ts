import { createAiClient } from '@edu/api-client';
import { useEffect, useRef, useState } from 'react';
import { createVoiceFeatures, type VoiceFeatureSet } from './create-voice-features';

export interface UseVoiceFeaturesOptions {
  /** The AI service base, e.g. `http://host/ai` (the widget config's `apiBase`). */
  apiBase: string;
  /** The signed-in user's token, read at each request. */
  getToken(): string | undefined;
  /** Shows speech failures (SPEC §8), e.g. the instance's error toast. */
  alert(message: string): void;
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
  const { apiBase } = options;
  useEffect(() => {
    const created = createVoiceFeatures({
      aiClient: createAiClient({ baseUrl: apiBase, getToken: () => latest.current.getToken() }),
      // No app id here: GET /ai/speech/tts-url answers it with each signed URL (`getTtsUrl()`).
      alert: (message) => latest.current.alert(message),
    });
    setFeatures(created);
    return () => created.dispose();
  }, [apiBase]);
  return features;
}
