import type { ChatMessage } from '@edu/api-client';

/**
 * A new message id: 12 random bytes in base 36 chunks. `crypto.getRandomValues` works on plain-HTTP
 * county sites too (`randomUUID` needs a secure context). Prefixed so it never equals a legacy id.
 */
export function createMessageId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)) {
  return `m-${Array.from(random(new Uint8Array(12)), (byte) => byte.toString(36).padStart(2, '0')).join('')}`;
}

/**
 * Gives every message of a loaded conversation an id. Messages saved before ids existed get one from
 * their position (`legacy-3`): conversations only grow at the end, so the id stays the same at every
 * load until the conversation is saved with it.
 */
export function withMessageIds(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.map((message, index) => (message.id ? message : { ...message, id: `legacy-${index}` }));
}
