import type { ChatMessage } from './chat-message';

/**
 * A message as a request body stores it: role, content and, when present, the reasoning, the
 * message id and the answer's versions (issue #16), the reply it is being written by and whether that
 * reply was interrupted (issue 34), with no other keys, so the strict request schema
 * of the AI service accepts it when it is saved again.
 */
export function toStoredMessage(message: ChatMessage): ChatMessage {
  const stored: ChatMessage = { role: message.role, content: message.content };
  if (message.role === 'assistant' && message.reasoning !== undefined) stored.reasoning = message.reasoning;
  if (message.id) stored.id = message.id;
  if (message.role === 'assistant' && message.versions && message.versions.length > 0) {
    stored.versions = message.versions.map(({ id, content, reasoning }) =>
      reasoning ? { id, content, reasoning } : { id, content },
    );
  }
  if (message.role === 'assistant' && message.replyId) stored.replyId = message.replyId;
  if (message.role === 'assistant' && message.interrupted) stored.interrupted = true;
  return stored;
}
