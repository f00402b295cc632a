/** HTTP statuses the portal API answers with, each with its SPEC §8 status text. */
export const PORTAL_STATUS_TEXTS = {
  200: 'data returned',
  201: 'created or modified',
  204: 'deleted',
  400: 'request error, nothing changed',
  401: 'no permission (token, username or password wrong)',
  403: 'authorised but forbidden',
  404: 'record does not exist',
  406: 'format unavailable',
  410: 'resource permanently removed',
  413: 'request error, nothing changed',
  422: 'validation error on create',
  500: 'server error',
  502: 'gateway error',
  503: 'service unavailable or overloaded',
  504: 'gateway timeout',
} as const;

/** An error status of the portal API. */
export type PortalErrorStatus = Exclude<keyof typeof PORTAL_STATUS_TEXTS, 200 | 201 | 204>;

/**
 * A refusal of a portal call. The router's error handler answers it as the portal envelope with the
 * SPEC §8 status text in `message` and the specific reason (Chinese, for people) in `msg`.
 */
export class PortalError extends Error {
  override readonly name = 'PortalError';
  constructor(
    readonly status: PortalErrorStatus,
    readonly detail: string,
  ) {
    super(`${PORTAL_STATUS_TEXTS[status]}: ${detail}`);
  }
}

/** Realm-safe check for {@link PortalError}. */
export function isPortalError(value: unknown): value is PortalError {
  return value instanceof Error && value.name === 'PortalError' && 'status' in value && 'detail' in value;
}

/** 404 with the record kind named. */
export function notFound(what: string): PortalError {
  return new PortalError(404, `${what}不存在`);
}
