import type { ReplyState, ReplyTurn } from '@edu/api-client';
import type { Kysely, Transaction } from 'kysely';
import { STORED_CONVERSATION_MAX_MESSAGES } from '../../constants';
import { isPostgres } from '../../db/database-dialect';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { readStoredMessages, type StoredMessage } from '../conversations/conversation-store';
import { groupRows, ROWS_PER_STATEMENT, recordsOf } from './reply-event-rows';
import type { ReplyRecord } from './reply-record';
import { appendReplyTurn, type StoredAnswer, writeReplyAnswer } from './reply-turn';

/** A reply job as stored. */
export interface StoredReply {
  id: string;
  uid: string;
  conversationId: number | null;
  regenerated: boolean;
  owner: string;
  state: ReplyState;
  /** A stop asked through another copy: the event to cut the answer at (-1: wherever it is). */
  stopAfter: number | null;
  lastEventId: number;
  /** When the owner last reported (epoch ms), for a running reply; undefined when it never did. */
  ownerSeenAt: number | undefined;
}

/** A reply to begin: who asks, which copy runs it, and the turn to store it in. */
export interface NewReply {
  id: string;
  uid: string;
  owner: string;
  turn: ReplyTurn | undefined;
}

/** The end of a reply to store: its state, and the answer to write into its conversation. */
export interface FinishedReply {
  id: string;
  /** The conversation the answer goes into; null for a reply stored nowhere. */
  conversationId: number | null;
  state: Exclude<ReplyState, 'running'>;
  lastEventId: number;
  answer: StoredAnswer;
}

/** Limits {@link ReplyStore.begin} enforces. */
interface BeginLimits {
  /** Replies this copy has ended whose end is not stored yet: they no longer count as running. */
  endedNotStored: readonly string[];
  /** The user's running replies when this copy knows them all (SQLite: one copy); else the database counts. */
  runningHere?: number | undefined;
  /** CHAT_MAX_CONCURRENT_STREAMS_PER_USER. */
  maxRunningPerUser: number;
  /** CONVERSATIONS_MAX_PER_USER, for a turn that creates its conversation. */
  maxConversationsPerUser: number;
}

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** The reply job store's interface; see {@link createReplyStore}. */
export type ReplyStore = ReturnType<typeof createReplyStore>;

/**
 * Reply jobs in the database (issue 34), the same on SQLite and PostgreSQL: a reply's row (begun with its
 * conversation turn in one transaction, ended with its answer written into the conversation in another),
 * its numbered events, and each copy's last report. Times are epoch milliseconds from `now`.
 */
