import type { Kysely } from 'kysely';
import { RATE_LIMIT_WINDOW_MS } from '../constants';
import { isPostgres } from '../db/database-dialect';
import type { Database } from '../db/schema';
import { createDatabaseRateLimit } from './database-rate-limit';
import { type RateDecision, RateLimiter } from './rate-limiter';

/** A request limit per key (a user, a client address), shared by every server copy when it has to be. */
export interface RateLimit {
  /** Requests allowed per minute on average (for messages). */
  readonly limitPerMinute: number;
  /** Takes one request from the key's allowance. */
  take(key: string): Promise<RateDecision>;
  /** Gives back a request that turned out not to count (e.g. a successful login). */
  refund(key: string): Promise<void>;
}

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
