import type { Kysely } from 'kysely';
import type { Database, SignInMethod } from '../db/schema';

/** A session token the server issued, as the ledger keeps it. */
export interface IssuedSession {
  tokenId: string;
  uid: string;
  method: SignInMethod;
  expiresAt: Date;
  /** A provider sign-in's `sub`, `sid` and ID token (RP-initiated and back-channel logout need them). */
  providerSubject?: string | undefined;
  providerSession?: string | undefined;
  idToken?: string | undefined;
}

/** Which sessions of the provider a back-channel logout names: its `sid`, its `sub`, or both. */
export interface ProviderSessionRef {
  subject?: string | undefined;
  session?: string | undefined;
}

/**
 * Every session token the server issued, in the database (`user_sessions`), so that all sessions of a
 * user end at once on every server copy: their token ids go on the deny list every verification asks.
 */
export function createSessionLedger(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /** Records an issued token; rows whose tokens have expired are dropped on the way. */
    async record(session: IssuedSession): Promise<void> {
      await db.deleteFrom('user_sessions').where('expires_at', '<', now().toISOString()).execute();
      await db
        .insertInto('user_sessions')
        .values({
          token_id: session.tokenId,
          uid: session.uid,
          method: session.method,
          provider_subject: session.providerSubject ?? null,
          provider_session: session.providerSession ?? null,
          id_token: session.idToken ?? null,
          expires_at: session.expiresAt.toISOString(),
        })
        .execute();
    },

    /** The session a token id belongs to, while it has not expired. */
    async find(tokenId: string) {
      return db
        .selectFrom('user_sessions')
        .selectAll()
        .where('token_id', '=', tokenId)
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
    },

    /**
     * Ends every live session of a user: one statement copies their token ids onto the deny list (a token
     * already there is skipped). Answers how many sessions it ended.
     */
    async endAllOf(uid: string): Promise<number> {
      const at = now().toISOString();
      const result = await db
        .insertInto('revoked_tokens')
        .columns(['token_id', 'expires_at'])
        .expression((eb) =>
          eb
            .selectFrom('user_sessions')
            .select(['token_id', 'expires_at'])
            .where('uid', '=', uid)
            .where('expires_at', '>', at),
        )
        // SQLite reads `ON CONFLICT` after `INSERT … SELECT` only when the select has a WHERE: it has one.
        .onConflict((conflict) => conflict.column('token_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /** The users whose live sessions began at the provider session or subject named (back-channel logout). */
    async usersOf(ref: ProviderSessionRef): Promise<string[]> {
      if (ref.subject === undefined && ref.session === undefined) return [];
      let query = db
        .selectFrom('user_sessions')
        .select('uid')
        .distinct()
        .where('method', '=', 'provider')
        .where('expires_at', '>', now().toISOString());
      if (ref.subject !== undefined) query = query.where('provider_subject', '=', ref.subject);
      if (ref.session !== undefined) query = query.where('provider_session', '=', ref.session);
      return (await query.execute()).map((row) => row.uid);
    },
  };
}

/** The session ledger's interface. */
export type SessionLedger = ReturnType<typeof createSessionLedger>;
