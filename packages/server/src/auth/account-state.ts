import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionLedger } from './session-ledger';

/** What {@link setAccountDisabled} needs. */
export interface AccountStateDeps {
  db: Kysely<Database>;
  sessions: Pick<SessionLedger, 'endAllOf'>;
  now?: () => Date;
}

/**
 * The platform console's switch for an account (the console itself is still to come): disabling keeps the
 * account and its content but refuses every sign-in (password and unified login alike) and every token
 * of the user from then on, on every server copy, and ends the sessions it has (so enabling it again
 * does not bring old sessions back). Answers false when there is no such account.
 */
export async function setAccountDisabled(deps: AccountStateDeps, uid: string, disabled: boolean): Promise<boolean> {
  const at = (deps.now ?? (() => new Date()))().toISOString();
  const result = await deps.db
    .updateTable('users')
    .set({ disabled_at: disabled ? at : null })
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  if (disabled) await deps.sessions.endAllOf(uid);
  return true;
}
