import type { Kysely } from 'kysely';

/**
 * The assistant's settings (issue 35): one row per settings document (`assistant`), its JSON value the
 * console saves (the modes by school stage and the refused words). Edits are versioned in `admin_versions`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_settings').execute();
}
