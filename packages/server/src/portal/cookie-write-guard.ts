import type { MiddlewareHandler } from 'hono';
import { CROSS_SITE_COOKIE_MESSAGE } from '../auth/require-user';
import { isSameOrigin } from '../auth/same-origin';
import type { PortalEnv } from './portal-env';
import { PortalError } from './portal-error';
import type { PortalContext } from './portal-router-kit';

/** Methods that never change state; every other method is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403) a state-changing call authenticated by the session cookie alone unless it is same-origin
 * (CONTRACTS 1.4): a cross-site form or script cannot write with the visitor's cookie. Bearer-token calls
 * (embedding sites, tools) and anonymous calls are not affected.
 */
export function assertCookieWriteAllowed(c: PortalContext): void {
  if (c.get('credentialSource') === 'cookie' && !isSameOrigin(c)) throw new PortalError(403, CROSS_SITE_COOKIE_MESSAGE);
}

/** {@link assertCookieWriteAllowed} for every POST, PUT, PATCH and DELETE under the portal API. */
export function refuseCrossSiteCookieWrites(): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) assertCookieWriteAllowed(c);
    await next();
  };
}
