import type { TtsUrl } from '@edu/api-client';
import {
  type Clock,
  createSynthesizer,
  createWebSpeechProvider,
  createXfyunProvider,
  type SpeechProvider,
  type Synthesizer,
  type WebSocketConstructorLike,
  type WebSpeechProviderOptions,
} from '@edu/speech';
import { type AssistantApi, AssistantServiceError } from '../api/assistant-api';
import { createLazySpeechProvider } from './create-lazy-speech-provider';

export interface SpeechEngineOptions {
  /**
   * Signs xfyun URLs through the widget's AI-service client (`GET /ai/speech/tts-url` answers `{ url,
   * appId, expiresAt }`; the app id travels with the URL, the secret never reaches the browser).
   */
  api: Pick<AssistantApi, 'getTtsUrl'>;
  /** Shows speech failures (SPEC §8: 'synthesis failed: code: message', missing WebSocket or Web Audio). */
  alert?: (message: string) => void;
  /**
   * The service the client talks to now (the widget's `apiBase`): when it changes, the next reading asks
   * that service which engine to use (a new service may sign xfyun URLs, or not). Without it, the choice
   * is made once.
   */
  service?: () => string;
  /** Browser seams, for tests. */
  webSpeech?: WebSpeechProviderOptions;
  WebSocket?: WebSocketConstructorLike;
  clock?: Clock;
}

/** The speech engine of one widget: one synthesizer on the engine `chooseProvider` picks. */
export interface SpeechEngine {
  synthesizer: Synthesizer;
  /** The engine that speaks ('xfyun' or 'webSpeech'), asking the server on first call. */
  resolveProviderId(): Promise<string>;
  dispose(): void;
}

/** The server answers 404 when xfyun is not configured (packages/server speech routes). */
const isNotConfigured = (error: unknown) => error instanceof AssistantServiceError && error.status === 404;
/**
 * Picks the speech engine: xfyun when the server signs TTS URLs and an app id is known, else the
 * browser's Web Speech. "Not configured" (404) is a final answer; any other failure rejects, so the
 * lazy provider reads that text with Web Speech and asks again next time.
 */
async function chooseProvider(options: SpeechEngineOptions, webSpeech: SpeechProvider): Promise<SpeechProvider> {
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
 * A synthesizer on the engine `chooseProvider` picks (chosen again for a new `service`). The voice
 * explanation, the panel's speech chat and the page read-aloud (issue #16) share one, so starting one
 * reading stops the other.
 */
export function createSpeechEngine(options: SpeechEngineOptions): SpeechEngine {
  const webSpeech = createWebSpeechProvider(options.webSpeech);
  // Offline or logged out at the first reading: the browser reads it, and the server is asked again next time.
  const choose = () => createLazySpeechProvider(() => chooseProvider(options, webSpeech), webSpeech);
  let chosen = { service: options.service?.(), provider: choose() };
  const current = () => {
    const service = options.service?.();
    if (service !== chosen.service) chosen = { service, provider: choose() };
    return chosen.provider;
  };
  const synthesizer = createSynthesizer({
    provider: { id: 'per-service', speak: (request, handlers) => current().speak(request, handlers) },
    ...(options.alert ? { alert: options.alert } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    synthesizer,
    resolveProviderId: () =>
      current()
        .resolve()
        .then((resolved) => resolved.id),
    dispose: () => synthesizer.dispose(),
  };
}
