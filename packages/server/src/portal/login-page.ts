import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { TokenService } from '../auth/token-service';
import { toPublicUser } from '../services/user-store';
import { createLoginGuard, type LoginGuard } from './login-guard';
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME } from './portal-constants';
import type { PortalDatabase } from './portal-database';
import type { PortalEnv } from './portal-env';
import { ok } from './portal-envelope';
import { PortalError } from './portal-error';
import { on, type RouteKit, readBody, readQuery } from './portal-router-kit';
import { readSiteName } from './read-site-name';
import { LOGIN_PAGE_CSS, renderLoginPage } from './render-login-page';

/** Where to go after login when no (acceptable) redirect_url is given: the workbench (SPEC §7). */
const DEFAULT_REDIRECT = '/personal?typeIndex=1';
const WRONG_CREDENTIALS = '用户名或密码错误';

/** What the login page needs from the server. */
export interface LoginPageDeps {
  db: Kysely<PortalDatabase>;
  tokens: Pick<TokenService, 'issue'>;
  now?: () => Date;
  /** Secure cookies (set when the site is served over HTTPS). */
  secureCookie?: boolean;
  /** The lockout shared with `POST /auth/login` and the portal's login call (one is made when absent). */
  loginGuard?: LoginGuard;
}

/** Only same-site paths are followed, so the login page cannot be used as an open redirect. */
export function safeRedirect(raw: string | undefined): string {
  if (!raw) return DEFAULT_REDIRECT;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return raw;
  try {
    const url = new URL(raw);
    // Absolute http(s) URLs are reduced to their path: the portal is served from this same origin.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_REDIRECT;
    return url.pathname.startsWith('//') ? DEFAULT_REDIRECT : `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_REDIRECT;
  }
}

/** The refusal text of a locked account (the page, the portal API and part 1's JSON login share it). */
export function lockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `登录失败次数过多，账号已临时锁定，请 ${minutes} 分钟后再试`;
}

const formSchema = z.object({
  username: z.string().max(64).default(''),
  password: z.string().max(128).default(''),
  redirect_url: z.string().max(2000).optional(),
});

/**
 * The login page: GET /auth/login (form), POST /auth/login/form (sets the token cookie and redirects to
 * redirect_url), GET /auth/logout (clears it and redirects back), GET /auth/login.css. Mount at `/auth`
 * after part 1's JSON `/auth/login`: `app.route('/auth', createLoginPageRoutes(deps))`.
 */
export function createLoginPageRoutes(deps: LoginPageDeps): Hono {
  const app = new Hono();
  const now = deps.now ?? (() => new Date());
  const guard = deps.loginGuard ?? createLoginGuard(deps.db, now);
  const page = async (redirectUrl: string, username: string, error?: string) =>
    renderLoginPage({ siteName: await readSiteName(deps.db), redirectUrl, username, error });
  const headers = {
    'Content-Security-Policy':
      "default-src 'none'; style-src 'self'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };

  app.get('/login.css', (c) =>
    c.body(LOGIN_PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );

  app.get('/login', async (c) => {
    const redirect = safeRedirect(c.req.query('redirect_url'));
    return c.html(await page(redirect, ''), 200, headers);
  });

  app.post('/login/form', async (c) => {
    const form = formSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    const input = form.success ? form.data : { username: '', password: '', redirect_url: undefined };
    const redirect = safeRedirect(input.redirect_url);
    if (input.username.trim() === '' || input.password === '') {
      return c.html(await page(redirect, input.username, '请输入用户名和密码'), 400, headers);
    }
    const outcome = await guard.attempt(input.username, input.password);
    if (!outcome.ok) {
      const message = outcome.reason === 'locked' ? lockedMessage(outcome.lockedUntil, now()) : WRONG_CREDENTIALS;
      return c.html(await page(redirect, input.username, message), outcome.reason === 'locked' ? 423 : 401, headers);
    }
    const token = await deps.tokens.issue(outcome.user.uid);
    setCookie(c, AUTH_COOKIE_NAME, token, {
      path: '/',
      sameSite: 'Lax',
      maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
      // Not HttpOnly: the portal reads the token to send it as Authorization (SPEC §6 login state).
      httpOnly: false,
      secure: deps.secureCookie ?? false,
    });
    return c.redirect(redirect, 303);
  });

  app.get('/logout', (c) => {
    deleteCookie(c, AUTH_COOKIE_NAME, { path: '/' });
    return c.redirect(safeRedirect(c.req.query('redirect_url') ?? '/index'), 303);
  });

  return app;
}

/**
 * The portal's login calls under /resource_api (SPEC §7 "Auth and user"): the unified-login check
 * (credentials in the JSON body only, never the query: DESIGN.md) and token logout.
 */
export function registerLoginApiRoutes(
  app: Hono<PortalEnv>,
  kit: RouteKit,
  tokens: Pick<TokenService, 'issue'>,
  guard?: LoginGuard,
): void {
  const loginGuard = guard ?? createLoginGuard(kit.deps.db, kit.now);
  on(app, 'POST', ['lc_login/uc/j_hh_security_check'], async (c) => {
    if (c.req.query('password') !== undefined) throw new PortalError(400, '密码不能放在查询参数中，请放在请求体里');
    const body = await readBody(
      c,
      z.strictObject({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
    );
    const outcome = await loginGuard.attempt(body.username, body.password);
    if (!outcome.ok) {
      throw new PortalError(
        401,
        outcome.reason === 'locked' ? lockedMessage(outcome.lockedUntil, kit.now()) : WRONG_CREDENTIALS,
      );
    }
    return ok(c, { token: await tokens.issue(outcome.user.uid), user: toPublicUser(outcome.user) });
  });
  on(app, 'POST', ['api/admin/logout/token'], async (c) => {
    readQuery(c, z.strictObject({ token: z.string().max(4000).optional() }));
    deleteCookie(c, AUTH_COOKIE_NAME, { path: '/' });
    // Tokens are stateless JWTs: logging out forgets the cookie; the token expires on its own.
    return ok(c, null);
  });
}
