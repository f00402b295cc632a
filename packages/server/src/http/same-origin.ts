import type { Context } from 'hono';
import type { ServerEnv } from './server-env';

/** The headers that say where a request came from. */
export interface RequestOriginHeaders {
  /** `Sec-Fetch-Site`, which browsers set on requests to secure origins (and to localhost). */
  secFetchSite: string | undefined;
  /** `Origin`, which browsers set on cross-origin requests and on same-origin POST, PUT and DELETE. */
  origin: string | undefined;
  /** `Referer`, the page a request came from (by default its origin at least, across sites too). */
  referer?: string | undefined;
}

/**
 * CONTRACTS 1.3: a request is same-origin when `Sec-Fetch-Site` says `same-origin`; when the request has
 * no `Sec-Fetch-Site`, when its `Origin` equals ours; when it has neither, when its `Referer` is one of our
 * pages. Nothing else counts: no header at all, `same-site` (a sibling subdomain may be another county's
 * site), `none` (a typed URL) and `Origin: null` are not.
 *
 * The `Referer` step exists for a site served over plain HTTP on a LAN address: browsers send
 * `Sec-Fetch-Site` only to secure origins (and localhost) and no `Origin` on same-origin GETs, so without
 * it the portal's own cookie GETs there would be refused. A cross-site page cannot send our page as its
 * `Referer`; it can only suppress the header, which leaves the request refused.
 */
export function isSameOriginRequest(headers: RequestOriginHeaders, ourOrigin: string): boolean {
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site) return site === 'same-origin';
  const origin = headers.origin?.trim();
  if (origin) return sameOriginAs(origin, ourOrigin);
  const referer = headers.referer?.trim();
  return referer !== undefined && referer !== '' && sameOriginAs(referer, ourOrigin);
}

/** True when a URL (an `Origin` or `Referer` value) has our origin; `null` and unparsable values never do. */
export function sameOriginAs(url: string, ourOrigin: string): boolean {
  if (url === 'null') return false;
  try {
    return new URL(url).origin === new URL(ourOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * Our origin as the browser used it: the scheme and host a trusted proxy forwarded (`publicOrigin`,
 * TRUST_PROXY), else the request's own scheme and `Host`.
 */
export function ourOriginOf(c: Context<ServerEnv>): string {
  return c.get('publicOrigin') ?? new URL(c.req.url).origin;
}

/** {@link isSameOriginRequest} for a Hono request. */
export function isSameOrigin(c: Context<ServerEnv>): boolean {
  return isSameOriginRequest(
    { secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), referer: c.req.header('referer') },
    ourOriginOf(c),
  );
}
