import { type Kysely, PostgresAdapter } from 'kysely';

/** Users, conversations, feedback and video jobs; the same DDL for SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The one dialect difference: an auto-numbered key is `serial` in PostgreSQL.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';

  await db.schema
    .createTable('users')
    .addColumn('uid', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('role_id', 'text', (col) => col.notNull())
    .addColumn('role_name', 'text', (col) => col.notNull())
    .addColumn('school_name', 'text', (col) => col.notNull())
    .addColumn('organ_name', 'text', (col) => col.notNull())
    .addColumn('organ_id', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('avatar', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', idType, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('messages', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('conversations_uid_updated').on('conversations').columns(['uid', 'updated_at']).execute();

  await db.schema
    .createTable('feedback_records')
    .addColumn('id', idType, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('conversation_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('pair_key', 'text', (col) => col.notNull())
    .addColumn('messages', 'text', (col) => col.notNull())
    .addColumn('error_code', 'text')
    .addColumn('error_content', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // A like and a dislike of the same answer cannot coexist (SPEC §5): the database enforces it, so two
  // racing requests cannot both succeed.
  await db.schema
    .createIndex('feedback_one_per_pair')
    .on('feedback_records')
    .columns(['conversation_id', 'pair_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('dislike_reasons')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await (db as Kysely<{ dislike_reasons: { code: string; name: string; sort_order: number } }>)
    .insertInto('dislike_reasons')
    .values([
      { code: 'inaccurate', name: '内容不准确', sort_order: 1 },
      { code: 'irrelevant', name: '答非所问', sort_order: 2 },
      { code: 'unsafe', name: '有害或不安全', sort_order: 3 },
      { code: 'format', name: '格式错误', sort_order: 4 },
      { code: 'other', name: '其他', sort_order: 5 },
    ])
    .execute();

  await db.schema
    .createTable('video_jobs')
    .addColumn('request_id', 'text', (col) => col.primaryKey())
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('video_jobs_uid_day').on('video_jobs').columns(['uid', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['video_jobs', 'dislike_reasons', 'feedback_records', 'conversations', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
