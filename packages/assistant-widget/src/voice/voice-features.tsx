import { useSpeechChat, useVoiceExplanation } from '@edu/speech/react';
import { lazy, type PointerEvent, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAssistant } from '../hooks/assistant-context';
import type { VoiceFeatureSet } from './create-voice-features';
import { hasVoiceExplanation } from './has-voice-explanation';
import { SpeechChatMinimisedBar } from './speech-chat-minimised-bar';
import { SpeechChatOpenerButton } from './speech-chat-opener-button';
import { SPEECH_CHAT_INFO_DURATION_MS } from './voice-constants';
import { VoiceExplanationButton } from './voice-explanation-button';
import { voiceExplanationText } from './voice-explanation-text';

export interface VoiceFeaturesProps {
  /** The host page's current path (`useLocationPath()`); decides the voice button (SPEC §2). */
  pathname: string;
  /** The host router's route name, when known (`index`, `zhsj`, `resource`, `list`, `lyyk`, `ThreeStudio`). */
  routeName?: string | undefined;
  /** The instance's voice sessions from `createVoiceFeatures`, created once per widget instance. */
  features: VoiceFeatureSet;
  /** Whether the panel is expanded; collapsing it stops voice playback (SPEC §4). */
  panelOpen: boolean;
  /**
   * A click made before the speech engine had loaded (the panel draws the buttons first): carried
   * out once here, then reported through `onActionTaken`.
   */
  action?: VoiceAction | null | undefined;
  onActionTaken?: (() => void) | undefined;
}

/** What a header voice button asks for: read the section ('explain') or open the speech chat ('chat'). */
export type VoiceAction = 'explain' | 'chat';

// The dialog brings Radix Dialog: loaded when the speech chat is first opened (or about to be), not with the panel.
const loadSpeechChatDialog = () => import('./speech-chat-dialog');
const SpeechChatDialog = lazy(() => loadSpeechChatDialog().then((module) => ({ default: module.SpeechChatDialog })));

/** Portalled dialogs still bubble React events to the header, whose pointerdown starts a drag. */
const keepPointerInside = (event: PointerEvent) => event.stopPropagation();

/**
 * The voice controls of the panel header: the voice-explanation toggle (only on the six SPEC §2 pages)
 * and the speech chat's opener with its dialog (or its minimised bar). Reading stops when the panel
 * collapses, when the page changes, and when this unmounts.
 */
export function VoiceFeatures({ pathname, routeName, features, panelOpen, action, onActionTaken }: VoiceFeaturesProps) {
  const { portalContainer } = useAssistant();
  const { voiceExplanation, speechChat } = features;
  const { playing } = useVoiceExplanation(voiceExplanation);
  const chat = useSpeechChat(speechChat);
  const [info, setInfo] = useState<string | null>(null);
  const location = { pathname, routeName };
  const showExplanation = hasVoiceExplanation(location);
  // Once opened, the dialog stays mounted (closed or minimised) so its typed question is kept.
  const [dialogRequested, setDialogRequested] = useState(false);
  if (chat.open && !dialogRequested) setDialogRequested(true);

  useEffect(() => {
    if (!panelOpen) features.stopPlayback();
  }, [panelOpen, features]);
  useEffect(() => () => features.stopPlayback(), [features]);

  // The explanation belongs to the page it was started on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and routeName are the triggers.
  useEffect(() => {
    voiceExplanation.stop();
  }, [voiceExplanation, pathname, routeName]);

  // The pending click, once: the engine has loaded and the sessions exist.
  const pending = useRef({ location, onActionTaken });
  pending.current = { location, onActionTaken };
  useEffect(() => {
    if (!action) return;
    const { location: here, onActionTaken: taken } = pending.current;
    if (action === 'explain') voiceExplanation.toggle(voiceExplanationText(here));
    else speechChat.open();
    taken?.();
  }, [action, voiceExplanation, speechChat]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = speechChat.on('info', ({ message }) => {
      clearTimeout(timer);
      setInfo(message);
      timer = setTimeout(() => setInfo(null), SPEECH_CHAT_INFO_DURATION_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [speechChat]);

  return (
    <>
      {showExplanation ? (
        <VoiceExplanationButton
          playing={playing}
          loading={action === 'explain'}
          onToggle={() => voiceExplanation.toggle(voiceExplanationText(location))}
        />
      ) : null}
      <SpeechChatOpenerButton
        expanded={chat.open && !chat.minimised}
        onOpen={() => speechChat.open()}
        onIntent={() => void loadSpeechChatDialog()}
      />
      <span className="contents" onPointerDown={keepPointerInside}>
        {dialogRequested ? (
          <Suspense fallback={null}>
            <SpeechChatDialog
              snapshot={chat}
              info={info}
              onSend={(question) => {
                const sent = speechChat.send(question);
                if (sent) setInfo(null);
                return sent;
              }}
              onTogglePlay={(id) => speechChat.togglePlay(id)}
              onMinimise={() => speechChat.setMinimised(true)}
              onClose={() => speechChat.close()}
            />
          </Suspense>
        ) : null}
        {chat.open && chat.minimised && portalContainer
          ? createPortal(
              <SpeechChatMinimisedBar
                busy={chat.busy}
                reading={chat.playingId !== null}
                onRestore={() => speechChat.open()}
                onClose={() => speechChat.close()}
              />,
              portalContainer,
            )
          : null}
      </span>
    </>
  );
}
