import { HttpError } from '../http/http-error';
import type { RateLimit } from './rate-limiter';

/** Takes one request from the key's allowance or refuses with 429 saying when to retry. */
export async function assertRate(limit: RateLimit, key: string, what: string): Promise<void> {
  const decision = await limit.take(key);
  if (!decision.allowed) {
    throw new HttpError(
      429,
      `${what}请求过于频繁（每分钟最多 ${limit.limitPerMinute} 次），请 ${decision.retryAfterSeconds} 秒后再试`,
      { retryAfterSeconds: decision.retryAfterSeconds },
    );
  }
}
