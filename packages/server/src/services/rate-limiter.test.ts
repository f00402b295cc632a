import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit at once, then refuses until tokens refill', () => {
    let now = 0;
    const limiter = new RateLimiter(3, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')].every((d) => d.allowed)).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take('b').allowed).toBe(true);
    now = 20_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });
});
