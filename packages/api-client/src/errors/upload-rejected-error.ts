import { ApiError, isApiError } from './api-error';

const UPLOAD_REJECTED_ERROR_BRAND = Symbol.for('@edu/api-client/UploadRejectedError');

/** Which upload limit a file broke (SPEC §5). */
export type UploadRejectionReason = 'format' | 'size' | 'count';

/** An upload refused before any request because it breaks the format, size or count limit. */
export class UploadRejectedError extends ApiError {
  /** The limit that was broken. */
  readonly reason: UploadRejectionReason;
  readonly [UPLOAD_REJECTED_ERROR_BRAND] = true;

  constructor(reason: UploadRejectionReason, message: string) {
    super('invalid-input', message);
    this.name = 'UploadRejectedError';
    this.reason = reason;
  }
}

/** True for an {@link UploadRejectedError} from any realm. */
export function isUploadRejectedError(value: unknown): value is UploadRejectedError {
  return isApiError(value) && (value as unknown as Record<symbol, unknown>)[UPLOAD_REJECTED_ERROR_BRAND] === true;
}
