import type { Kysely } from 'kysely';

/**
 * The deny list of logged-out tokens (by token id, until the token's expiry), in the database so every
 * server copy honours a logout. `expires_at` is ISO text like every other time column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('token_id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').execute();
}
