import type { Context, Hono } from 'hono';
import { readSiteName } from '../db/read-site-name';
import { isSameOrigin } from '../http/same-origin';
import type { ServerEnv } from '../http/server-env';
import type { LoginPageDeps } from './login-page-deps';
import { renderLogoutPage } from './render-logout-page';
import { clearSessionCookie, readSessionCookie } from './session-cookie';

/** Where sign-out goes when no (acceptable) redirect_url is given. */
const DEFAULT_LOGOUT_REDIRECT = '/index';

/**
 * A top-level page load of ours: `Sec-Fetch-Site: same-origin`, `Sec-Fetch-Mode: navigate` and (when sent)
 * `Sec-Fetch-Dest: document`, as a link or a redirect on our own pages is. A cross-site link, a picture
 * (`no-cors`), a frame, and a request that does not say where it came from (no `Sec-Fetch-*`: plain HTTP,
 * or not a browser) are not.
 */
function isOurNavigation(c: Context<ServerEnv>): boolean {
  const header = (name: string) => c.req.header(name)?.trim().toLowerCase();
  const dest = header('sec-fetch-dest');
  return (
    header('sec-fetch-site') === 'same-origin' &&
    header('sec-fetch-mode') === 'navigate' &&
    (dest === undefined || dest === 'document')
  );
}

/** What signing out needs: the login page's settings and a way to read a redirect target. */
interface LogoutDeps extends Pick<LoginPageDeps, 'db' | 'tokens' | 'session' | 'endProviderSession'> {
  /** The redirect target of a request: a same-site path, else the fallback. */
  redirectTarget(c: Context<ServerEnv>, raw: string | undefined, fallback: string): string;
  /** The login page's headers (CSP without script, no-store, nosniff). */
  pageHeaders: Record<string, string>;
}

/**
 * Sign-out is not something another site can do to a visitor:
 * - `POST /auth/logout` (a form with `redirect_url`) signs out: it revokes the cookie's token, clears the
 *   cookie and answers 303 to the same-site target. It must come from our own page (the login form's
 *   same-origin rule); otherwise the confirmation page is answered (403) and nothing changes.
 * - `GET /auth/logout?redirect_url=` signs out directly only as a navigation of our own pages; from
 *   anywhere else (a link or a redirect on another site, a picture in content, a browser that sends no
 *   `Sec-Fetch-*`) it answers the confirmation page, whose button makes the POST above. With no session
 *   there is nothing to end: it redirects.
 * A provider's sign-out (OpenID Connect RP-initiated logout) can follow the POST: it is the one place the
 * session ends.
 */
export function registerLogoutRoutes(app: Hono<ServerEnv>, deps: LogoutDeps): void {
  const confirmation = async (c: Context<ServerEnv>, redirect: string, status: 200 | 403) =>
    c.html(
      renderLogoutPage({ siteName: await readSiteName(deps.db), redirectUrl: redirect }),
      status,
      deps.pageHeaders,
    );

  const signOut = async (c: Context<ServerEnv>, redirect: string) => {
    // A session the unified login started also ends at the provider (RP-initiated logout), which then
    // sends the browser back to `redirect`; asked before our session ends, while its record is there.
    const providerSignOut = await deps.endProviderSession?.(c, redirect);
    const token = readSessionCookie(c);
    if (token) await deps.tokens.revoke(token);
    clearSessionCookie(c, deps.session);
    c.header('Cache-Control', 'no-store');
    return c.redirect(providerSignOut ?? redirect, 303);
  };

  app.get('/logout', async (c) => {
    const redirect = deps.redirectTarget(c, c.req.query('redirect_url'), DEFAULT_LOGOUT_REDIRECT);
    if (!readSessionCookie(c) || isOurNavigation(c)) return signOut(c, redirect);
    return confirmation(c, redirect, 200);
  });

  app.post('/logout', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const raw = typeof body.redirect_url === 'string' ? body.redirect_url : undefined;
    const redirect = deps.redirectTarget(c, raw, DEFAULT_LOGOUT_REDIRECT);
    // Another site's form: nothing ends, and the visitor sees the question it skipped.
    if (!isSameOrigin(c)) return confirmation(c, redirect, 403);
    return signOut(c, redirect);
  });
}
