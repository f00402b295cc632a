import { RATE_LIMIT_WINDOW_MS } from '../constants';

/** The verdict of {@link RateLimiter.take}. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Per-key token bucket: `limit` requests at once, refilled evenly over the window (a minute unless given).
 * In memory: each server copy limits on its own, which is enough to stop one user or address from
 * flooding an upstream or the login.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    /** Requests per window (the bucket's size). */
    readonly limit: number,
    private readonly now: () => number = Date.now,
    readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
  ) {}

  /** Requests allowed per minute on average (for messages). */
  get limitPerMinute(): number {
    return (this.limit * RATE_LIMIT_WINDOW_MS) / this.windowMs;
  }

  take(key: string): RateDecision {
    const now = this.now();
    const refillPerMs = this.limit / this.windowMs;
    const bucket = this.refilled(key, now);
    if (this.buckets.size > 10_000) this.prune(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
  }

  /** Gives back a token taken for a request that turned out not to count (e.g. a successful login). */
  refund(key: string): void {
    const bucket = this.refilled(key, this.now());
    bucket.tokens = Math.min(this.limit, bucket.tokens + 1);
  }

  private refilled(key: string, now: number) {
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, updatedAt: now };
    bucket.tokens = Math.min(this.limit, bucket.tokens + (now - bucket.updatedAt) * (this.limit / this.windowMs));
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    return bucket;
  }

  /** Drops buckets that have refilled completely: they hold no information. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= this.windowMs) this.buckets.delete(key);
    }
  }
}

/** A request limit per key (a user, a client address), shared by every server copy when it has to be. */
export interface RateLimit {
  /** Requests allowed per minute on average (for messages). */
  readonly limitPerMinute: number;
  /** Takes one request from the key's allowance. */
  take(key: string): Promise<RateDecision>;
  /** Gives back a request that turned out not to count (e.g. a successful login). */
  refund(key: string): Promise<void>;
}
