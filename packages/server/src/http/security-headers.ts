import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './server-env';

/** A JSON answer: the envelopes of /ai, /resource_api and /auth, and /healthz. */
function isJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

/**
 * Every JSON answer of the API is `X-Content-Type-Options: nosniff` (never read as another type) and
 * `Cache-Control: no-store`: answers such as userinfo carry phone numbers and tokens, and no shared or
 * browser cache may keep them (`Back` after signing out must not show them either).
 */
export function jsonAnswersNotStored(): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    await next();
    if (!isJson(c.res.headers.get('content-type'))) return;
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * `Strict-Transport-Security: max-age=<seconds>` on every answer, for a site served over HTTPS
 * (COOKIE_SECURE): after one visit the browser never asks for it over plain HTTP again, so the session
 * cookie cannot be stripped of TLS on the way. No `includeSubDomains`: other county sites under the same
 * domain may still be plain HTTP.
 */
export function strictTransportSecurity(maxAgeSeconds: number): MiddlewareHandler<ServerEnv> {
  const value = `max-age=${maxAgeSeconds}`;
  return async (c, next) => {
    await next();
    c.res.headers.set('Strict-Transport-Security', value);
  };
}
