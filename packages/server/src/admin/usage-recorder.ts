import type { MiddlewareHandler } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerEnv } from '../http/server-env';

/** The UTC day of a time, `YYYY-MM-DD`: the dashboard's unit. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The metric of page loads in `stat_daily`. */
export const VISITS_METRIC = 'visits';

/**
 * Counts what the dashboard shows that no other table keeps: page loads of the portal per day, and who was
 * active (signed in and using the portal) per day. One small write per page load; an active user is
 * written once per day by each copy (remembered here until the day changes), and the insert ignores a
 * row another copy wrote.
 */
export function createUsageRecorder(db: Kysely<Database>, now: () => Date = () => new Date()) {
  let day = '';
  const seen = new Set<string>();
  return {
    async visit(): Promise<void> {
      await db
        .insertInto('stat_daily')
        .values({ day: dayOf(now()), metric: VISITS_METRIC, count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['day', 'metric']).doUpdateSet({ count: sql<number>`stat_daily.count + 1` }),
        )
        .execute();
    },
    async active(uid: string): Promise<void> {
      const today = dayOf(now());
      if (today !== day) {
        day = today;
        seen.clear();
      }
      if (seen.has(uid)) return;
      seen.add(uid);
      await db
        .insertInto('stat_active_users')
        .values({ day: today, uid })
        .onConflict((conflict) => conflict.columns(['day', 'uid']).doNothing())
        .execute();
    },
  };
}

/** The usage recorder's interface. */
export type UsageRecorder = ReturnType<typeof createUsageRecorder>;

/** Counts the portal API's signed-in users as active (after the identity is resolved). */
export function recordActiveUsers(usage: Pick<UsageRecorder, 'active'>): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const identity = c.get('identity');
    if (identity) await usage.active(identity.uid);
    await next();
  };
}

/**
 * Counts a page load: a GET of a portal page (an HTML answer outside the API, the login pages and the
 * widget), after it has been answered.
 */
export function recordVisits(
  usage: Pick<UsageRecorder, 'visit'>,
  log: (message: string) => void,
): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    if (/^\/(resource_api|ai|auth|widget)(\/|$)/.test(c.req.path)) return;
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    // A count that fails must not fail the page.
    await usage.visit().catch((error: unknown) => log(`visit count failed: ${String(error)}`));
  };
}
