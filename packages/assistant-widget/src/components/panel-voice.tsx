import { useAtomValue } from 'jotai';
import { useAssistant } from '../hooks/assistant-context';
import { useLocationPath } from '../hooks/use-location-path';
import { panelAtom } from '../state/panel-atoms';
import { useVoiceFeatures } from '../voice/use-voice-features';
import { VoiceFeatures } from '../voice/voice-features';

/**
 * The panel header's voice controls (SPEC §2 voice explanation, §4 speech chat), in their own chunk:
 * @edu/speech and the speech-chat dialog load with the panel, never with the launcher. The sessions
 * live as long as the panel is open; the controls show only while it is not minimised, and hiding or
 * unmounting them stops any reading (SPEC §4: collapsing stops voice playback).
 */
export default function PanelVoice({ visible }: { visible: boolean }) {
  const { instance } = useAssistant();
  const panel = useAtomValue(panelAtom, { store: instance.store });
  const voice = useVoiceFeatures({
    apiBase: instance.getConfig().apiBase,
    getToken: () => instance.getConfig().user?.token,
    alert: (message) => instance.toast(message, 'error'),
  });
  const pathname = useLocationPath();
  if (!voice || !visible) return null;
  return <VoiceFeatures pathname={pathname} features={voice} panelOpen={panel.open && !panel.minimised} />;
}
