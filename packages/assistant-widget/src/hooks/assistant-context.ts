import { createContext, useContext } from 'react';
import type { AssistantInstance } from '../state/create-assistant-instance';

export interface AssistantContextValue {
  instance: AssistantInstance;
  /** Element inside the shadow root where dialogs and popovers portal to (never document.body). */
  portalContainer: HTMLElement | null;
  /** The shadow root, for its activeElement (document.activeElement is only the host). */
  root: ShadowRoot | Document;
}

export const AssistantContext = createContext<AssistantContextValue | null>(null);

/** The widget instance this component belongs to. */
export function useAssistant(): AssistantContextValue {
  const value = useContext(AssistantContext);
  if (!value) throw new Error('Assistant components must render inside <AssistantRoot>.');
  return value;
}
