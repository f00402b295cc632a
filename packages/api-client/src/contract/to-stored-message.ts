import type { ChatMessage, MessageVersion } from './chat-message';

/**
 * A message as a request body stores it: role, content and, when present, the reasoning with its
 * thinking time (issue #30), the message id and the answer's versions (issue #16), the reply it is being
 * written by and whether that reply was interrupted (issue 34), with no other keys, so the strict request
 * schema of the AI service accepts it when it is saved again.
 */
export function toStoredMessage(message: ChatMessage): ChatMessage {
  const stored: ChatMessage = { role: message.role, content: message.content };
  if (message.role === 'assistant' && message.reasoning !== undefined) stored.reasoning = message.reasoning;
  if (message.role === 'assistant' && message.thinkingMs !== undefined) stored.thinkingMs = message.thinkingMs;
  if (message.id) stored.id = message.id;
  if (message.role === 'assistant' && message.versions && message.versions.length > 0) {
    stored.versions = message.versions.map(({ id, content, reasoning, thinkingMs }) => {
      const version: MessageVersion = { id, content };
      if (reasoning) version.reasoning = reasoning;
      if (thinkingMs !== undefined) version.thinkingMs = thinkingMs;
      return version;
    });
  }
  if (message.role === 'assistant' && message.replyId) stored.replyId = message.replyId;
  if (message.role === 'assistant' && message.interrupted) stored.interrupted = true;
  return stored;
}