export function createReplyStore(db: Kysely<Database>, now: () => number = Date.now) {
  const postgres = isPostgres(db);

  /** Reads the conversation the reply writes into, locked until the transaction ends (PostgreSQL). */
  const readConversation = async (trx: Transaction<Database>, id: number, uid: string) => {
    let query = trx.selectFrom('conversations').select(['messages']).where('id', '=', id).where('uid', '=', uid);
    if (postgres) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? readStoredMessages(row.messages) : undefined;
  };
  const writeConversation = (trx: Transaction<Database>, id: number, messages: StoredMessage[], title?: string) =>
    trx
      .updateTable('conversations')
      .set({
        messages: JSON.stringify(messages),
        updated_at: new Date(now()).toISOString(),
        ...(title ? { title } : {}),
      })
      .where('id', '=', id)
      .execute();

  /** Stores the turn of a new reply; the conversation's id (a new one when the turn has none). */
  const storeTurn = async (trx: Transaction<Database>, reply: NewReply, turn: ReplyTurn, limits: BeginLimits) => {
    if (turn.conversationId !== undefined) {
      const id = Number(turn.conversationId);
      const messages = Number.isSafeInteger(id) ? await readConversation(trx, id, reply.uid) : undefined;
      if (!messages) throw new HttpError(404, 'reply.conversationId: 对话不存在');
      const next = appendReplyTurn(messages, turn, reply.id);
      if (next.length > STORED_CONVERSATION_MAX_MESSAGES) {
        throw new HttpError(400, `对话已有 ${STORED_CONVERSATION_MAX_MESSAGES} 条消息，请新建对话后再问`);
      }
      await writeConversation(trx, id, next, turn.title);
      return id;
    }
    const count = await trx
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('uid', '=', reply.uid)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= limits.maxConversationsPerUser) {
      throw new HttpError(
        409,
        `对话数量已达上限（每位用户最多保存 ${limits.maxConversationsPerUser} 个），请删除不需要的旧对话后再新建`,
      );
    }
    const at = new Date(now()).toISOString();
    const created = await trx
      .insertInto('conversations')
      .values({
        uid: reply.uid,
        title: turn.title,
        messages: JSON.stringify(appendReplyTurn([], turn, reply.id)),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  };

  /** The user's running replies, less those this copy ended and has not stored yet. */
  async function countRunning(uid: string, endedNotStored: readonly string[]): Promise<number> {
    let query = db
      .selectFrom('chat_replies')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('uid', '=', uid)
      .where('state', '=', 'running');
    if (endedNotStored.length > 0) query = query.where('id', 'not in', endedNotStored);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  }

  /** Replies with their owners' last reports. */
  async function getMany(ids: readonly string[]): Promise<StoredReply[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('chat_replies')
      .leftJoin('server_copies', 'server_copies.id', 'chat_replies.owner')
      .select([
        'chat_replies.id',
        'chat_replies.uid',
        'chat_replies.conversation_id',
        'chat_replies.regenerated',
        'chat_replies.owner',
        'chat_replies.state',
        'chat_replies.stop_after',
        'chat_replies.last_event_id',
        'server_copies.heartbeat_at',
      ])
      .where('chat_replies.id', 'in', ids)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      uid: row.uid,
      conversationId: row.conversation_id,
      regenerated: row.regenerated === 1,
      owner: row.owner,
      state: row.state,
      stopAfter: asNumber(row.stop_after),
      lastEventId: row.last_event_id,
      ownerSeenAt: asNumber(row.heartbeat_at) ?? undefined,
    }));
  }

  return {
    /**
     * Begins a reply: checks the user's running replies against the cap, then stores the turn (when given)
     * and the running reply in one transaction (a reply without a turn is one insert). Resolves with the
     * conversation's id, or `busy` at the cap; a turn the conversation cannot take throws an HttpError (404,
     * 400, 409). Replies started at the same moment through several copies may pass the cap by a few, as
     * conversations do (a limit on load, not a quota).
     */
    async begin(reply: NewReply, limits: BeginLimits): Promise<{ conversationId: number | null } | 'busy'> {
      if ((limits.runningHere ?? (await countRunning(reply.uid, limits.endedNotStored))) >= limits.maxRunningPerUser) {
        return 'busy';
      }
      const row = (conversationId: number | null) => ({
        id: reply.id,
        uid: reply.uid,
        conversation_id: conversationId,
        answer_id: reply.turn?.answerId ?? null,
        regenerated: reply.turn?.regenerates === undefined ? 0 : 1,
        owner: reply.owner,
        state: 'running' as const,
        stop_after: null,
        last_event_id: 0,
        created_at: now(),
        finished_at: null,
      });
      const { turn } = reply;
      if (!turn) {
        await db.insertInto('chat_replies').values(row(null)).execute();
        return { conversationId: null };
      }
      return db.transaction().execute(async (trx) => {
        const conversationId = await storeTurn(trx, reply, turn, limits);
        await trx.insertInto('chat_replies').values(row(conversationId)).execute();
        return { conversationId };
      });
    },

    /**
     * Stores a batch of the journal in one transaction (one commit for all of a copy's replies in an
     * interval): each reply's new events as one row, then the ends of replies: each one's state, and its
     * answer written into its conversation. A row a lost commit may already have stored is replaced by the
     * longer one. An end also overrides an `interrupted` that another copy wrote while this one could not
     * report (the database was away), since the copy that ran the reply has all of it.
     */
    async write(batch: { events: readonly (ReplyRecord & { replyId: string })[]; finished: readonly FinishedReply[] }) {
      const rows = groupRows(batch.events);
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          await trx
            .insertInto('chat_reply_events')
            .values(rows.slice(start, start + ROWS_PER_STATEMENT))
            .onConflict((conflict) =>
              conflict
                .columns(['reply_id', 'first_seq'])
                .doUpdateSet((eb) => ({ last_seq: eb.ref('excluded.last_seq'), events: eb.ref('excluded.events') }))
                .where((eb) => eb('excluded.last_seq', '>', eb.ref('chat_reply_events.last_seq'))),
            )
            .execute();
        }
        for (const reply of batch.finished) {
          const ended = trx
            .updateTable('chat_replies')
            .set({ state: reply.state, last_event_id: reply.lastEventId, finished_at: now() })
            .where('id', '=', reply.id)
            .where('state', 'in', ['running', 'interrupted']);
          if (reply.conversationId === null) {
            await ended.execute();
            continue;
          }
          const row = await ended.returning(['uid']).executeTakeFirst();
          const messages = row ? await readConversation(trx, reply.conversationId, row.uid) : undefined;
          if (messages) {
            await writeConversation(trx, reply.conversationId, writeReplyAnswer(messages, reply.id, reply.answer));
          }
        }
      });
    },

    /**
     * Ends a running reply as interrupted, from its stored events (its copy is gone); false when it had
     * already ended. Exactly one of several copies doing this at once succeeds.
     */
    async interrupt(
      id: string,
      answerOf: (records: ReplyRecord[], regenerated: boolean) => StoredAnswer,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const records = (
          await trx
            .selectFrom('chat_reply_events')
            .selectAll()
            .where('reply_id', '=', id)
            .orderBy('first_seq')
            .execute()
        ).flatMap(recordsOf);
        const row = await trx
          .updateTable('chat_replies')
          .set({ state: 'interrupted', last_event_id: records.at(-1)?.seq ?? 0, finished_at: now() })
          .where('id', '=', id)
          .where('state', '=', 'running')
          .returning(['uid', 'conversation_id', 'regenerated'])
          .executeTakeFirst();
        if (!row) return false;
        if (row.conversation_id !== null) {
          const messages = await readConversation(trx, row.conversation_id, row.uid);
          const answer = answerOf(records, row.regenerated === 1);
          if (messages) await writeConversation(trx, row.conversation_id, writeReplyAnswer(messages, id, answer));
        }
        return true;
      });
    },

    /** A reply of `uid` (any reply when `uid` is undefined), with its owner's last report. */
    async get(id: string, uid?: string): Promise<StoredReply | undefined> {
      const [row] = await getMany([id]);
      return row && (uid === undefined || row.uid === uid) ? row : undefined;
    },

    /** Several replies with their owners' last reports (a copy following replies that others run). */
    getMany,

    /** The events of several replies after the event each names, in order per reply. */
    async eventsAfter(after: ReadonlyMap<string, number>): Promise<Map<string, ReplyRecord[]>> {
      const found = new Map<string, ReplyRecord[]>();
      if (after.size === 0) return found;
      const rows = await db
        .selectFrom('chat_reply_events')
        .selectAll()
        .where((eb) =>
          eb.or([...after].map(([replyId, seq]) => eb.and([eb('reply_id', '=', replyId), eb('last_seq', '>', seq)]))),
        )
        .orderBy('reply_id')
        .orderBy('first_seq')
        .execute();
      for (const row of rows) {
        const from = after.get(row.reply_id) ?? 0;
        const list = found.get(row.reply_id) ?? [];
        for (const record of recordsOf(row)) {
          // Each event once, in order, even where a longer row was stored over a shorter one.
          if (record.seq > from && record.seq > (list.at(-1)?.seq ?? 0)) list.push(record);
        }
        found.set(row.reply_id, list);
      }
      return found;
    },

    /** Asks the copy running the reply to stop it at event `after` (-1: wherever it is); false when not running. */
    async requestStop(id: string, uid: string, after: number): Promise<boolean> {
      const result = await db
        .updateTable('chat_replies')
        .set({ stop_after: after })
        .where('id', '=', id)
        .where('uid', '=', uid)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Stops asked through other copies for the replies `owner` runs. */
    async stopRequests(owner: string): Promise<{ id: string; stopAfter: number }[]> {
      const rows = await db
        .selectFrom('chat_replies')
        .select(['id', 'stop_after'])
        .where('owner', '=', owner)
        .where('state', '=', 'running')
        .where('stop_after', 'is not', null)
        .execute();
      return rows.map((row) => ({ id: row.id, stopAfter: Number(row.stop_after) }));
    },

    /** Records that copy `owner` is alive. */
    async heartbeat(owner: string): Promise<void> {
      await db
        .insertInto('server_copies')
        .values({ id: owner, heartbeat_at: now() })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ heartbeat_at: now() }))
        .execute();
    },

    /**
     * Running replies whose copy has not reported since `silentSince` (or never did), other than `self`'s;
     * with `anyOwner`, every running reply but `self`'s (SQLite: one copy, so any other was a previous run).
     */
    async orphans(self: string, silentSince: number, anyOwner = false): Promise<string[]> {
      let query = db
        .selectFrom('chat_replies')
        .leftJoin('server_copies', 'server_copies.id', 'chat_replies.owner')
        .select('chat_replies.id')
        .where('chat_replies.state', '=', 'running')
        .where('chat_replies.owner', '!=', self);
      if (!anyOwner) {
        query = query.where((eb) =>
          eb.or([eb('server_copies.heartbeat_at', 'is', null), eb('server_copies.heartbeat_at', '<', silentSince)]),
        );
      }
      return (await query.execute()).map((row) => row.id);
    },

    /** Deletes replies finished before `before` with their events, and copies silent since then. */
    async purge(before: number): Promise<number> {
      const old = db
        .selectFrom('chat_replies')
        .select('id')
        .where('state', '!=', 'running')
        .where('finished_at', '<', before);
      await db.deleteFrom('chat_reply_events').where('reply_id', 'in', old).execute();
      const deleted = await db
        .deleteFrom('chat_replies')
        .where('state', '!=', 'running')
        .where('finished_at', '<', before)
        .executeTakeFirst();
      await db.deleteFrom('server_copies').where('heartbeat_at', '<', before).execute();
      return Number(deleted.numDeletedRows);
    },
  };
}
