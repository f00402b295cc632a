import { safeRedirectTarget } from '@edu/api-client';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { readSiteName } from '../db/read-site-name';
import type { ReadClientAddress } from '../http/client-address-reader';
import { HttpError } from '../http/http-error';
import { ok } from '../http/portal-envelope';
import { on, readBody, readQuery } from '../http/portal-router-kit';
import { isSameOrigin, ourOriginOf } from '../http/same-origin';
import type { ServerEnv } from '../http/server-env';
import type { LoginGuard, LoginOutcome } from './login-guard';
import type { LoginPageDeps } from './login-page-deps';
import { registerLogoutRoutes } from './logout-page';
import { toPublicUser } from './public-user';
import { LOGIN_PAGE_CSS, renderLoginPage } from './render-login-page';
import { readRequestCredentials } from './request-credentials';
import { SERVER_PAGE_HEADERS as PAGE_HEADERS, serverPageHeaders } from './server-page-headers';
import { clearSessionCookie, type SessionCookieSettings, setSessionCookie } from './session-cookie';
import type { TokenService } from './token-service';

/** Where to go after login when no (acceptable) redirect_url is given: the workbench (SPEC §7). */
export const DEFAULT_REDIRECT = '/personal?typeIndex=1';
const WRONG_CREDENTIALS = '用户名或密码错误';
/** The refusal of a disabled account, shared by every sign-in (the unified login's message page too). */
export const ACCOUNT_DISABLED_MESSAGE = '该账号已被停用，无法登录。如有疑问，请联系平台管理员。';
const FOREIGN_FORM = '登录请求必须来自本站的登录页面：请刷新登录页后重新登录';

/** The refusal text of a locked account (the page, the portal API and the JSON login share it). */
function lockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `登录失败次数过多，账号已临时锁定，请 ${minutes} 分钟后再试`;
}

/** The refusal text of a client address that failed too often (all three logins share it). */
function throttledMessage(retryAfterSeconds: number): string {
  return `该网络地址登录失败次数过多，请 ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} 分钟后再试`;
}

/** The message of a refused login, whichever the reason; it never says which field was wrong. */
export function refusalMessage(outcome: Exclude<LoginOutcome, { ok: true }>, now: Date): string {
  switch (outcome.reason) {
    case 'invalid':
      return WRONG_CREDENTIALS;
    case 'disabled':
      return ACCOUNT_DISABLED_MESSAGE;
    case 'locked':
      return lockedMessage(outcome.lockedUntil, now);
    case 'throttled':
      return throttledMessage(outcome.retryAfterSeconds);
    default:
      return outcome satisfies never;
  }
}

const formSchema = z.object({
  username: z.string().max(64).default(''),
  password: z.string().max(128).default(''),
  redirect_url: z.string().max(2000).optional(),
});

/** The login page's status for each refusal. */
const REFUSAL_STATUS = { invalid: 401, disabled: 403, locked: 423, throttled: 429 } as const;

/** The redirect target of a request: same-site paths only ({@link safeRedirectTarget}), else `fallback`. */
function redirectTarget(c: Context, raw: string | undefined, fallback: string): string {
  return safeRedirectTarget(raw, ourOriginOf(c)) ?? fallback;
}

/**
 * The login page: GET /auth/login (form), POST /auth/login/form (sets the session cookie and redirects to
 * redirect_url), GET and POST /auth/logout (sign-out: logout-page.ts), GET /auth/login.css. Mount at
 * `/auth` after the JSON `/auth/login`:
 * `app.route('/auth', createLoginPageRoutes(deps))`.
 */
