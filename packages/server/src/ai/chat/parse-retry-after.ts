/** The longest wait passed on from an upstream's Retry-After (a day): beyond that it is a broken value. */
const RETRY_AFTER_MAX_SECONDS = 86_400;

/**
 * Seconds to wait from a `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date, read
 * against `nowMs`. At least 1 (a "0" still means the request was refused) and at most a day; undefined
 * when the header is absent or unreadable.
 */
export function parseRetryAfter(header: string | readonly string[] | undefined, nowMs: number): number | undefined {
  const value = (typeof header === 'string' ? header : header?.[0])?.trim();
  if (!value) return undefined;
  let seconds: number;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else {
    // An HTTP-date names its day and month; Date.parse would also take "-5" or "1.5" as dates.
    const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(date)) return undefined;
    seconds = Math.ceil((date - nowMs) / 1000);
  }
  return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, seconds));
}
