import type { ChatMessage } from '@edu/api-client';

/** Index of the last assistant message, the only one that may be regenerated (SPEC §2). */
export function lastAssistantIndex(messages: readonly ChatMessage[]): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]?.role === 'assistant') return index;
  }
  return -1;
}

export type RegenerateSelection =
  | { kind: 'resend' /** Messages kept: everything up to and including the latest user question. */; keep: number }
  | { kind: 'no-question' }
  | { kind: 'not-allowed' };

/**
 * SPEC §5: regenerate resends everything up to the latest user message; without one the
 * message becomes '无法重新生成，没有找到用户提问。'. Only the last assistant message qualifies.
 */
export function selectRegenerate(messages: readonly ChatMessage[], index: number): RegenerateSelection {
  if (index !== lastAssistantIndex(messages)) return { kind: 'not-allowed' };
  for (let cursor = messages.length - 1; cursor >= 0; cursor -= 1) {
    if (messages[cursor]?.role === 'user') return { kind: 'resend', keep: cursor + 1 };
  }
  return { kind: 'no-question' };
}

/** The user question an assistant answer replies to: the nearest user message before it. */
export function findQuestionFor(messages: readonly ChatMessage[], index: number): ChatMessage | undefined {
  for (let cursor = index - 1; cursor >= 0; cursor -= 1) {
    const message = messages[cursor];
    if (message?.role === 'user') return message;
  }
  return undefined;
}

/** What the model sees: user and assistant turns only, reasoning stripped (issue #4). */
export function toModelMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .filter((message) => message.role === 'user' || message.role === 'assistant')
    .map((message) => ({ role: message.role, content: message.content }));
}
