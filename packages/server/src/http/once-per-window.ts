import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Settings of {@link createOncePerWindow}. */
interface OncePerWindowOptions {
  /** Prefix of the rows, so two rules never share a key. */
  name: string;
  /** Length of one fixed window. */
  windowMs: number;
  now: () => number;
}

/** Answers whether something happens for the first time in the current window (a view of an item by a viewer). */
export interface OncePerWindow {
  /** True the first time `key` is seen in the current window, false every later time in it. */
  first(key: string): Promise<boolean>;
}

/**
 * "Once per key and window", kept in the database on either engine: each call inserts the key's row for
 * the current fixed window, and only the insert that creates it wins (`on conflict do nothing … returning`
 * is atomic), so parallel requests through any number of copies agree on the one first. It shares the
 * `rate_limit_windows` table with the rate limits; rows of past windows are deleted at most once a window.
 */
export function createOncePerWindow(db: Kysely<Database>, options: OncePerWindowOptions): OncePerWindow {
  const { name, windowMs, now } = options;
  let prunedAt = Number.NEGATIVE_INFINITY;
  return {
    async first(key) {
      const at = now();
      const index = Math.floor(at / windowMs);
      if (at - prunedAt >= windowMs) {
        prunedAt = at;
        // Its own rows only: the rate limits sharing the table may count on another clock (tests inject one).
        await db
          .deleteFrom('rate_limit_windows')
          .where('window_key', 'like', `${name}:%`)
          .where('expires_at', '<=', at)
          .execute();
      }
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ window_key: `${name}:${key}:${index}`, count: 1, expires_at: (index + 1) * windowMs })
        .onConflict((conflict) => conflict.column('window_key').doNothing())
        .returning('window_key')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
