import {
  type ChatEvent,
  type ChatOptions,
  isAiServiceError,
  SPEECH_CHAT_MAX_TOKENS,
  SPEECH_CHAT_TEMPERATURE,
  type TtsUrl,
} from '@edu/api-client';
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
  type XfyunSignedUrl,
} from '@edu/speech';
import { buildSpeechChatMessages } from './build-speech-chat-messages';
import { createLazySpeechProvider } from './create-lazy-speech-provider';
import { spokenReplyStream } from './spoken-reply-stream';

/**
 * The part of @edu/api-client's `AiClient` the voice features use. `getTtsUrl` answers the signed URL
 * with the xfyun app id its request frames carry (`{ url, appId, expiresAt }`).
 */
export interface VoiceAiClient {
  chat(options: ChatOptions): AsyncIterable<ChatEvent>;
  getTtsUrl(): Promise<TtsUrl | XfyunSignedUrl>;
}

export interface VoiceFeaturesOptions {
  aiClient: VoiceAiClient;
  /** Shows speech failures (SPEC §8: 'synthesis failed: code: message', missing WebSocket or Web Audio). */
  alert?: (message: string) => void;
  /** Fallback xfyun app id for a server that answers a bare URL; `getTtsUrl`'s `appId` wins. */
  xfyunAppId?: string | undefined;
  /** Who the assistant says it is in the speech chat's system prompt. */
  assistantDescription?: string | undefined;
  /** Browser seams, for tests. */
  webSpeech?: WebSpeechProviderOptions;
  WebSocket?: WebSocketConstructorLike;
  clock?: Clock;
  now?: () => Date;
}

/** One widget instance's voice features, sharing one synthesizer (starting one stops the other). */
export interface VoiceFeatureSet {
  synthesizer: Synthesizer;
  voiceExplanation: VoiceExplanation;
  speechChat: SpeechChat;
  /** The engine that speaks ('xfyun' or 'webSpeech'), asking the server on first call. */
  resolveProviderId(): Promise<string>;
  /** Stops any reading (collapsing the panel, SPEC §4); the speech chat keeps its messages. */
  stopPlayback(): void;
  dispose(): void;
}

/** The server answers 404 when xfyun is not configured (packages/server speech routes). */
const isNotConfigured = (error: unknown) => isAiServiceError(error) && error.status === 404;

/**
 * Picks the speech engine: xfyun when the server signs TTS URLs and an app id is known, else the
 * browser's Web Speech. "Not configured" (404) is a final answer; any other failure rejects, so the
 * lazy provider reads that text with Web Speech and asks again next time.
 */
async function chooseProvider(options: VoiceFeaturesOptions, webSpeech: SpeechProvider): Promise<SpeechProvider> {
  let first: XfyunSignedUrl;
  try {
    first = await options.aiClient.getTtsUrl();
  } catch (error) {
    if (isNotConfigured(error)) return webSpeech;
    throw error;
  }
  const appId = typeof first === 'string' ? options.xfyunAppId : (first.appId ?? options.xfyunAppId);
  if (!appId) return webSpeech;
  // The probe's URL is fresh, so the first connection uses it; later ones sign again (the date expires).
  let unused: XfyunSignedUrl | undefined = first;
  return createXfyunProvider({
    appId,
    getSignedUrl: async () => {
      const url = unused;
      unused = undefined;
      return url ?? options.aiClient.getTtsUrl();
    },
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
  });
}

/**
 * Wires the voice explanation and the page's speech chat (SPEC §4) for one widget instance: one
 * synthesizer on the engine `chooseProvider` picks, the speech chat streaming from the AI service with
 * SPEC §9's temperature 0.5 and 1024 tokens, replies converted from markdown to speakable text.
 */
export function createVoiceFeatures(options: VoiceFeaturesOptions): VoiceFeatureSet {
  const webSpeech = createWebSpeechProvider(options.webSpeech);
  // Offline or logged out at the first reading: the browser reads it, and the server is asked again next time.
  const provider = createLazySpeechProvider(() => chooseProvider(options, webSpeech), webSpeech);
  const synthesizer = createSynthesizer({
    provider,
    ...(options.alert ? { alert: options.alert } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const voiceExplanation = createVoiceExplanation({ synthesizer });
  const now = options.now ?? (() => new Date());
  const speechChat = createSpeechChat({
    synthesizer,
    ...(options.clock ? { clock: options.clock } : {}),
    chat: (messages, { signal }) =>
      spokenReplyStream(
        options.aiClient.chat({
          messages: buildSpeechChatMessages(messages, {
            now: now(),
            assistantDescription: options.assistantDescription,
          }),
          model: 'junheng',
          signal,
          temperature: SPEECH_CHAT_TEMPERATURE,
          maxTokens: SPEECH_CHAT_MAX_TOKENS,
        }),
      ),
  });

  return {
    synthesizer,
    voiceExplanation,
    speechChat,
    resolveProviderId: () => provider.resolve().then((chosen) => chosen.id),
    stopPlayback() {
      voiceExplanation.stop();
      synthesizer.stop();
    },
    dispose() {
      speechChat.dispose();
      voiceExplanation.dispose();
      synthesizer.dispose();
    },
  };
}
