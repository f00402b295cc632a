import { RATE_LIMIT_WINDOW_MS } from '../constants';

/** The verdict of {@link RateLimiter.take}. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Per-key token bucket: `limitPerMinute` requests at once, refilled evenly over a minute. In memory: each
 * server copy limits on its own, which is enough to stop one user from flooding an upstream.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    readonly limitPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    const refillPerMs = this.limitPerMinute / RATE_LIMIT_WINDOW_MS;
    const bucket = this.buckets.get(key) ?? { tokens: this.limitPerMinute, updatedAt: now };
    bucket.tokens = Math.min(this.limitPerMinute, bucket.tokens + (now - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.prune(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
  }

  /** Drops buckets that have refilled completely: they hold no information. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= RATE_LIMIT_WINDOW_MS) this.buckets.delete(key);
    }
  }
}
