import { timingSafeEqual } from 'node:crypto';
import { safeRedirectTarget } from '@edu/api-client';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { OIDC_STATE_COOKIE_NAME, PROVIDER_SESSION_COOKIE_NAME } from '../../constants';
import { readSiteName } from '../../db/read-site-name';
import { ourOriginOf as requestOriginOf } from '../../http/same-origin';
import type { ServerEnv } from '../../http/server-env';
import { DEFAULT_REDIRECT } from '../login-page';
import { SERVER_PAGE_HEADERS } from '../server-page-headers';
import { isSecure, setSessionCookie } from '../session-cookie';
import { OIDC_CALLBACK_PATH } from './oidc-settings';
import { profileFromClaims } from './profile-from-claims';
import { provisionAccount } from './provision-account';
import { problemStatus, renderSignInProblemPage } from './render-sign-in-problem-page';
import { registerTokenExchangeRoute } from './token-exchange-route';
import type { UnifiedLoginDeps } from './unified-login-deps';

import { classifyProviderError, UnifiedLoginError } from './unified-login-error';

/** Where the provider sends the browser back after its sign-out (RP-initiated logout). */
const SIGNED_OUT_PATH = '/auth/oidc/signed-out';
const DEFAULT_SIGNED_OUT_TARGET = '/index';

/** Our origin for the addresses handed to the provider: PUBLIC_ORIGIN when set, else the request's. */
function siteOriginOf(deps: Pick<UnifiedLoginDeps, 'publicOrigin'>, c: Context<ServerEnv>): string {
  return deps.publicOrigin ?? requestOriginOf(c);
}

/**
 * The unified login under `/auth` (mounted before the built-in sign-in page, whose GET /auth/login it
 * takes over): GET /login starts a sign-in at the provider, GET /oidc/callback finishes it with our own
 * session cookie, GET /oidc/signed-out comes back from the provider's sign-out, POST
 * /oidc/backchannel-logout takes the provider's logout tokens, and POST /token exchanges another county
 * site's ID token for a Bearer token (when OIDC_EXCHANGE_CLIENT_IDS names sites). Every failure a person
 * meets is a Chinese message page with 重新登录, never a 500.
 */
