import { statusText } from '@edu/api-client';

/**
 * The error statuses the portal API answers with (SPEC §8, plus 409 for a full quota, 413 for an oversize
 * body and 429 for a rate limit).
 */
export type PortalErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503 | 504;

/**
 * The SPEC §8 status text of a portal answer. SPEC has no 409, 413 or 429: a full quota, an oversize body
 * and a rate limit are request errors that changed nothing, as 400.
 */
export function portalStatusText(status: 200 | PortalErrorStatus): string {
  return statusText(status === 409 || status === 413 || status === 429 ? 400 : status);
}

/**
 * A refusal of a portal call. The router's error handler answers it as the portal envelope with the
 * SPEC §8 status text in `message` and the specific reason (Chinese, for people) in `msg`.
 */
export class PortalError extends Error {
  override readonly name = 'PortalError';
  constructor(
    readonly status: PortalErrorStatus,
    readonly detail: string,
    /** For a 429: when to try again (sent as `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${portalStatusText(status)}: ${detail}`);
  }
}

/** Realm-safe check for {@link PortalError}. */
export function isPortalError(value: unknown): value is PortalError {
  return value instanceof Error && value.name === 'PortalError' && 'status' in value && 'detail' in value;
}

/** 404 with the record kind named. */
export function notFound(what: string): PortalError {
  return new PortalError(404, `${what}不存在`);
}
