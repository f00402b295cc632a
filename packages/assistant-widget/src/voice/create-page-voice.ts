import { createVoiceExplanation, type VoiceExplanation } from '@edu/speech';
import type { AssistantApi } from '../api/assistant-api';
import { type AssistantApiFactory, createDefaultAssistantApi } from '../api/create-lazy-assistant-api';
import type { WidgetConfig } from '../element/widget-config';
import { createSpeechEngine, type SpeechEngine } from './create-speech-engine';
import { voiceExplanationText } from './voice-explanation-text';

/**
 * The voice of one `<edu-assistant>`, loaded when its '语音讲解' button is first pressed or about to be
 * (the launcher's or the panel's): the speech engine and the voice explanation on it.
 */
export interface PageVoice {
  /** The widget's one synthesizer: the explanation, the panel's speech chat and 朗读本页 read on it, so one reading stops another. */
  engine: SpeechEngine;
  /** SPEC §4's voice widget: playing or stopped, reset when the audio ends. */
  explanation: VoiceExplanation;
  /** Reads the presenter script of the section at `pathname` (SPEC §2), or stops the reading. */
  toggleExplanation(pathname: string): void;
  dispose(): void;
}

export interface PageVoiceOptions {
  /** The widget's settings now: its `apiBase` and the user's token (read at every call). */
  getConfig(): WidgetConfig;
  /** The element's `createApi` (tests, custom transports); default: @edu/api-client, loaded on first use. */
  createApi?: AssistantApiFactory | undefined;
  /** Shows speech failures (SPEC §8). */
  alert(message: string): void;
}

/**
 * Builds the widget's voice without the panel: its speech engine asks the current `apiBase` whether it
 * signs xfyun URLs (else the browser's Web Speech reads), through a client made for that service.
 */
export function createPageVoice(options: PageVoiceOptions): PageVoice {
  const createApi = options.createApi ?? createDefaultAssistantApi;
  let client: { apiBase: string; api: AssistantApi } | undefined;
  const api = () => {
    const { apiBase } = options.getConfig();
    if (client?.apiBase !== apiBase)
      client = {
        apiBase,
        api: createApi({
          apiBase,
          getToken: () => options.getConfig().user?.token,
          getSiteMode: () => options.getConfig().mode,
        }),
      };
    return client.api;
  };
  const engine = createSpeechEngine({
    api: { getTtsUrl: () => api().getTtsUrl() },
    service: () => options.getConfig().apiBase,
    alert: options.alert,
  });
  const explanation = createVoiceExplanation({ synthesizer: engine.synthesizer });
  return {
    engine,
    explanation,
    toggleExplanation: (pathname) => explanation.toggle(voiceExplanationText({ pathname })),
    dispose() {
      explanation.dispose();
      engine.dispose();
    },
  };
}
