import type { CreateTableBuilder, Kysely } from 'kysely';

type Columns = [name: string, type: 'text' | 'integer', notNull: boolean][];

// Ids are text everywhere (seeded ids are numeric strings, created ones UUIDs), so no dialect-specific
// auto-increment is needed and the same DDL runs on SQLite and PostgreSQL.
const TABLES: Record<string, { columns: Columns; primaryKey: string[] }> = {
  portal_towns: {
    columns: [
      ['code', 'text', true],
      ['name', 'text', true],
      ['sort_order', 'integer', true],
    ],
    primaryKey: ['code'],
  },
  portal_schools: {
    columns: [
      ['id', 'text', true],
      ['name', 'text', true],
      ['town_code', 'text', true],
      ['phase_id', 'text', true],
      ['address', 'text', true],
      ['intro', 'text', true],
      ['motto', 'text', true],
      ['cover', 'text', true],
      ['student_count', 'integer', true],
      ['teacher_count', 'integer', true],
      ['practice', 'integer', true],
      ['view_count', 'integer', true],
    ],
    primaryKey: ['id'],
  },
  portal_teachers: {
    columns: [
      ['id', 'text', true],
      ['name', 'text', true],
      ['school_id', 'text', true],
      ['phase_id', 'text', true],
      ['subject_id', 'text', true],
      ['title', 'text', true],
      ['avatar', 'text', true],
      ['intro', 'text', true],
    ],
    primaryKey: ['id'],
  },
  portal_classes: {
    columns: [
      ['id', 'text', true],
      ['school_id', 'text', true],
      ['name', 'text', true],
      ['grade_id', 'text', true],
      ['phase_id', 'text', true],
      ['head_teacher_name', 'text', true],
      ['student_count', 'integer', true],
      ['school_year', 'text', true],
    ],
    primaryKey: ['id'],
  },
  portal_class_members: {
    columns: [
      ['class_id', 'text', true],
      ['uid', 'text', true],
      ['member_role', 'text', true],
      ['joined_at', 'text', true],
    ],
    primaryKey: ['class_id', 'uid'],
  },
  portal_profiles: {
    columns: [
      ['uid', 'text', true],
      ['school_id', 'text', true],
      ['avatar', 'text', true],
      ['wx_bind', 'integer', true],
      ['pwd_expire_at', 'text', true],
      ['subject_ids', 'text', true],
      ['user_type', 'text', true],
    ],
    primaryKey: ['uid'],
  },
  portal_content: {
    columns: [
      ['id', 'text', true],
      ['kind', 'text', true],
      ['parent_id', 'text', false],
      ['title', 'text', true],
      ['summary', 'text', true],
      ['body', 'text', true],
      ['cover', 'text', true],
      ['link_url', 'text', true],
      ['town_code', 'text', false],
      ['school_id', 'text', false],
      ['phase_id', 'text', false],
      ['grade_id', 'text', false],
      ['subject_id', 'text', false],
      ['type_code', 'text', false],
      ['author_id', 'text', false],
      ['author_name', 'text', true],
      ['view_count', 'integer', true],
      ['sort_order', 'integer', true],
      ['published_at', 'text', true],
      ['extra', 'text', true],
    ],
    primaryKey: ['id'],
  },
  portal_files: {
    columns: [
      ['id', 'text', true],
      ['content_id', 'text', false],
      ['category', 'text', true],
      ['file_name', 'text', true],
      ['file_ext', 'text', true],
      ['storage_key', 'text', true],
      ['size', 'integer', true],
      ['content_type', 'text', true],
      ['uploader_id', 'text', false],
      ['uploader_name', 'text', true],
      ['school_id', 'text', false],
      ['town_code', 'text', false],
      ['phase_id', 'text', false],
      ['grade_id', 'text', false],
      ['subject_id', 'text', false],
      ['type_code', 'text', false],
      ['code', 'text', false],
      ['view_count', 'integer', true],
      ['download_count', 'integer', true],
      ['score_total', 'integer', true],
      ['score_count', 'integer', true],
      ['recommended', 'integer', true],
      ['award', 'text', false],
      ['created_at', 'text', true],
    ],
    primaryKey: ['id'],
  },
  portal_comments: {
    columns: [
      ['id', 'text', true],
      ['target_id', 'text', true],
      ['parent_id', 'text', false],
      ['creator', 'text', true],
      ['creator_name', 'text', true],
      ['avatar', 'text', true],
      ['content', 'text', true],
      ['created_at', 'text', true],
    ],
    primaryKey: ['id'],
  },
  portal_messages: {
    columns: [
      ['id', 'text', true],
      ['uid', 'text', true],
      ['title', 'text', true],
      ['content', 'text', true],
      ['message_type', 'text', true],
      ['sender', 'text', true],
      ['is_read', 'integer', true],
      ['created_at', 'text', true],
    ],
    primaryKey: ['id'],
  },
  portal_app_collections: {
    columns: [
      ['uid', 'text', true],
      ['app_id', 'text', true],
      ['created_at', 'text', true],
    ],
    primaryKey: ['uid', 'app_id'],
  },
  portal_collections: {
    columns: [
      ['id', 'text', true],
      ['uid', 'text', true],
      ['target_id', 'text', true],
      ['target_type', 'text', true],
      ['created_at', 'text', true],
    ],
    primaryKey: ['id'],
  },
  portal_evaluations: {
    columns: [
      ['id', 'text', true],
      ['file_id', 'text', true],
      ['uid', 'text', true],
      ['score', 'integer', true],
      ['comment', 'text', true],
      ['created_at', 'text', true],
    ],
    primaryKey: ['id'],
  },
  portal_file_views: {
    columns: [
      ['id', 'text', true],
      ['file_id', 'text', true],
      ['uid', 'text', false],
      ['start_time', 'text', true],
      ['end_time', 'text', false],
      ['duration_ms', 'integer', true],
    ],
    primaryKey: ['id'],
  },
  portal_login_attempts: {
    columns: [
      ['username', 'text', true],
      ['failures', 'integer', true],
      ['locked_until', 'text', false],
    ],
    primaryKey: ['username'],
  },
  portal_studio_members: {
    columns: [
      ['studio_id', 'text', true],
      ['uid', 'text', true],
      ['member_role', 'text', true],
    ],
    primaryKey: ['studio_id', 'uid'],
  },
  portal_uploads: {
    columns: [
      ['storage_key', 'text', true],
      ['uid', 'text', true],
      ['file_name', 'text', true],
      ['size', 'integer', true],
      ['content_type', 'text', true],
      ['created_at', 'text', true],
    ],
    primaryKey: ['storage_key'],
  },
};

const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['portal_content_kind_published', 'portal_content', ['kind', 'published_at']],
  ['portal_content_parent', 'portal_content', ['parent_id']],
  ['portal_files_category_created', 'portal_files', ['category', 'created_at']],
  ['portal_files_content', 'portal_files', ['content_id']],
  ['portal_comments_target', 'portal_comments', ['target_id']],
  ['portal_messages_uid', 'portal_messages', ['uid', 'created_at']],
  ['portal_schools_town', 'portal_schools', ['town_code']],
];

/** Creates the portal's tables; the same DDL for SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, { columns, primaryKey }] of Object.entries(TABLES)) {
    let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
    for (const [name, type, notNull] of columns) {
      builder = builder.addColumn(name, type, (col) => (notNull ? col.notNull() : col));
    }
    await builder.addPrimaryKeyConstraint(`${table}_pk`, primaryKey as never).execute();
  }
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

/** Drops the portal's tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(TABLES).reverse()) await db.schema.dropTable(table).execute();
}
