import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database-dialect';

/**
 * What several server copies must share beyond the tables they already had (issue 12):
 * - `video_quota_days`: video generations per user per UTC day, taken by one conditional upsert so a
 *   burst cannot pass the quota;
 * - `rate_limit_windows`: per-key request counts of fixed windows, the rate limits kept in PostgreSQL;
 * - `guide_changes`: an append-only log of the offline guide's document changes, replayed by every copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('video_quota_days')
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('video_quota_days_pk', ['uid', 'day'])
    .execute();
  // Days already counted by the jobs started before this table existed.
  await sql`insert into video_quota_days (uid, day, used) select uid, day, count(*) from video_jobs group by uid, day`.execute(
    db,
  );
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('window_key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    // Epoch milliseconds: compared with a number, never parsed.
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_expires_at').on('rate_limit_windows').column('expires_at').execute();
  await db.schema
    .createTable('guide_changes')
    .addColumn('seq', postgres ? 'serial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('document_id', 'text', (col) => col.notNull())
    // The document as JSON; null removes it.
    .addColumn('document', 'text')
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guide_changes').execute();
  await db.schema.dropTable('rate_limit_windows').execute();
  await db.schema.dropTable('video_quota_days').execute();
}
