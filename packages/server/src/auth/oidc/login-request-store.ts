import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A sign-in under way at the provider: what the callback must check, and where it goes back to. */
export interface LoginRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A same-site page (already checked by safeRedirectTarget). */
  returnTo: string;
}

/**
 * Sign-ins under way at the provider, in the database (`oidc_login_requests`), so a callback may reach
 * any server copy. A request is taken once: the callback deletes it as it reads it, so a replayed callback
 * (the same state again) finds nothing, whichever copy it reaches.
 */
export function createLoginRequestStore(db: Kysely<Database>, now: () => Date) {
  return {
    /** Keeps a new request for `ttlSeconds`; requests that ran out are dropped on the way. */
    async create(request: LoginRequest, ttlSeconds: number): Promise<void> {
      const at = now();
      await db.deleteFrom('oidc_login_requests').where('expires_at', '<', at.toISOString()).execute();
      await db
        .insertInto('oidc_login_requests')
        .values({
          state: request.state,
          nonce: request.nonce,
          code_verifier: request.codeVerifier,
          return_to: request.returnTo,
          expires_at: new Date(at.getTime() + ttlSeconds * 1000).toISOString(),
        })
        .execute();
    },

    /**
     * Takes the request of a state (one statement: two callbacks at once cannot both have it); `expired`
     * when it ran out before the callback came.
     */
    async take(state: string): Promise<(LoginRequest & { expired: boolean }) | undefined> {
      const row = await db
        .deleteFrom('oidc_login_requests')
        .where('state', '=', state)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        state: row.state,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        returnTo: row.return_to,
        expired: row.expires_at <= now().toISOString(),
      };
    },
  };
}

/** The login request store's interface. */
export type LoginRequestStore = ReturnType<typeof createLoginRequestStore>;
