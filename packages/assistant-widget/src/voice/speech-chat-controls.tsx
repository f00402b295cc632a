import { useSpeechChat } from '@edu/speech/react';
import { lazy, type PointerEvent, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAssistant } from '../hooks/assistant-context';
import type { VoiceFeatureSet } from './create-voice-features';
import { SpeechChatMinimisedBar } from './speech-chat-minimised-bar';
import { SpeechChatOpenerButton } from './speech-chat-opener-button';
import { SPEECH_CHAT_INFO_DURATION_MS } from './voice-constants';

export interface SpeechChatControlsProps {
  /** The instance's voice sessions from `createVoiceFeatures`, created once per widget instance. */
  features: VoiceFeatureSet;
  /** Whether the panel is expanded; collapsing it stops voice playback (SPEC §4). */
  panelOpen: boolean;
  /**
   * A click on the opener made before the speech engine had loaded (the panel draws the button first):
   * the dialog opens once here, then `onOpenTaken` is called.
   */
  openRequested?: boolean | undefined;
  onOpenTaken?: (() => void) | undefined;
}

// The dialog brings Radix Dialog: loaded when the speech chat is first opened (or about to be), not with the panel.
const loadSpeechChatDialog = () => import('./speech-chat-dialog');
const SpeechChatDialog = lazy(() => loadSpeechChatDialog().then((module) => ({ default: module.SpeechChatDialog })));

/** Portalled dialogs still bubble React events to the header, whose pointerdown starts a drag. */
const keepPointerInside = (event: PointerEvent) => event.stopPropagation();

/**
 * The page assistant's speech chat in the panel header (SPEC §4): its opener with its dialog (or its
 * minimised bar). Reading (the chat's and the voice explanation's, which share the engine) stops when the
 * panel collapses and when this unmounts.
 */
export function SpeechChatControls({ features, panelOpen, openRequested, onOpenTaken }: SpeechChatControlsProps) {
  const { portalContainer } = useAssistant();
  const { speechChat } = features;
  const chat = useSpeechChat(speechChat);
  const [info, setInfo] = useState<string | null>(null);
  // Once opened, the dialog stays mounted (closed or minimised) so its typed question is kept.
  const [dialogRequested, setDialogRequested] = useState(false);
  if (chat.open && !dialogRequested) setDialogRequested(true);

  useEffect(() => {
    if (!panelOpen) features.stopPlayback();
  }, [panelOpen, features]);
  useEffect(() => () => features.stopPlayback(), [features]);

  // The pending click, once: the engine has loaded and the sessions exist.
  const taken = useRef(onOpenTaken);
  taken.current = onOpenTaken;
  useEffect(() => {
    if (!openRequested) return;
    speechChat.open();
    taken.current?.();
  }, [openRequested, speechChat]);

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
