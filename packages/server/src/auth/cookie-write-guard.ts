import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/http-error';
import type { ServerEnv } from '../http/server-env';
import { CROSS_SITE_COOKIE_MESSAGE } from './require-user';
import { isSameOrigin } from './same-origin';

/** Methods that never change state; every other method is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403) a state-changing call authenticated by the session cookie alone unless it is same-origin
 * (CONTRACTS 1.4): a cross-site form or script cannot write with the visitor's cookie. Bearer-token calls
 * (embedding sites, tools) and anonymous calls are not affected.
 *
 * A page navigation is refused too, same-origin or not: the portal writes through scripts only, and a
 * link to a GET-shaped delete (SPEC's `practiceComment/{id}/del`) placed in content on our own site would
 * otherwise run with the reader's cookie when clicked.
 */
export function assertCookieWriteAllowed(c: Context<ServerEnv>): void {
  if (c.get('credentialSource') !== 'cookie') return;
  if (!isSameOrigin(c)) throw new HttpError(403, CROSS_SITE_COOKIE_MESSAGE);
  if (isNavigation(c)) throw new HttpError(403, NAVIGATION_WRITE_MESSAGE);
}

const NAVIGATION_WRITE_MESSAGE = '不能通过打开链接修改数据：请在本站页面上操作';

/** `Sec-Fetch-Mode: navigate` marks a page load (a link, a form, a typed address), never a script's call. */
function isNavigation(c: Context<ServerEnv>): boolean {
  return c.req.header('sec-fetch-mode')?.trim().toLowerCase() === 'navigate';
}

/** {@link assertCookieWriteAllowed} for every POST, PUT, PATCH and DELETE under the portal API. */
export function refuseCrossSiteCookieWrites(): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) assertCookieWriteAllowed(c);
    await next();
  };
}
