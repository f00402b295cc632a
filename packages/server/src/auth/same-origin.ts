import type { Context } from 'hono';

/** The headers that say where a request came from. */
export interface RequestOriginHeaders {
  /** `Sec-Fetch-Site`, which browsers set on requests to secure origins (and to localhost). */
  secFetchSite: string | undefined;
  /** `Origin`, which browsers set on cross-origin requests and on same-origin POST, PUT and DELETE. */
  origin: string | undefined;
}

/**
 * CONTRACTS 1.3: a request is same-origin when `Sec-Fetch-Site` says `same-origin`; when the request has
 * no `Sec-Fetch-Site`, when its `Origin` equals ours. Nothing else counts: no header at all, `same-site`
 * (a sibling subdomain may be another county's site), `none` (a typed URL) and `Origin: null` are not.
 */
export function isSameOriginRequest(headers: RequestOriginHeaders, ourOrigin: string): boolean {
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site) return site === 'same-origin';
  const origin = headers.origin?.trim();
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).origin === new URL(ourOrigin).origin;
  } catch {
    return false;
  }
}

/** Our origin as the server sees the request: its scheme and `Host`. */
export function ourOriginOf(c: Context): string {
  return new URL(c.req.url).origin;
}

/** {@link isSameOriginRequest} for a Hono request. */
export function isSameOrigin(c: Context): boolean {
  return isSameOriginRequest(
    { secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin') },
    ourOriginOf(c),
  );
}
