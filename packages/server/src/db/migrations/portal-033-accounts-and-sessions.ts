import type { Kysely } from 'kysely';

/**
 * Unified login (issue 33), the same DDL on SQLite and PostgreSQL:
 * - `users.disabled_at`: an account the console disabled (ISO time; null = enabled), refused by every
 *   sign-in and by every verification of its tokens;
 * - `user_sessions`: every session token the server issues (by token id, until it expires), with how the
 *   person signed in and, for the provider's sign-ins, its subject, session id and ID token (the hint of
 *   RP-initiated logout), so one call can end every session of a user on every copy;
 * - `oidc_login_requests`: a sign-in under way at the provider (state, nonce, PKCE verifier, the page to
 *   come back to), taken once by the callback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();

  await db.schema
    .createTable('user_sessions')
    .addColumn('token_id', 'text', (col) => col.primaryKey())
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('provider_subject', 'text')
    .addColumn('provider_session', 'text')
    .addColumn('id_token', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_sessions_uid').on('user_sessions').column('uid').execute();
  await db.schema
    .createIndex('user_sessions_provider_subject')
    .on('user_sessions')
    .column('provider_subject')
    .execute();
  await db.schema
    .createIndex('user_sessions_provider_session')
    .on('user_sessions')
    .column('provider_session')
    .execute();
  await db.schema.createIndex('user_sessions_expires_at').on('user_sessions').column('expires_at').execute();

  await db.schema
    .createTable('oidc_login_requests')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('return_to', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('oidc_login_requests_expires_at')
    .on('oidc_login_requests')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_login_requests').execute();
  await db.schema.dropTable('user_sessions').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
