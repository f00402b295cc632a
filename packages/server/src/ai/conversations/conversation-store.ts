import type { ChatMessage } from '@edu/api-client';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { parseJson } from '../../http/parse-json';

/**
 * A chat message as stored in a conversation: @edu/api-client's `ChatMessage` (`id` and `versions` are the
 * client's optional fields of issue #16, `thinkingMs` of issue #30, `replyId` and `interrupted` the reply
 * job's of issue 34).
 */
export type StoredMessage = ChatMessage;

/** A conversation as the API returns it (`messages` already parsed). */
export interface ConversationRecord {
  id: number;
  uid: string;
  title: string;
  messages: StoredMessage[];
  createdAt: string;
  updatedAt: string;
}

// Stored JSON was written by this server, but a row edited by hand must not crash a listing.
const storedMessagesSchema = z.array(
  z.object({
    role: z.enum(['user', 'assistant', 'system']),
    content: z.string(),
    reasoning: z.string().optional(),
    thinkingMs: z.number().optional(),
    id: z.string().optional(),
    versions: z
      .array(
        z.object({
          id: z.string(),
          content: z.string(),
          reasoning: z.string().optional(),
          thinkingMs: z.number().optional(),
        }),
      )
      .optional(),
    replyId: z.string().optional(),
    interrupted: z.boolean().optional(),
  }),
);

/** The messages of a stored conversation's JSON; none when a row edited by hand holds something else. */
export function readStoredMessages(json: string): StoredMessage[] {
  const parsed = parseJson(json);
  const messages = parsed.ok ? storedMessagesSchema.safeParse(parsed.value) : undefined;
  return messages?.success ? messages.data : [];
}

function toRecord(row: Selectable<Database['conversations']>): ConversationRecord {
  return {
    id: row.id,
    uid: row.uid,
    title: row.title,
    messages: readStoredMessages(row.messages),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Conversations of one user at a time: every query is scoped by uid, so another user's id is "not found". */
export function createConversationStore(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /** The user's conversations, most recently updated first; a page of them when `page` is given. */
    async list(uid: string, page?: { offset: number; limit: number }): Promise<ConversationRecord[]> {
      let query = db
        .selectFrom('conversations')
        .selectAll()
        .where('uid', '=', uid)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return (await query.execute()).map(toRecord);
    },

    /** How many conversations the user has stored (the per-user cap counts these). */
    async count(uid: string): Promise<number> {
      const row = await db
        .selectFrom('conversations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('uid', '=', uid)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async get(id: number, uid: string): Promise<ConversationRecord | undefined> {
      const row = await db
        .selectFrom('conversations')
        .selectAll()
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async create(uid: string, title: string, messages: readonly StoredMessage[]): Promise<number> {
      const at = now().toISOString();
      const row = await db
        .insertInto('conversations')
        .values({ uid, title, messages: JSON.stringify(messages), created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Replaces title and messages; false when the user has no conversation with this id. */
    async update(id: number, uid: string, title: string, messages: readonly StoredMessage[]): Promise<boolean> {
      const result = await db
        .updateTable('conversations')
        .set({ title, messages: JSON.stringify(messages), updated_at: now().toISOString() })
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the conversation and its feedback records; false when the user has none with this id. */
    async delete(id: number, uid: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('conversations')
          .where('id', '=', id)
          .where('uid', '=', uid)
          .executeTakeFirst();
        if (result.numDeletedRows === 0n) return false;
        await trx.deleteFrom('feedback_records').where('conversation_id', '=', id).execute();
        return true;
      });
    },
  };
}

/** The conversation store's interface. */
export type ConversationStore = ReturnType<typeof createConversationStore>;
