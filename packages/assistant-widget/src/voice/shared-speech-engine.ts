import type { AssistantInstance } from '../state/create-assistant-instance';
import { createSpeechEngine, type SpeechEngine } from './create-voice-features';

const engines = new WeakMap<AssistantInstance, { apiBase: string; engine: SpeechEngine }>();

/**
 * The one speech engine of a widget instance, shared by the panel's voice features and the page
 * read-aloud (so one reading stops the other), created on first use and again for a new `api-base`
 * (the engine is chosen per service: xfyun when it signs TTS URLs), disposed with the instance.
 */
export function sharedSpeechEngine(instance: AssistantInstance): SpeechEngine {
  const { apiBase } = instance.getConfig();
  const held = engines.get(instance);
  if (held?.apiBase === apiBase) return held.engine;
  held?.engine.dispose();
  const engine = createSpeechEngine({ api: instance.api, alert: (message) => instance.toast(message, 'error') });
  engines.set(instance, { apiBase, engine });
  instance.onDispose(() => {
    if (engines.get(instance)?.engine === engine) engines.delete(instance);
    engine.dispose();
  });
  return engine;
}
