import { REQUEST_MESSAGES } from '@edu/api-client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useLocationPath } from '../hooks/use-location-path';
import type { PageVoice } from '../voice/create-page-voice';
import { hasVoiceExplanation } from '../voice/has-voice-explanation';
import { SpeechChatOpenerButton } from '../voice/speech-chat-opener-button';
import { VoiceExplanationButton } from '../voice/voice-explanation-button';
import type VoiceEngineComponent from './voice-engine';

type VoiceEngine = typeof VoiceEngineComponent;

/**
 * The panel header's voice buttons (SPEC §2 '语音讲解' on the six section pages, §4 '语音助手').
 * '语音讲解' is the launcher's voice explanation (`useAssistant().voice`, issue #36): one state for both
 * buttons, its code loaded on the first press or a hover or focus just before it. The speech chat
 * (`./voice-engine`: @edu/speech's chat session and its dialog) is fetched with the opener's first click
 * (or a hover or focus just before it), so opening the panel downloads neither; until it arrives the
 * opener shows its loading state, and the click is carried out when it does (a second click takes it
 * back). Collapsing or minimising the panel stops the reading (SPEC §4). Mounted while minimised
 * (`visible` false) so the speech chat keeps its messages.
 */
export function PanelVoice({ visible }: { visible: boolean }) {
  const { instance, voice } = useAssistant();
  const pathname = useLocationPath();
  const status = useSyncExternalStore(voice.subscribe, voice.getStatus);
  const [engine, setEngine] = useState<{ Engine: VoiceEngine; voice: PageVoice } | undefined>(undefined);
  const [chatRequested, setChatRequested] = useState(false);

  useEffect(() => {
    if (visible) return;
    voice.stop();
    // A click waiting for the engine belongs to the open panel.
    setChatRequested(false);
  }, [visible, voice]);
  useEffect(() => () => voice.stop(), [voice]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger.
  useEffect(() => {
    setChatRequested(false);
  }, [pathname]);

  const loadEngine = () =>
    Promise.all([import('./voice-engine'), voice.load()]).then(([module, loaded]) => ({
      Engine: module.default,
      voice: loaded,
    }));
  const openChat = () => {
    setChatRequested((requested) => !requested);
    loadEngine().then(setEngine, () => {
      setChatRequested(false);
      instance.toast(REQUEST_MESSAGES.noResponse, 'error');
    });
  };
  const prefetch = () => {
    loadEngine().catch(() => undefined);
  };

  const explanation = hasVoiceExplanation({ pathname }) ? (
    <VoiceExplanationButton
      playing={status === 'playing'}
      loading={status === 'loading'}
      onToggle={voice.toggle}
      onIntent={voice.prefetch}
    />
  ) : null;
  const opener = (
    <SpeechChatOpenerButton expanded={false} loading={chatRequested} onOpen={openChat} onIntent={prefetch} />
  );

  return (
    <>
      {visible ? explanation : null}
      {engine ? (
        <engine.Engine
          voice={engine.voice}
          visible={visible}
          openRequested={chatRequested}
          onOpenTaken={() => setChatRequested(false)}
          fallback={opener}
        />
      ) : visible ? (
        opener
      ) : null}
    </>
  );
}
