import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { readSessionCookie } from '../auth/session-cookie';
import type { TokenService } from '../auth/token-service';
import type { PortalDatabase } from '../portal/portal-database';
import { readSiteName } from '../portal/read-site-name';
import { loadIdentity } from '../portal/resolve-identity';
import {
  HOME_PAGE_CSS,
  HOME_PAGE_SCRIPT,
  type HomePageView,
  type HomeVisitor,
  renderHomePage,
} from './render-home-page';

/** Strict policy of the home page: scripts and styles only from this origin, no inline code, no eval. */
export const HOME_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Generated pictures and videos come from the media provider's host.
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What the home page needs. */
export interface HomeRoutesDeps {
  db: Kysely<PortalDatabase>;
  tokens: Pick<TokenService, 'verify'>;
  chatProvider: HomePageView['chatProvider'];
  /** The widget build folder (WIDGET_DIR); the page says when it is missing. */
  widgetDir: string;
}

/**
 * `GET /` (the demo home page), `GET /home.css` and `GET /home.js`. The visitor is the one of the
 * `edu_token` cookie the login page sets; an invalid, expired or revoked token is an anonymous visit.
 */
export function createHomeRoutes(deps: HomeRoutesDeps): Hono {
  const app = new Hono();
  app.get('/home.css', (c) =>
    c.body(HOME_PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/home.js', (c) =>
    c.body(HOME_PAGE_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }),
  );
  app.get('/', async (c) => {
    const visitor = await visitorOf(deps, readSessionCookie(c));
    const widgetBuilt = await stat(path.join(deps.widgetDir, 'edu-assistant.js')).then(
      (info) => info.isFile(),
      () => false,
    );
    const html = renderHomePage({
      siteName: await readSiteName(deps.db),
      chatProvider: deps.chatProvider,
      widgetBuilt,
      visitor,
    });
    return c.html(html, 200, {
      'Content-Security-Policy': HOME_PAGE_CSP,
      // The page names the signed-in visitor: never stored by shared caches.
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}

async function visitorOf(deps: HomeRoutesDeps, token: string | undefined): Promise<HomeVisitor | undefined> {
  if (!token) return undefined;
  const verified = await deps.tokens.verify(token);
  if (!verified) return undefined;
  const identity = await loadIdentity(deps.db, verified.uid);
  if (!identity) return undefined;
  return {
    uid: identity.uid,
    userName: identity.userName,
    roleName: identity.roleName,
    schoolName: identity.schoolName,
  };
}
