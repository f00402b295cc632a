/**
 * The statuses the server refuses with: SPEC §8's, plus 409 (a conflict or a full quota), 413 (an
 * oversize body), 415 and 429 (a rate limit).
 */
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

/**
 * A refusal: routes throw it and the error handler of the family that mounted them answers it in that
 * family's envelope (`renderAiError` under `/auth` and `/ai`, `renderPortalError` under `/resource_api`).
 * `message` is the reason, in Chinese, for people.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: HttpErrorStatus,
    message: string,
    /** Extra fields of the AI service's error body (e.g. the video quota, `retryAfterSeconds`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** For a 429: when to try again, sent as `Retry-After` (from `details.retryAfterSeconds`). */
  get retryAfterSeconds(): number | undefined {
    const seconds = this.details?.retryAfterSeconds;
    return typeof seconds === 'number' ? seconds : undefined;
  }
}

/** Realm-safe check for {@link HttpError}. */
export function isHttpError(value: unknown): value is HttpError {
  return value instanceof Error && value.name === 'HttpError' && 'status' in value;
}

/** 404 with the record kind named. */
export function notFound(what: string): HttpError {
  return new HttpError(404, `${what}不存在`);
}
