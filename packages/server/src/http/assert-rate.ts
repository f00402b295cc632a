import { HttpError } from '../http/http-error';
import type { RateLimiter } from '../http/rate-limiter';

/** Takes one request from the user's bucket or refuses with 429 saying when to retry. */
export function assertRate(limiter: RateLimiter, key: string, what: string): void {
  const decision = limiter.take(key);
  if (!decision.allowed) {
    throw new HttpError(
      429,
      `${what}请求过于频繁（每分钟最多 ${limiter.limitPerMinute} 次），请 ${decision.retryAfterSeconds} 秒后再试`,
      { retryAfterSeconds: decision.retryAfterSeconds },
    );
  }
}
