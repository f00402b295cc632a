import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../http/rate-limiter';

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

  it('refills over a longer window and takes refunds up to the limit', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now, 3_600_000);
    expect(limiter.limitPerMinute).toBeCloseTo(2 / 60);
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a')).toMatchObject({ allowed: false, retryAfterSeconds: expect.closeTo(1_800, -1) });
    limiter.refund('a');
    expect(limiter.take('a').allowed).toBe(true);
    limiter.refund('b');
    limiter.refund('b');
    expect([limiter.take('b'), limiter.take('b'), limiter.take('b')].map((d) => d.allowed)).toEqual([
      true,
      true,
      false,
    ]);
    now = 1_810_000;
    expect(limiter.take('a').allowed).toBe(true);
  });
});
