import type { Kysely } from 'kysely';

/**
 * The platform console (issue 32), the same DDL on SQLite and PostgreSQL. Beside the portal's tables, so
 * that every public query and every demo row keeps its shape:
 * - `content_states`: an article's console state (draft, scheduled, published, withdrawn); a row without
 *   one is published, as every item written before the console was;
 * - `admin_versions`: the edit version of each item the console edits (`article:<id>`, `person:<uid>`,
 *   `site`…), bumped by every write that names the version it loaded (optimistic concurrency);
 * - `password_resets`: accounts whose password an administrator reset, until the person changes it;
 * - `admin_audit_log`: every administrative write, append-only;
 * - `admin_notices`: the notices sent (each recipient's copy is a row of `portal_messages`);
 * - `resource_submissions`: files teachers contribute to the resource centre, waiting for review;
 * - `stat_daily`, `stat_active_users`: daily counts the dashboard reads (visits; who was active).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_states')
    .addColumn('content_id', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('content_states_status').on('content_states').column('status').execute();
  await db.schema
    .createTable('admin_versions')
    .addColumn('target', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('uid', 'text', (col) => col.primaryKey())
    .addColumn('reset_at', 'text', (col) => col.notNull())
    .addColumn('reset_by_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_uid', 'text', (col) => col.notNull())
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('target_label', 'text', (col) => col.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('admin_audit_log_at').on('admin_audit_log').column('at').execute();
  await db.schema
    .createTable('admin_notices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('audience_kind', 'text', (col) => col.notNull())
    .addColumn('audience_value', 'text', (col) => col.notNull())
    .addColumn('audience_label', 'text', (col) => col.notNull())
    .addColumn('recipient_count', 'integer', (col) => col.notNull())
    .addColumn('sender_uid', 'text', (col) => col.notNull())
    .addColumn('sender_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('resource_submissions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('uploader_uid', 'text', (col) => col.notNull())
    .addColumn('uploader_name', 'text', (col) => col.notNull())
    .addColumn('school_id', 'text')
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_ext', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('phase_id', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reviewer_name', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text', (col) => col.notNull())
    .addColumn('file_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('resource_submissions_status').on('resource_submissions').column('status').execute();
  await db.schema
    .createTable('stat_daily')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stat_daily_pk', ['day', 'metric'])
    .execute();
  await db.schema
    .createTable('stat_active_users')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('uid', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('stat_active_users_pk', ['day', 'uid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'stat_active_users',
    'stat_daily',
    'resource_submissions',
    'admin_notices',
    'admin_audit_log',
    'password_resets',
    'admin_versions',
    'content_states',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
