import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_COOKIE_NAME } from '../constants';

/** How the session cookie is set: `Secure` over HTTPS (COOKIE_SECURE) and its lifetime (the token's). */
export interface SessionCookieSettings {
  secure: boolean;
  maxAgeSeconds: number;
}

/**
 * Sets `edu_token` as CONTRACTS 1.1 says: HttpOnly (page scripts never see the token), SameSite=Lax (not
 * sent on cross-site subresource requests or POSTs), Path=/, Max-Age = the token's lifetime, Secure when
 * the site is served over HTTPS.
 */
export function setSessionCookie(c: Context, token: string, settings: SessionCookieSettings): void {
  setCookie(c, AUTH_COOKIE_NAME, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: settings.secure,
    maxAge: settings.maxAgeSeconds,
  });
}

/** Clears the session cookie (same path and flags, so the browser replaces the one it holds). */
export function clearSessionCookie(c: Context, settings: Pick<SessionCookieSettings, 'secure'>): void {
  deleteCookie(c, AUTH_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'Lax', secure: settings.secure });
}

/** The session cookie's token, or undefined when there is none. */
export function readSessionCookie(c: Context): string | undefined {
  const value = getCookie(c, AUTH_COOKIE_NAME);
  return value ? value : undefined;
}
