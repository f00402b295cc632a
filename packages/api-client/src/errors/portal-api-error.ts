import { ApiError, type ApiErrorCode, type ApiErrorOptions, isApiError } from './api-error';

const PORTAL_API_ERROR_BRAND = Symbol.for('@edu/api-client/PortalApiError');

/**
 * A failed portal call. `message` follows SPEC §8: the server's `message` or `msg`, else
 * 'request error, please try again later' for a failed envelope, the status text for an HTTP error,
 * 'server connection timed out' when no response arrived.
 */
export class PortalApiError extends ApiError {
  readonly [PORTAL_API_ERROR_BRAND] = true;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(code, message, options);
    this.name = 'PortalApiError';
  }
}

/** True for a {@link PortalApiError} from any realm. */
export function isPortalApiError(value: unknown): value is PortalApiError {
  return isApiError(value) && (value as unknown as Record<symbol, unknown>)[PORTAL_API_ERROR_BRAND] === true;
}
