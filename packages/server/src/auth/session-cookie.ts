import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_COOKIE_NAME } from '../constants';
import { ourOriginOf } from '../http/same-origin';
import type { ServerEnv } from '../http/server-env';

/**
 * How the session cookie is set: `Secure` over HTTPS (COOKIE_SECURE, or a trusted proxy's
 * `X-Forwarded-Proto: https`) and its lifetime (the token's).
 */
export interface SessionCookieSettings {
  secure: boolean;
  maxAgeSeconds: number;
}

/**
 * Sets `edu_token` as CONTRACTS 1.1 says: HttpOnly (page scripts never see the token), SameSite=Lax (not
 * sent on cross-site subresource requests or POSTs), Path=/, Max-Age = the token's lifetime, Secure when
 * the site is served over HTTPS.
 */
export function setSessionCookie(c: Context<ServerEnv>, token: string, settings: SessionCookieSettings): void {
  setCookie(c, AUTH_COOKIE_NAME, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c, settings),
    maxAge: settings.maxAgeSeconds,
  });
}

/** Clears the session cookie (same path and flags, so the browser replaces the one it holds). */
export function clearSessionCookie(c: Context<ServerEnv>, settings: Pick<SessionCookieSettings, 'secure'>): void {
  deleteCookie(c, AUTH_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecure(c, settings) });
}

/** COOKIE_SECURE, or a page the browser loaded over HTTPS through a trusted proxy: every auth cookie's `Secure`. */
export function isSecure(c: Context<ServerEnv>, settings: Pick<SessionCookieSettings, 'secure'>): boolean {
  return settings.secure || ourOriginOf(c).startsWith('https:');
}

/** The session cookie's token, or undefined when there is none. */
export function readSessionCookie(c: Context): string | undefined {
  const value = getCookie(c, AUTH_COOKIE_NAME);
  return value ? value : undefined;
}
