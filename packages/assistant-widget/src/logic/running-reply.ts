import { parseJson } from '@edu/api-client';

/** The conversation whose reply was running when the page went, and whose it is. */
export interface RunningReply {
  uid: string;
  conversationId: string;
}

/** What localStorage holds under STORAGE_KEY_RUNNING_REPLY; anything else reads as nothing. */
export function parseRunningReply(stored: string | null): RunningReply | undefined {
  if (stored === null) return undefined;
  const parsed = parseJson(stored);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return undefined;
  const { uid, conversationId } = parsed.value as Record<string, unknown>;
  return typeof uid === 'string' && typeof conversationId === 'string' && uid !== '' && conversationId !== ''
    ? { uid, conversationId }
    : undefined;
}

/** The stored form of {@link RunningReply}. */
export function serializeRunningReply(reply: RunningReply): string {
  return JSON.stringify({ uid: reply.uid, conversationId: reply.conversationId });
}
