import { MESSAGE_VERSIONS_MAX, toStoredMessage } from '@edu/api-client';
import * as z from 'zod/mini';
import type { Conversation } from '../api/assistant-api';

/**
 * The SPEC §3 "conversations list" localStorage entry: one user's list, so the panel can show it the
 * moment it opens and refresh it from the server afterwards. Whatever is stored is read as untrusted
 * (another script on the page, an older widget, a hand edit): only what this schema accepts is shown,
 * unknown keys are dropped, and an entry of another uid is never shown.
 *
 * Loaded with the panel, not the launcher (zod stays out of the first load).
 */

/** Bumped when the stored shape changes; an entry of another version is dropped. */
export const CONVERSATION_CACHE_VERSION = 1;
/** More than the server would list for one user; a longer stored list is refused as tampered. */
export const CONVERSATION_CACHE_MAX_ENTRIES = 500;

const cachedVersionSchema = z.object({ id: z.string(), content: z.string(), reasoning: z.optional(z.string()) });

const cachedMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string(),
  reasoning: z.optional(z.string()),
  // Issue #16: the message's stable id and the answer's versions.
  id: z.optional(z.string()),
  versions: z.optional(z.array(cachedVersionSchema).check(z.maxLength(MESSAGE_VERSIONS_MAX))),
});

const cachedConversationSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  title: z.string().check(z.maxLength(200)),
  messages: z.array(cachedMessageSchema),
});

/** The stored entry: `{ version, uid, conversations }`. */
export const conversationCacheSchema = z.object({
  version: z.literal(CONVERSATION_CACHE_VERSION),
  uid: z.string().check(z.minLength(1)),
  conversations: z.array(cachedConversationSchema).check(z.maxLength(CONVERSATION_CACHE_MAX_ENTRIES)),
});

/**
 * What a stored entry means for `uid`: its list (`hit`), nothing stored (`empty`), or an entry to remove
 * because it belongs to another user (`other-user`) or is not one this widget wrote (`invalid`).
 */
export type ConversationCacheRead =
  | { kind: 'hit'; conversations: Conversation[] }
  | { kind: 'empty' }
  | { kind: 'other-user' }
  | { kind: 'invalid' };

/** Reads the stored text for `uid`. Never throws. */
export function readConversationCache(raw: string | null, uid: string): ConversationCacheRead {
  if (raw === null) return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'invalid' };
  }
  const parsed = conversationCacheSchema.safeParse(value);
  if (!parsed.success) return { kind: 'invalid' };
  if (parsed.data.uid !== uid) return { kind: 'other-user' };
  const conversations = parsed.data.conversations.map(
    (conversation): Conversation => ({
      id: conversation.id,
      title: conversation.title,
      messages: conversation.messages.map(toStoredMessage),
    }),
  );
  return { kind: 'hit', conversations };
}

/** The text to store for `uid`'s list. Page-only conversations (no uid when made) are left out. */
export function serializeConversationCache(uid: string, conversations: readonly Conversation[]): string {
  return JSON.stringify({
    version: CONVERSATION_CACHE_VERSION,
    uid,
    conversations: conversations
      .filter((conversation) => !conversation.id.startsWith('local-'))
      .slice(0, CONVERSATION_CACHE_MAX_ENTRIES),
  });
}
