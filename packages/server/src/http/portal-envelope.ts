import type { Context } from 'hono';
import { PERMISSION_SUCCESS_CODE, PORTAL_SUCCESS_CODE, THREE_CLASS_SUCCESS_STATUS } from '../constants';
import { type PortalError, portalStatusText } from '../http/portal-error';

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

/** Builds a success envelope. */
export function successBody(data: unknown, style: SuccessStyle = 'portal'): PortalEnvelopeBody {
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

/** Answers a refusal: HTTP status = envelope code = status; `message` the status text, `msg` the reason. */
export function fail(c: Context, error: PortalError) {
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  const body: PortalEnvelopeBody = {
    code: error.status,
    status: error.status,
    message: portalStatusText(error.status),
    msg: error.detail,
    data: null,
  };
  return c.json(body, error.status);
}
