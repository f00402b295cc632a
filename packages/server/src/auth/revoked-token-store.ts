import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Where logged-out token ids are kept; the token service asks it on every verification. */
export interface RevocationList {
  /**
   * True when the token id was revoked and the token has not expired yet, or when the account the token
   * names has been disabled (so a disabled account's tokens stop at once, ours and the provider's alike).
   */
  isRevoked(tokenId: string, uid: string): Promise<boolean>;
  /** Adds a token id until `expiresAt` (the token's own expiry: after it the token is refused anyway). */
  revoke(tokenId: string, expiresAt: Date): Promise<void>;
}

/**
 * The deny list in the database (table `revoked_tokens`), so a logout on one server copy holds on all of
 * them. Each revocation also drops entries whose tokens have expired, which keeps the table as small as
 * the number of logouts within one token lifetime.
 */
export function createRevokedTokenStore(db: Kysely<Database>, now: () => Date = () => new Date()): RevocationList {
  // Built and compiled once, run with each token id: every authenticated request asks, and building and
  // compiling the query took ten times the lookup itself (4 % of the server's CPU relaying 100 chats).
  // One statement asks both questions: two primary-key lookups in one round trip.
  const { sql: refusedSql } = db
    .selectFrom('revoked_tokens')
    .select(sql<number>`1`.as('refused'))
    .where('token_id', '=', '')
    .unionAll(
      db
        .selectFrom('users')
        .select(sql<number>`1`.as('refused'))
        .where('uid', '=', '')
        .where('disabled_at', 'is not', null),
    )
    .compile();
  return {
    async isRevoked(tokenId, uid) {
      const { rows } = await db.executeQuery(CompiledQuery.raw(refusedSql, [tokenId, uid]));
      return rows.length > 0;
    },

    async revoke(tokenId, expiresAt) {
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', now().toISOString()).execute();
      await db
        .insertInto('revoked_tokens')
        .values({ token_id: tokenId, expires_at: expiresAt.toISOString() })
        .onConflict((conflict) => conflict.column('token_id').doNothing())
        .execute();
    },
  };
}
