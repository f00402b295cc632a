import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { parseJson } from '../../http/parse-json';
import { feedbackPairKey, type PairMessage } from './feedback-pair-key';

/** A like or dislike record as the API returns it. */
export interface FeedbackRecord {
  id: number;
  conversationId: number;
  messages: PairMessage[];
  createdAt: string;
  /** Dislikes only. */
  error_code?: string | null;
  error_content?: string | null;
}

/** A dislike reason of the feedback dialog. */
export interface DislikeReason {
  code: string;
  name: string;
}

/** The result of adding feedback: the new id, or a conflict with existing feedback on the same answer. */
export type AddFeedbackResult = { ok: true; id: number } | { ok: false; conflict: true };

const pairSchema = z.array(z.object({ role: z.string(), content: z.string() }));

function toRecord(row: Selectable<Database['feedback_records']>): FeedbackRecord {
  const parsed = parseJson(row.messages);
  const messages = parsed.ok ? pairSchema.safeParse(parsed.value) : undefined;
  const record: FeedbackRecord = {
    id: row.id,
    conversationId: row.conversation_id,
    messages: messages?.success ? messages.data : [],
    createdAt: row.created_at,
  };
  if (row.kind === 'dislike') {
    record.error_code = row.error_code;
    record.error_content = row.error_content;
  }
  return record;
}

/** SQLite and PostgreSQL report a unique-constraint violation differently. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}

/** Likes and dislikes, scoped by the uid that created them. */
export function createFeedbackStore(db: Kysely<Database>) {
  return {
    /**
     * Adds a like or dislike. The unique index on (conversation, pair) makes a second record on the same
     * answer fail, whichever kind it is, so concurrent requests cannot create a like and a dislike.
     */
    async add(input: {
      uid: string;
      conversationId: number;
      kind: 'like' | 'dislike';
      messages: readonly PairMessage[];
      errorCode?: string | null;
      errorContent?: string | null;
    }): Promise<AddFeedbackResult> {
      try {
        const row = await db
          .insertInto('feedback_records')
          .values({
            uid: input.uid,
            conversation_id: input.conversationId,
            kind: input.kind,
            pair_key: feedbackPairKey(input.messages),
            messages: JSON.stringify(input.messages.map(({ role, content }) => ({ role, content }))),
            error_code: input.errorCode ?? null,
            error_content: input.errorContent ?? null,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, id: row.id };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, conflict: true };
        throw error;
      }
    },

    async listByConversation(kind: 'like' | 'dislike', conversationId: number, uid: string): Promise<FeedbackRecord[]> {
      const rows = await db
        .selectFrom('feedback_records')
        .selectAll()
        .where('kind', '=', kind)
        .where('conversation_id', '=', conversationId)
        .where('uid', '=', uid)
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toRecord);
    },

    /** Deletes one of the user's records of this kind; false when there is none with this id. */
    async delete(kind: 'like' | 'dislike', id: number, uid: string): Promise<boolean> {
      const result = await db
        .deleteFrom('feedback_records')
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async dislikeReasons(): Promise<DislikeReason[]> {
      return db.selectFrom('dislike_reasons').select(['code', 'name']).orderBy('sort_order', 'asc').execute();
    },
  };
}

/** The feedback store's interface. */
export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
