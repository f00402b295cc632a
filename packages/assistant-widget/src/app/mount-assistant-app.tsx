import { createRoot } from 'react-dom/client';
import type { AssistantShell } from '../shell/create-assistant-shell';
import { AssistantApp, type AssistantAppProps } from './assistant-app';

/**
 * Mounts the assistant's app for `<edu-assistant>` (the chunk its launcher imports on intent): a React
 * root on the shell's empty app slot, rendering through the shell's layers. Returns what unmounts it.
 */
export function mountAssistantApp(shell: AssistantShell, props: Omit<AssistantAppProps, 'shell'>): () => void {
  const root = createRoot(shell.appSlot);
  root.render(<AssistantApp shell={shell} {...props} />);
  return () => root.unmount();
}
