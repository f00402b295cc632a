import { REQUEST_MESSAGES } from '@edu/api-client';
import { useEffect, useState } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useLocationPath } from '../hooks/use-location-path';
import { hasVoiceExplanation } from '../voice/has-voice-explanation';
import { SpeechChatOpenerButton } from '../voice/speech-chat-opener-button';
import { VoiceExplanationButton } from '../voice/voice-explanation-button';
import type { VoiceAction } from '../voice/voice-features';
import type VoiceEngineComponent from './voice-engine';

type VoiceEngine = typeof VoiceEngineComponent;

// Shared by every instance on the page: the chunk is fetched once.
let loadedEngine: VoiceEngine | undefined;
let loadingEngine: Promise<VoiceEngine> | undefined;

/** Fetches the speech engine chunk once; a failure is forgotten so the next click tries again. */
function loadVoiceEngine(): Promise<VoiceEngine> {
  loadingEngine ??= import('./voice-engine').then(
    (module) => {
      loadedEngine = module.default;
      return module.default;
    },
    (error: unknown) => {
      loadingEngine = undefined;
      throw error;
    },
  );
  return loadingEngine;
}

/**
 * The panel header's voice buttons (SPEC §2 '语音讲解' on the six section pages, §4 '语音助手').
 * The panel draws them itself; the speech engine (`./voice-engine`: @edu/speech, the providers, the
 * speech chat) is fetched on the first click, or a hover or focus just before it, so opening the panel
 * does not download it. Until it arrives the clicked button shows its loading state, and the click is
 * carried out when it does (a second click on the same button takes it back). Mounted while minimised
 * (`visible` false) so the speech chat keeps its messages.
 */
export function PanelVoice({ visible }: { visible: boolean }) {
  const { instance } = useAssistant();
  const pathname = useLocationPath();
  const [Engine, setEngine] = useState<VoiceEngine | undefined>(() => loadedEngine);
  const [action, setAction] = useState<VoiceAction | null>(null);

  // A click waiting for the engine belongs to the open panel and to the page it was made on.
  useEffect(() => {
    if (!visible) setAction(null);
  }, [visible]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger.
  useEffect(() => {
    setAction(null);
  }, [pathname]);

  const request = (next: VoiceAction) => {
    setAction((current) => (current === next ? null : next));
    loadVoiceEngine().then(
      (loaded) => setEngine(() => loaded),
      () => {
        setAction(null);
        instance.toast(REQUEST_MESSAGES.noResponse, 'error');
      },
    );
  };
  const prefetch = () => {
    loadVoiceEngine().catch(() => undefined);
  };

  const buttons = (
    <>
      {hasVoiceExplanation({ pathname }) ? (
        <VoiceExplanationButton
          playing={false}
          loading={action === 'explain'}
          onToggle={() => request('explain')}
          onIntent={prefetch}
        />
      ) : null}
      <SpeechChatOpenerButton
        expanded={false}
        loading={action === 'chat'}
        onOpen={() => request('chat')}
        onIntent={prefetch}
      />
    </>
  );

  if (Engine)
    return <Engine visible={visible} action={action} onActionTaken={() => setAction(null)} fallback={buttons} />;
  return visible ? buttons : null;
}
