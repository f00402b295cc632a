import { DEFAULT_CHAT_MODEL, type TtsUrl } from '@edu/api-client';
import {
  type Clock,
  createSpeechChat,
  createSynthesizer,
  createVoiceExplanation,
  createWebSpeechProvider,
  createXfyunProvider,
  type SpeechChat,
  type SpeechProvider,
  type Synthesizer,
  type VoiceExplanation,
  type WebSocketConstructorLike,
  type WebSpeechProviderOptions,
} from '@edu/speech';
import { type AssistantApi, AssistantServiceError } from '../api/assistant-api';
import { createLazySpeechProvider } from './create-lazy-speech-provider';
import { spokenReplyStream } from './spoken-reply-stream';

export interface VoiceFeaturesOptions {
  /**
   * The instance's one AI-service client (`AssistantInstance.api`): the speech chat streams `spoken`
   * replies from it and xfyun URLs are signed through it (`GET /ai/speech/tts-url` answers `{ url,
   * appId, expiresAt }`; the app id travels with the URL, the secret never reaches the browser).
   */
  api: Pick<AssistantApi, 'chat' | 'getTtsUrl'>;
  /** Shows speech failures (SPEC §8: 'synthesis failed: code: message', missing WebSocket or Web Audio). */
  alert?: (message: string) => void;
  /** Browser seams, for tests. */
  webSpeech?: WebSpeechProviderOptions;
  WebSocket?: WebSocketConstructorLike;
  clock?: Clock;
}

/** The speech engine of one widget instance: one synthesizer on the engine `chooseProvider` picks. */
export interface SpeechEngine {
  synthesizer: Synthesizer;
  /** The engine that speaks ('xfyun' or 'webSpeech'), asking the server on first call. */
  resolveProviderId(): Promise<string>;
  dispose(): void;
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

/** The server answers 404 when xfyun is not configured (packages/server speech routes). */
const isNotConfigured = (error: unknown) => error instanceof AssistantServiceError && error.status === 404;
/**
 * Picks the speech engine: xfyun when the server signs TTS URLs and an app id is known, else the
 * browser's Web Speech. "Not configured" (404) is a final answer; any other failure rejects, so the
 * lazy provider reads that text with Web Speech and asks again next time.
 */
async function chooseProvider(options: VoiceFeaturesOptions, webSpeech: SpeechProvider): Promise<SpeechProvider> {
  let first: TtsUrl;
  try {
    first = await options.api.getTtsUrl();
  } catch (error) {
    if (isNotConfigured(error)) return webSpeech;
    throw error;
  }
  const { appId } = first;
  if (!appId) return webSpeech;
  // The probe's URL is fresh, so the first connection uses it; later ones sign again (the date expires).
  let unused: TtsUrl | undefined = first;
  return createXfyunProvider({
    appId,
    getSignedUrl: async () => {
      const url = unused;
      unused = undefined;
      return url ?? options.api.getTtsUrl();
    },
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
  });
}

/**
 * The instance's synthesizer on the engine `chooseProvider` picks. The panel's voice features and the
 * page read-aloud (issue #16) share it, so starting one reading stops the other.
 */
export function createSpeechEngine(options: VoiceFeaturesOptions): SpeechEngine {
  const webSpeech = createWebSpeechProvider(options.webSpeech);
  // Offline or logged out at the first reading: the browser reads it, and the server is asked again next time.
  const provider = createLazySpeechProvider(() => chooseProvider(options, webSpeech), webSpeech);
  const synthesizer = createSynthesizer({
    provider,
    ...(options.alert ? { alert: options.alert } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    synthesizer,
    resolveProviderId: () => provider.resolve().then((chosen) => chosen.id),
    dispose: () => synthesizer.dispose(),
  };
}

/**
 * Wires the voice explanation and the page's speech chat (SPEC §4) for one widget instance on `engine`
 * (a new one, owned and disposed with the features, when none is given): the speech chat streams
 * `spoken` replies (SPEC §9's temperature 0.5 and 1024 tokens) through the instance's API, converted
 * from markdown to speakable text.
 */
export function createVoiceFeatures(options: VoiceFeaturesOptions & { engine?: SpeechEngine }): VoiceFeatureSet {
  const engine = options.engine ?? createSpeechEngine(options);
  const { synthesizer } = engine;
  const voiceExplanation = createVoiceExplanation({ synthesizer });
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
      voiceExplanation.dispose();
      if (!options.engine) engine.dispose();
    },
  };
}
