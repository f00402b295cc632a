import { type Kysely, sql } from 'kysely';
import { RATE_LIMIT_WINDOW_MS } from '../constants';
import type { Database } from '../db/schema';
import type { RateLimit } from './rate-limiter';

/** Settings of {@link createDatabaseRateLimit}. */
interface DatabaseRateLimitOptions {
  /** Prefix of the limit's rows, so two limits never share a count. */
  name: string;
  limit: number;
  windowMs: number;
  now: () => number;
}

/**
 * A rate limit counted in the database, in fixed windows: each request adds one to its key's row for the
 * current window in a single upsert (`count + 1 … returning count`), which is atomic, so requests through
 * any number of server copies share one count. A window refuses once its count passes the limit (at most
 * twice the limit can pass around a window's edge, the price of one statement per request). Rows of past
 * windows are deleted at most once a window by each copy.
 */
export function createDatabaseRateLimit(db: Kysely<Database>, options: DatabaseRateLimitOptions): RateLimit {
  const { name, limit, windowMs, now } = options;
  let prunedAt = Number.NEGATIVE_INFINITY;
  const windowOf = (key: string, at: number) => {
    const index = Math.floor(at / windowMs);
    return { windowKey: `${name}:${key}:${index}`, endsAt: (index + 1) * windowMs };
  };
  const prune = async (at: number) => {
    if (at - prunedAt < windowMs) return;
    prunedAt = at;
    await db.deleteFrom('rate_limit_windows').where('expires_at', '<=', at).execute();
  };
  return {
    limitPerMinute: (limit * RATE_LIMIT_WINDOW_MS) / windowMs,
    async take(key) {
      const at = now();
      const { windowKey, endsAt } = windowOf(key, at);
      await prune(at);
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ window_key: windowKey, count: 1, expires_at: endsAt })
        .onConflict((conflict) =>
          conflict.column('window_key').doUpdateSet({ count: sql<number>`rate_limit_windows.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      if (row.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at) / 1000)) };
    },
    async refund(key) {
      const { windowKey } = windowOf(key, now());
      await db
        .updateTable('rate_limit_windows')
        .set({ count: sql<number>`count - 1` })
        .where('window_key', '=', windowKey)
        .where('count', '>', 0)
        .execute();
    },
  };
}
