import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useLocationPath } from '../hooks/use-location-path';
import { panelAtom } from '../state/panel-atoms';
import { sharedSpeechEngine } from '../voice/shared-speech-engine';
import { useVoiceFeatures } from '../voice/use-voice-features';
import { type VoiceAction, VoiceFeatures } from '../voice/voice-features';

export interface VoiceEngineProps {
  /** False while the panel is minimised: the buttons hide and reading stops, the sessions stay. */
  visible: boolean;
  /** The click that loaded this chunk, carried out once the sessions exist. */
  action: VoiceAction | null;
  onActionTaken(): void;
  /** What to show until the sessions exist (the panel's own buttons, in their loading state). */
  fallback: ReactNode;
}

/**
 * The speech engine of the panel header (@edu/speech, the providers, the speech chat), in its own
 * chunk that `PanelVoice` requests on the first click of a voice button, not when the panel opens.
 * The sessions live as long as the panel is open; hiding or unmounting the controls stops any
 * reading (SPEC §4: collapsing stops voice playback).
 */
export default function VoiceEngine({ visible, action, onActionTaken, fallback }: VoiceEngineProps) {
  const { instance } = useAssistant();
  const panel = useAtomValue(panelAtom);
  const voice = useVoiceFeatures({
    api: instance.api,
    apiBase: instance.getConfig().apiBase,
    alert: (message) => instance.toast(message, 'error'),
    engine: () => sharedSpeechEngine(instance),
  });
  const pathname = useLocationPath();
  if (!visible) return null;
  if (!voice) return fallback;
  return (
    <VoiceFeatures
      pathname={pathname}
      features={voice}
      panelOpen={panel.open && !panel.minimised}
      action={action}
      onActionTaken={onActionTaken}
    />
  );
}
