import { type Kysely, sql } from 'kysely';
import { LOGIN_ADDRESS_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../constants';
import { verifyPassword } from '../db/password-hash';
import type { Database, UserTable } from '../db/schema';
import { createRateLimit } from '../http/rate-limit';

/** The outcome of a login attempt. `invalid` never says whether the username or the password was wrong. */
export type LoginOutcome =
  | { ok: true; user: UserTable }
  | { ok: false; reason: 'invalid' }
  /** The right password of an account the console disabled. */
  | { ok: false; reason: 'disabled' }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** One login attempt: the credentials and the client address it came from (see the TRUST_PROXY setting). */
export interface LoginAttempt {
  username: string;
  password: string;
  address: string;
}

/** Settings of {@link createLoginGuard}. */
export interface LoginGuardOptions {
  /** LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR: failed attempts one client address may make per hour. */
  maxAddressFailuresPerHour: number;
  now?: () => Date;
}

// A real scrypt hash of a random password: unknown usernames cost the same time as wrong passwords.
const UNKNOWN_USER_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$2KGpDgBSnL1aRMGpLpH/3s6QoAP47MS+b5cCNuGBkbuS3Hg5w7QZXgYUgJKn0pYmyUBdWAyusTJhmA4KbK5P1g==';

/**
 * Checks passwords with two limits.
 *
 * Per account name: after {@link LOGIN_MAX_FAILURES} failures in a row the name is locked for
 * {@link LOGIN_LOCK_MS}, even for the right password; unknown names are counted the same way, so the
 * answers do not reveal which accounts exist. The count is taken *before* the password is checked, in one
 * upsert statement (atomic on SQLite and PostgreSQL alike), so a burst of parallel guesses counts as that
 * many attempts and at most {@link LOGIN_MAX_FAILURES} passwords are ever checked per lock period.
 *
 * Per client address: at most `maxAddressFailuresPerHour` failed attempts, so one address cannot lock
 * every account. A throttled address is refused before any account is counted. Counted where every server
 * copy sees it with PostgreSQL (see createRateLimit), in memory with SQLite.
 */
export function createLoginGuard(db: Kysely<Database>, options: LoginGuardOptions) {
  const now = options.now ?? (() => new Date());
  const addressFailures = createRateLimit(db, {
    name: 'login-address',
    limit: options.maxAddressFailuresPerHour,
    windowMs: LOGIN_ADDRESS_WINDOW_MS,
    now: () => now().getTime(),
  });

  /** Counts one attempt for the name; answers the count in the current period and any running lock. */
  const countAttempt = async (name: string, at: string) => {
    // A lock that has run out starts a fresh count.
    const expired = sql<boolean>`portal_login_attempts.locked_until is not null and portal_login_attempts.locked_until <= ${at}`;
    return db
      .insertInto('portal_login_attempts')
      .values({ username: name, failures: 1, locked_until: null })
      .onConflict((conflict) =>
        conflict.column('username').doUpdateSet({
          failures: sql<number>`case when ${expired} then 1 else portal_login_attempts.failures + 1 end`,
          locked_until: sql<string | null>`case when ${expired} then null else portal_login_attempts.locked_until end`,
        }),
      )
      .returning(['failures', 'locked_until'])
      .executeTakeFirstOrThrow();
  };

  return {
    async attempt({ username, password, address }: LoginAttempt): Promise<LoginOutcome> {
      const budget = await addressFailures.take(address);
      if (!budget.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: budget.retryAfterSeconds };
      const name = username.trim().slice(0, 64);
      const started = now();
      const counted = await countAttempt(name, started.toISOString());
      const lockedUntil = counted.locked_until ? new Date(counted.locked_until) : undefined;
      if (lockedUntil && lockedUntil.getTime() > started.getTime()) return { ok: false, reason: 'locked', lockedUntil };
      // Attempts beyond the limit were counted in parallel with the one that is about to set the lock.
      if (counted.failures > LOGIN_MAX_FAILURES) {
        return { ok: false, reason: 'locked', lockedUntil: new Date(started.getTime() + LOGIN_LOCK_MS) };
      }
      const user = await db.selectFrom('users').selectAll().where('username', '=', name).executeTakeFirst();
      const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
      if (user && valid) {
        await db.deleteFrom('portal_login_attempts').where('username', '=', name).execute();
        await addressFailures.refund(address);
        // Only the right password learns that the account is disabled: it says nothing to a guesser.
        if (user.disabled_at !== null) return { ok: false, reason: 'disabled' };
        return { ok: true, user };
      }
      if (counted.failures < LOGIN_MAX_FAILURES) return { ok: false, reason: 'invalid' };
      const lock = new Date(now().getTime() + LOGIN_LOCK_MS);
      await db
        .updateTable('portal_login_attempts')
        .set({ failures: 0, locked_until: lock.toISOString() })
        .where('username', '=', name)
        .execute();
      return { ok: false, reason: 'locked', lockedUntil: lock };
    },
  };
}

/** The login guard's interface. */
export type LoginGuard = ReturnType<typeof createLoginGuard>;
