/**
 * An error that becomes an HTTP answer `{ code: status, message }`. Routes throw it; the app's error
 * handler turns it into the envelope, so every refusal carries a readable message.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504,
    message: string,
    /** Extra fields for the error body (e.g. the video quota). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Realm-safe check for {@link HttpError}. */
export function isHttpError(value: unknown): value is HttpError {
  return value instanceof Error && value.name === 'HttpError' && 'status' in value;
}
