import { statusText } from '@edu/api-client';
import type { Context } from 'hono';
import { PERMISSION_SUCCESS_CODE, PORTAL_SUCCESS_CODE, THREE_CLASS_SUCCESS_STATUS } from '../constants';
import type { HttpError, HttpErrorStatus } from './http-error';

/** Which success convention a call follows (SPEC §7: code 20000, code 0, or status 1000). */
export type SuccessStyle = 'portal' | 'three-class' | 'permission';

/** The portal envelope `{ code, status, message, msg, data }`. */
export interface PortalEnvelopeBody {
  code: number;
  status: number;
  message: string;
  msg: string;
  data: unknown;
}

/**
 * The SPEC §8 status text of a portal answer. SPEC has no 409, 413 or 429: a full quota, an oversize body
 * and a rate limit are request errors that changed nothing, as 400.
 */
function portalStatusText(status: 200 | HttpErrorStatus): string {
  return statusText(status === 409 || status === 413 || status === 429 ? 400 : status);
}

/** Builds a success envelope. */
function successBody(data: unknown, style: SuccessStyle = 'portal'): PortalEnvelopeBody {
  return {
    code: style === 'permission' ? PERMISSION_SUCCESS_CODE : PORTAL_SUCCESS_CODE,
    status: style === 'three-class' ? THREE_CLASS_SUCCESS_STATUS : 200,
    message: portalStatusText(200),
    msg: 'success',
    data,
  };
}

/** Answers a success envelope (HTTP 200). */
export function ok(c: Context, data: unknown, style: SuccessStyle = 'portal') {
  return c.json(successBody(data, style), 200);
}

/**
 * Answers a refusal in the portal envelope: HTTP status = envelope code = status; `message` the SPEC §8
 * status text, `msg` the reason; `Retry-After` when the error names one.
 */
export function renderPortalError(c: Context, error: HttpError) {
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  const body: PortalEnvelopeBody = {
    code: error.status,
    status: error.status,
    message: portalStatusText(error.status),
    msg: error.message,
    data: null,
  };
  return c.json(body, error.status);
}
