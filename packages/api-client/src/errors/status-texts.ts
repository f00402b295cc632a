/** The status texts of SPEC §8, by HTTP status. */
export const HTTP_STATUS_TEXTS: Readonly<Record<number, string>> = {
  200: 'data returned',
  201: 'created or modified',
  202: 'queued async',
  204: 'deleted',
  400: 'request error, nothing changed',
  401: 'no permission (token, username or password wrong)',
  403: 'authorised but forbidden',
  404: 'record does not exist',
  406: 'format unavailable',
  410: 'resource permanently removed',
  422: 'validation error on create',
  500: 'server error',
  502: 'gateway error',
  503: 'service unavailable or overloaded',
  504: 'gateway timeout',
};

/** The SPEC §8 text for an HTTP status; statuses outside the table read `HTTP <status>`. */
export function statusText(status: number): string {
  return HTTP_STATUS_TEXTS[status] ?? `HTTP ${status}`;
}
