import { createContext, useContext } from 'react';
import type { ShellVoice } from '../shell/create-shell-voice';
import type { AssistantInstance } from '../state/create-assistant-instance';

export interface AssistantContextValue {
  instance: AssistantInstance;
  /** Element inside the shadow root where dialogs and popovers portal to (never document.body). */
  portalContainer: HTMLElement | null;
  /** The shadow root, for its activeElement (document.activeElement is only the host). */
  root: ShadowRoot | Document;
  /**
   * The widget's voice, held by its launcher (issue #36): the voice explanation both '语音讲解' buttons
   * drive, and the speech engine the speech chat and 朗读本页 read on.
   */
  voice: ShellVoice;
}

export const AssistantContext = createContext<AssistantContextValue | null>(null);

/** The widget instance this component belongs to. */
export function useAssistant(): AssistantContextValue {
  const value = useContext(AssistantContext);
  if (!value) throw new Error('Assistant components must render inside <AssistantRoot>.');
  return value;
}
