import { createHash } from 'node:crypto';

/** A message as feedback records carry it (role and content decide identity; reasoning does not). */
export interface PairMessage {
  role: string;
  content: string;
}

/**
 * The identity of "the same answer" for feedback: a hash of the pair's roles and contents. A like and a
 * dislike with the same key in one conversation cannot coexist.
 */
export function feedbackPairKey(messages: readonly PairMessage[]): string {
  const canonical = JSON.stringify(messages.map((message) => [message.role, message.content]));
  return createHash('sha256').update(canonical).digest('hex');
}
