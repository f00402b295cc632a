import type { Kysely } from 'kysely';
import { RATE_LIMIT_WINDOW_MS } from '../constants';
import { isPostgres } from '../db/database-dialect';
import type { Database } from '../db/schema';
import { createDatabaseRateLimit } from './database-rate-limit';
import { type RateLimit, RateLimiter } from './rate-limiter';

/** Settings of {@link createRateLimit}. */
export interface RateLimitOptions {
  /** Names the limit's rows in the database (`chat`, `media`, …). */
  name: string;
  /** Requests per window. */
  limit: number;
  /** The window (a minute unless given). */
  windowMs?: number;
  now?: () => number;
}

/**
 * A rate limit where it holds for every copy: with PostgreSQL, the engine several copies share, the counts
 * are fixed windows in the database (one atomic upsert per request), so adding a copy adds no allowance;
 * with SQLite, which serves one copy, a token bucket in memory (no write per request).
 */
export function createRateLimit(db: Kysely<Database>, options: RateLimitOptions): RateLimit {
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const now = options.now ?? Date.now;
  if (isPostgres(db)) return createDatabaseRateLimit(db, { ...options, windowMs, now });
  return createMemoryRateLimit(new RateLimiter(options.limit, now, windowMs));
}

/** A {@link RateLimiter} (in this process's memory) behind the {@link RateLimit} interface. */
export function createMemoryRateLimit(limiter: RateLimiter): RateLimit {
  return {
    limitPerMinute: limiter.limitPerMinute,
    take: async (key) => limiter.take(key),
    refund: async (key) => limiter.refund(key),
  };
}
