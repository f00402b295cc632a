/**
 * What went wrong, as a closed set callers can `switch` on:
 * - `http-status`: the server answered with a non-2xx HTTP status;
 * - `envelope`: HTTP 2xx, but the envelope's `code`/`status` is not a success value;
 * - `timeout`: no response within the client's time-out;
 * - `network`: no response at all (connection refused, reset, DNS);
 * - `aborted`: the caller's AbortSignal fired;
 * - `invalid-response`: the body is not JSON or does not match the expected schema;
 * - `invalid-input`: rejected before any request (a bad argument, an upload over its limits);
 * - `video-failed`: the video job reported failure.
 */
export type ApiErrorCode =
  | 'http-status'
  | 'envelope'
  | 'timeout'
  | 'network'
  | 'aborted'
  | 'invalid-response'
  | 'invalid-input'
  | 'video-failed';

/** Options shared by every error of this package. */
export interface ApiErrorOptions {
  /** HTTP status of the response, when there was one. */
  status?: number | undefined;
  /** The envelope's own `code` (or `status`) value, when the body had one. */
  envelopeCode?: number | undefined;
  /** The lower-level error, kept for logs. */
  cause?: unknown;
}

// A registered symbol is the same in every realm (iframe, worker, duplicated bundle), unlike the class.
const API_ERROR_BRAND = Symbol.for('@edu/api-client/ApiError');

/** Base of every error this package throws. `message` is the text to show the user (SPEC §8 rules). */
export class ApiError extends Error {
  /** Which kind of failure this is. */
  readonly code: ApiErrorCode;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** The envelope's `code` (or `status`) value, when the body had one. */
  readonly envelopeCode: number | undefined;
  /** Set on every instance so {@link isApiError} works across realms. */
  readonly [API_ERROR_BRAND] = true;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status;
    this.envelopeCode = options.envelopeCode;
  }
}

/** True for any {@link ApiError}, also one made by another copy of this package (realm-safe). */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true;
}
