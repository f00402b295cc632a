import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { panelAtom } from '../state/panel-atoms';
import type { PageVoice } from '../voice/create-page-voice';
import { SpeechChatControls } from '../voice/speech-chat-controls';
import { useVoiceFeatures } from '../voice/use-voice-features';

export interface VoiceEngineProps {
  /** The widget's voice (its engine and voice explanation), loaded by the shell. */
  voice: PageVoice;
  /** False while the panel is minimised: the buttons hide and reading stops, the sessions stay. */
  visible: boolean;
  /** The click on the speech chat's opener that loaded this chunk, carried out once the sessions exist. */
  openRequested: boolean;
  onOpenTaken(): void;
  /** What to show until the sessions exist (the panel's own opener, in its loading state). */
  fallback: ReactNode;
}

/**
 * The speech chat of the panel header (@edu/speech's session, its dialog), in its own chunk that
 * `PanelVoice` requests on the first click of its opener, not when the panel opens. It reads on the
 * widget's one engine; the sessions live as long as the panel is open, and hiding or unmounting the
 * controls stops any reading (SPEC §4: collapsing stops voice playback).
 */
export default function VoiceEngine({ voice, visible, openRequested, onOpenTaken, fallback }: VoiceEngineProps) {
  const { instance } = useAssistant();
  const panel = useAtomValue(panelAtom);
  const features = useVoiceFeatures({
    api: instance.api,
    apiBase: instance.getConfig().apiBase,
    alert: (message) => instance.toast(message, 'error'),
    engine: voice.engine,
    voiceExplanation: voice.explanation,
  });
  if (!visible) return null;
  if (!features) return fallback;
  return (
    <SpeechChatControls
      features={features}
      panelOpen={panel.open && !panel.minimised}
      openRequested={openRequested}
      onOpenTaken={onOpenTaken}
    />
  );
}
