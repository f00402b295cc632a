import { isTimeoutError } from 'ky';
import type { ApiErrorCode } from '../errors/api-error';
import { REQUEST_MESSAGES } from '../messages';

/** How a request that produced no response failed: timed out, aborted by the caller, or no connection. */
export function classifyTransportError(
  error: unknown,
  signal: AbortSignal | undefined,
): { code: ApiErrorCode; message: string } {
  if (isTimeoutError(error)) return { code: 'timeout', message: REQUEST_MESSAGES.noResponse };
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return { code: 'aborted', message: REQUEST_MESSAGES.aborted };
  }
  return { code: 'network', message: REQUEST_MESSAGES.noResponse };
}
