import type { Kysely } from 'kysely';

/**
 * Reply jobs (issue 34): a streamed chat reply runs on the server whether or not its page is there, and any
 * copy can serve a page that rejoins it.
 * - `chat_replies`: one row per reply: whose, which conversation answer it writes, which copy runs it,
 *   its state (`running`, then `done`, `stopped` or `interrupted`) and a stop asked through another copy;
 * - `chat_reply_events`: its numbered events (answer and reasoning text, or an error), stored in groups
 *   (one row per reply every CHAT_REPLY_STORE_INTERVAL_MS), read by a page that rejoins after event n;
 * - `server_copies`: each running copy's last report, so that the replies of a copy gone silent are ended.
 * Times are epoch milliseconds (compared, never parsed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_replies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('conversation_id', 'integer')
    .addColumn('answer_id', 'text')
    .addColumn('regenerated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    // The event a stop asked through another copy cuts the answer at (-1: wherever it is).
    .addColumn('stop_after', 'bigint')
    .addColumn('last_event_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('chat_replies_uid_state').on('chat_replies').columns(['uid', 'state']).execute();
  await db.schema.createIndex('chat_replies_owner_state').on('chat_replies').columns(['owner', 'state']).execute();
  await db.schema
    .createIndex('chat_replies_state_finished_at')
    .on('chat_replies')
    .columns(['state', 'finished_at'])
    .execute();
  await db.schema
    .createTable('chat_reply_events')
    .addColumn('reply_id', 'text', (col) => col.notNull())
    .addColumn('first_seq', 'integer', (col) => col.notNull())
    .addColumn('last_seq', 'integer', (col) => col.notNull())
    // The events first_seq..last_seq as JSON: [[seq, content, reasoning, error or null], …].
    .addColumn('events', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_reply_events_pk', ['reply_id', 'first_seq'])
    .execute();
  await db.schema
    .createTable('server_copies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('heartbeat_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_copies').execute();
  await db.schema.dropTable('chat_reply_events').execute();
  await db.schema.dropTable('chat_replies').execute();
}
