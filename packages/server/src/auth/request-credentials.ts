import type { Context } from 'hono';
import type { ServerEnv } from '../http/server-env';
import { readSessionCookie } from './session-cookie';

/**
 * The credential a request carries (CONTRACTS 1.2): the `Authorization` header when present (the cookie is
 * then ignored), otherwise the session cookie. A header that holds no usable token is `header` with no
 * token: it is refused as an invalid credential, never silently replaced by the cookie.
 */
export type RequestCredentials =
  | { source: 'header'; token: string | undefined }
  | { source: 'cookie'; token: string }
  | { source: 'render'; token: string }
  | { source: 'none' };

/** Reads `Authorization: Bearer <token>` (a bare `Authorization: <token>` too: SPEC's portal sends one). */
function credentialsFrom(header: string | undefined, cookie: string | undefined): RequestCredentials {
  const value = header?.trim();
  if (value) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(value)?.[1];
    return { source: 'header', token: bearer ?? (/\s/.test(value) ? undefined : value) };
  }
  return cookie ? { source: 'cookie', token: cookie } : { source: 'none' };
}

/**
 * {@link credentialsFrom} for a Hono request; for an API call of the server's render, the visitor's token
 * the hosting handed it (`render`: the page's own reads, made here instead of by its script).
 */
export function readRequestCredentials(c: Context<ServerEnv>): RequestCredentials {
  const render = c.env?.renderCaller;
  if (render) return render.token ? { source: 'render', token: render.token } : { source: 'none' };
  return credentialsFrom(c.req.header('authorization'), readSessionCookie(c));
}
