import { DEFAULT_CHAT_MODEL } from '@edu/api-client';
import {
  createSpeechChat,
  createVoiceExplanation,
  type SpeechChat,
  type Synthesizer,
  type VoiceExplanation,
} from '@edu/speech';
import type { AssistantApi } from '../api/assistant-api';
import { createSpeechEngine, type SpeechEngine, type SpeechEngineOptions } from './create-speech-engine';
import { spokenReplyStream } from './spoken-reply-stream';

export interface VoiceFeaturesOptions extends SpeechEngineOptions {
  /**
   * The instance's one AI-service client (`AssistantInstance.api`): the speech chat streams `spoken`
   * replies from it and xfyun URLs are signed through it.
   */
  api: Pick<AssistantApi, 'chat' | 'getTtsUrl'>;
}

/** One widget instance's voice features, sharing one synthesizer (starting one stops the other). */
export interface VoiceFeatureSet {
  synthesizer: Synthesizer;
  voiceExplanation: VoiceExplanation;
  speechChat: SpeechChat;
  /** The engine that speaks ('xfyun' or 'webSpeech'), asking the server on first call. */
  resolveProviderId(): Promise<string>;
  /** Stops the explanation and the speech chat's reading (collapsing the panel, SPEC §4); the speech chat keeps its messages. */
  stopPlayback(): void;
  dispose(): void;
}

/**
 * Wires the voice explanation and the page's speech chat (SPEC §4) for one widget instance on `engine`
 * (a new one, owned and disposed with the features, when none is given): the speech chat streams
 * `spoken` replies (SPEC §9's temperature 0.5 and 1024 tokens) through the instance's API, converted
 * from markdown to speakable text. A given `voiceExplanation` (the widget's own, which its launcher's
 * button drives too) is used and left running; otherwise one is made and disposed with the features.
 */
export function createVoiceFeatures(
  options: VoiceFeaturesOptions & { engine?: SpeechEngine; voiceExplanation?: VoiceExplanation },
): VoiceFeatureSet {
  const engine = options.engine ?? createSpeechEngine(options);
  const { synthesizer } = engine;
  const voiceExplanation = options.voiceExplanation ?? createVoiceExplanation({ synthesizer });
  const speechChat = createSpeechChat({
    synthesizer,
    ...(options.clock ? { clock: options.clock } : {}),
    chat: (messages, { signal }) =>
      spokenReplyStream(options.api.chat({ messages, model: DEFAULT_CHAT_MODEL, signal, style: 'spoken' })),
  });

  return {
    synthesizer,
    voiceExplanation,
    speechChat,
    resolveProviderId: engine.resolveProviderId,
    stopPlayback() {
      voiceExplanation.stop();
      // Only the speech chat's own reading: a page read-aloud on the shared synthesizer goes on.
      if (speechChat.getSnapshot().playingId !== null) synthesizer.stop();
    },
    dispose() {
      speechChat.dispose();
      if (!options.voiceExplanation) voiceExplanation.dispose();
      if (!options.engine) engine.dispose();
    },
  };
}
