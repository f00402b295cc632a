import type { Kysely } from 'kysely';
import { verifyPassword } from '../auth/password-hash';
import type { UserTable } from '../db/schema';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from './portal-constants';
import type { PortalDatabase } from './portal-database';

/** The outcome of a login attempt. `invalid` never says whether the username or the password was wrong. */
export type LoginOutcome =
  | { ok: true; user: UserTable }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; lockedUntil: Date };

// A real scrypt hash of a random password: unknown usernames cost the same time as wrong passwords.
const UNKNOWN_USER_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$2KGpDgBSnL1aRMGpLpH/3s6QoAP47MS+b5cCNuGBkbuS3Hg5w7QZXgYUgJKn0pYmyUBdWAyusTJhmA4KbK5P1g==';

/**
 * Checks passwords with a lockout: after {@link LOGIN_MAX_FAILURES} failures in a row an account name is
 * locked for {@link LOGIN_LOCK_MS}, even for the right password. Unknown names are counted the same way,
 * so the answers do not reveal which accounts exist.
 */
export function createLoginGuard(db: Kysely<PortalDatabase>, now: () => Date = () => new Date()) {
  return {
    async attempt(username: string, password: string): Promise<LoginOutcome> {
      const name = username.trim().slice(0, 64);
      const record = await db
        .selectFrom('portal_login_attempts')
        .selectAll()
        .where('username', '=', name)
        .executeTakeFirst();
      const lockedUntil = record?.locked_until ? new Date(record.locked_until) : undefined;
      if (lockedUntil && lockedUntil.getTime() > now().getTime()) return { ok: false, reason: 'locked', lockedUntil };
      const user = await db.selectFrom('users').selectAll().where('username', '=', name).executeTakeFirst();
      const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
      if (user && valid) {
        if (record) await db.deleteFrom('portal_login_attempts').where('username', '=', name).execute();
        return { ok: true, user };
      }
      // A lock that has run out starts a fresh count.
      const failures = (lockedUntil ? 0 : (record?.failures ?? 0)) + 1;
      const lock = failures >= LOGIN_MAX_FAILURES ? new Date(now().getTime() + LOGIN_LOCK_MS) : undefined;
      const values = { failures: lock ? 0 : failures, locked_until: lock ? lock.toISOString() : null };
      if (record) await db.updateTable('portal_login_attempts').set(values).where('username', '=', name).execute();
      else
        await db
          .insertInto('portal_login_attempts')
          .values({ username: name, ...values })
          .execute();
      return lock ? { ok: false, reason: 'locked', lockedUntil: lock } : { ok: false, reason: 'invalid' };
    },
  };
}

/** The login guard's interface. */
export type LoginGuard = ReturnType<typeof createLoginGuard>;
