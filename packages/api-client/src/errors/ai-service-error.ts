import { ApiError, type ApiErrorCode, type ApiErrorOptions, isApiError } from './api-error';

const AI_SERVICE_ERROR_BRAND = Symbol.for('@edu/api-client/AiServiceError');

/**
 * A failed AI-service call (conversations, feedback, media, login, TTS URL). `message` is the server's
 * `message` when it sent one, else the SPEC §8 status text or a description of the failure.
 */
export class AiServiceError extends ApiError {
  readonly [AI_SERVICE_ERROR_BRAND] = true;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(code, message, options);
    this.name = 'AiServiceError';
  }
}

/** True for an {@link AiServiceError} from any realm. */
export function isAiServiceError(value: unknown): value is AiServiceError {
  return isApiError(value) && (value as unknown as Record<symbol, unknown>)[AI_SERVICE_ERROR_BRAND] === true;
}