export function createUnifiedLoginRoutes(deps: UnifiedLoginDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const { settings } = deps;
  const cookieOptions = (c: Context<ServerEnv>, path: string, maxAge: number) => ({
    path,
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: isSecure(c, deps.session),
    maxAge,
  });
  const redirectUriOf = (c: Context<ServerEnv>) =>
    settings.redirectUri ?? `${siteOriginOf(deps, c)}${OIDC_CALLBACK_PATH}`;

  const problemPage = async (c: Context<ServerEnv>, error: UnifiedLoginError, returnTo: string) => {
    deps.log(`Unified login: ${error.problem}: ${error.message}${error.cause ? ` (${String(error.cause)})` : ''}`);
    const html = renderSignInProblemPage({
      siteName: await readSiteName(deps.db),
      problem: error.problem,
      retryHref: `/auth/login?redirect_url=${encodeURIComponent(returnTo)}`,
      providerCode: error.providerCode,
    });
    return c.html(html, problemStatus(error.problem), SERVER_PAGE_HEADERS);
  };

  app.get('/login', async (c) => {
    const returnTo = safeRedirectTarget(c.req.query('redirect_url'), siteOriginOf(deps, c)) ?? DEFAULT_REDIRECT;
    try {
      const { request, url } = await deps.provider.startSignIn(redirectUriOf(c));
      await deps.requests.create({ ...request, returnTo }, settings.loginTtlSeconds);
      // Binds the callback to this browser: a callback URL sent to someone else finds no cookie (login CSRF).
      setCookie(c, OIDC_STATE_COOKIE_NAME, request.state, cookieOptions(c, '/auth/oidc', settings.loginTtlSeconds));
      c.header('Cache-Control', 'no-store');
      return c.redirect(url.href, 303);
    } catch (error) {
      return problemPage(c, classifyProviderError(error), returnTo);
    }
  });

  app.get('/oidc/callback', async (c) => {
    const parameters = new URL(c.req.url).searchParams;
    const state = parameters.get('state') ?? '';
    const browserState = getCookie(c, OIDC_STATE_COOKIE_NAME) ?? '';
    deleteCookie(c, OIDC_STATE_COOKIE_NAME, cookieOptions(c, '/auth/oidc', 0));
    c.header('Cache-Control', 'no-store');
    let returnTo = DEFAULT_REDIRECT;
    try {
      if (!sameSecret(state, browserState)) {
        throw new UnifiedLoginError('stale', state ? 'the state is not the one this browser started' : 'no state');
      }
      const request = await deps.requests.take(state);
      if (!request) throw new UnifiedLoginError('stale', 'unknown or already used state');
      returnTo = request.returnTo;
      if (request.expired) throw new UnifiedLoginError('stale', 'the sign-in ran out before the callback');
      const signIn = await deps.provider.finishSignIn(parameters, { ...request, redirectUri: redirectUriOf(c) });
      const outcome = profileFromClaims(signIn.claims, settings);
      if (!outcome.ok) {
        const detail =
          outcome.reason === 'no-role'
            ? `no mapped role among the provider roles ${JSON.stringify(outcome.providerRoles)}`
            : `no usable user id in claim ${settings.claims.uid}`;
        throw new UnifiedLoginError(outcome.reason, detail);
      }
      const account = await provisionAccount(deps.db, outcome.profile, deps.now);
      if (!account.ok) throw new UnifiedLoginError('disabled', `account ${outcome.profile.uid} is disabled`);
      const issued = await deps.tokens.issueSession(account.user.uid, {
        method: 'provider',
        providerSubject: signIn.subject ?? account.user.uid,
        providerSession: signIn.session,
        idToken: signIn.idToken,
      });
      setSessionCookie(c, issued.token, deps.session);
      setCookie(c, PROVIDER_SESSION_COOKIE_NAME, issued.tokenId, cookieOptions(c, '/auth', deps.session.maxAgeSeconds));
      if (account.created) deps.log(`Unified login: account ${account.user.uid} created on first sign-in`);
      return c.redirect(returnTo, 303);
    } catch (error) {
      return problemPage(c, classifyProviderError(error), returnTo);
    }
  });

  app.get('/oidc/signed-out', (c) => {
    c.header('Cache-Control', 'no-store');
    const target = safeRedirectTarget(c.req.query('state'), siteOriginOf(deps, c)) ?? DEFAULT_SIGNED_OUT_TARGET;
    return c.redirect(target, 303);
  });

  app.post('/oidc/backchannel-logout', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await c.req.parseBody().catch(() => undefined);
    const token = body?.logout_token;
    if (typeof token !== 'string' || token === '') {
      return c.json({ error: 'invalid_request', error_description: 'logout_token is missing' }, 400);
    }
    try {
      const ended = await deps.provider.verifyLogoutToken(token);
      const uids = await deps.sessions.usersOf(ended);
      for (const uid of uids) await deps.sessions.endAllOf(uid);
      deps.log(`Unified login: back-channel logout ended the sessions of ${uids.length} user(s)`);
      return c.body(null, 200);
    } catch (error) {
      const problem = classifyProviderError(error);
      deps.log(`Unified login: back-channel logout refused: ${problem.message}`);
      // Our fault, not the token's (the provider's keys could not be fetched): the provider may send it again.
      if (problem.problem === 'unreachable') {
        return c.json(
          { error: 'temporarily_unavailable', error_description: 'the provider keys are unreachable' },
          503,
        );
      }
      return c.json({ error: 'invalid_request', error_description: 'the logout token is not valid' }, 400);
    }
  });

  if (settings.exchangeClientIds.length > 0) registerTokenExchangeRoute(app, deps);
  return app;
}

/**
 * The unified login's part of a sign-out, started from ours (GET /auth/logout, however it is reached):
 * when this browser's session came from the provider, revokes it, forgets the cookie naming it and answers
 * the provider's sign-out address (RP-initiated logout), which comes back to `returnTo` through
 * {@link SIGNED_OUT_PATH}; undefined for any other session.
 */
export function createProviderSignOut(
  deps: Pick<UnifiedLoginDeps, 'settings' | 'provider' | 'sessions' | 'revocations' | 'session' | 'publicOrigin'>,
) {
  return async (c: Context<ServerEnv>, returnTo: string): Promise<string | undefined> => {
    const tokenId = getCookie(c, PROVIDER_SESSION_COOKIE_NAME);
    if (tokenId === undefined) return undefined;
    deleteCookie(c, PROVIDER_SESSION_COOKIE_NAME, {
      path: '/auth',
      httpOnly: true,
      sameSite: 'Lax',
      secure: isSecure(c, deps.session),
    });
    const ended = await deps.sessions.find(tokenId);
    if (ended?.method !== 'provider') return undefined;
    await deps.revocations.revoke(tokenId, new Date(ended.expires_at));
    const origin = deps.settings.redirectUri ? new URL(deps.settings.redirectUri).origin : siteOriginOf(deps, c);
    const url = await deps.provider.endSessionUrl({
      idTokenHint: ended.id_token ?? undefined,
      postLogoutRedirectUri: `${origin}${SIGNED_OUT_PATH}`,
      state: returnTo,
    });
    return url?.href;
  };
}

/** Compares two secrets in constant time; empty never matches. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length > 0 && left.length === right.length && timingSafeEqual(left, right);
}
