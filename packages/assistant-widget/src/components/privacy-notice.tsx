import { useMemo } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useChatSnapshot } from '../hooks/use-chat-snapshot';
import { maskedKindsIn, maskedNotice } from '../logic/masked-kinds';

/**
 * Tells the user, once per conversation, what personal data the server hides from the model (issue 35):
 * one line under the messages naming the kinds found in this conversation's questions.
 */
export function PrivacyNotice() {
  const { instance } = useAssistant();
  const { messages } = useChatSnapshot();
  const name = instance.getConfig().user?.name;
  const kinds = useMemo(() => maskedKindsIn(messages, name ? [name] : []), [messages, name]);
  if (kinds.length === 0) return null;
  return (
    <p part="privacy-notice" role="note" className="shrink-0 bg-amber-50 px-3 py-1.5 text-xs text-amber-900">
      {maskedNotice(kinds)}
    </p>
  );
}
