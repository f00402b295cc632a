import { ApiError, type ApiErrorCode, type ApiErrorOptions, isApiError } from './api-error';

const PORTAL_API_ERROR_BRAND = Symbol.for('@edu/api-client/PortalApiError');

/**
 * A failed portal call. `message` follows SPEC §8: the server's `message` or `msg`, else
 * 'request error, please try again later' for a failed envelope, the status text for an HTTP error,
 * 'server connection timed out' when no response arrived.
 */
export class PortalApiError extends ApiError {
  readonly [PORTAL_API_ERROR_BRAND] = true;
  /**
   * The server's reason when the envelope carried one beside its status text (`msg`, e.g.
   * '该内容已被刘振东修改…'): what a form shows next to the SPEC §8 `message`.
   */
  readonly reason: string | undefined;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions & { reason?: string | undefined } = {}) {
    super(code, message, options);
    this.name = 'PortalApiError';
    this.reason = options.reason;
  }
}

/** True for a {@link PortalApiError} from any realm. */
export function isPortalApiError(value: unknown): value is PortalApiError {
  return isApiError(value) && (value as unknown as Record<symbol, unknown>)[PORTAL_API_ERROR_BRAND] === true;
}