export function createLoginPageRoutes(deps: LoginPageDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const now = deps.now ?? (() => new Date());
  const page = async (redirectUrl: string, username: string, error?: string) =>
    renderLoginPage({ siteName: await readSiteName(deps.db), redirectUrl, username, error });

  app.get('/login.css', (c) =>
    c.body(LOGIN_PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );

  app.get('/login', async (c) => {
    const redirect = redirectTarget(c, c.req.query('redirect_url'), DEFAULT_REDIRECT);
    return c.html(await page(redirect, ''), 200, PAGE_HEADERS);
  });

  app.post('/login/form', async (c) => {
    // Login CSRF: a foreign page must not sign the visitor in to an account of its choosing.
    if (!isSameOrigin(c)) return c.html(await page(DEFAULT_REDIRECT, '', FOREIGN_FORM), 403, PAGE_HEADERS);
    const body = await c.req.parseBody().then(
      (value) => value,
      () => undefined,
    );
    if (body === undefined) {
      return c.html(await page(DEFAULT_REDIRECT, '', '登录表单格式不正确，请刷新页面后重试'), 400, PAGE_HEADERS);
    }
    const form = formSchema.safeParse(body);
    const input = form.success ? form.data : { username: '', password: '', redirect_url: undefined };
    const redirect = redirectTarget(c, input.redirect_url, DEFAULT_REDIRECT);
    if (input.username.trim() === '' || input.password === '') {
      return c.html(await page(redirect, input.username, '请输入用户名和密码'), 400, PAGE_HEADERS);
    }
    const outcome = await deps.loginGuard.attempt({
      username: input.username,
      password: input.password,
      address: deps.clientAddress(c),
    });
    if (!outcome.ok) {
      const status = REFUSAL_STATUS[outcome.reason];
      const headers =
        outcome.reason === 'throttled'
          ? { ...PAGE_HEADERS, 'Retry-After': String(outcome.retryAfterSeconds) }
          : PAGE_HEADERS;
      return c.html(await page(redirect, input.username, refusalMessage(outcome, now())), status, headers);
    }
    setSessionCookie(c, await deps.tokens.issue(outcome.user.uid), deps.session);
    return c.redirect(redirect, 303);
  });

  registerLogoutRoutes(app, {
    ...deps,
    redirectTarget,
    pageHeaders: serverPageHeaders(deps.providerOrigin ? [deps.providerOrigin] : []),
  });

  return app;
}

/** What the portal's login calls need. */
export interface LoginApiDeps {
  tokens: Pick<TokenService, 'issue' | 'revoke'>;
  loginGuard: LoginGuard;
  session: SessionCookieSettings;
  clientAddress: ReadClientAddress;
  now(): Date;
}

/**
 * The portal's login calls under /resource_api (SPEC §7 "Auth and user"): the unified-login check
 * (credentials in the JSON body only, never the query: DESIGN.md; answers `{ token, user }` and sets no
 * cookie) and the token logout, which revokes the request's token (CONTRACTS 1.6) and clears the cookie.
 */
export function registerLoginApiRoutes(app: Hono<ServerEnv>, deps: LoginApiDeps): void {
  on(app, 'POST', ['lc_login/uc/j_hh_security_check'], async (c) => {
    if (c.req.query('password') !== undefined) throw new HttpError(400, '密码不能放在查询参数中，请放在请求体里');
    const body = await readBody(
      c,
      z.strictObject({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
    );
    const outcome = await deps.loginGuard.attempt({ ...body, address: deps.clientAddress(c) });
    if (!outcome.ok) {
      const message = refusalMessage(outcome, deps.now());
      if (outcome.reason === 'throttled')
        throw new HttpError(429, message, { retryAfterSeconds: outcome.retryAfterSeconds });
      throw new HttpError(outcome.reason === 'disabled' ? 403 : 401, message);
    }
    return ok(c, { token: await deps.tokens.issue(outcome.user.uid), user: toPublicUser(outcome.user) });
  });
  on(app, 'POST', ['api/admin/logout/token'], async (c) => {
    const query = readQuery(c, z.strictObject({ token: z.string().max(4000).optional() }));
    const credentials = readRequestCredentials(c);
    if (credentials.source !== 'none' && credentials.token) await deps.tokens.revoke(credentials.token);
    // SPEC names the token in the query; holding a token is the right to end it.
    if (query.token) await deps.tokens.revoke(query.token);
    clearSessionCookie(c, deps.session);
    return ok(c, null);
  });
}
