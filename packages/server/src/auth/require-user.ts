import type { MiddlewareHandler } from 'hono';
import { CROSS_SITE_COOKIE_MESSAGE, cookieWriteRefusal, SAFE_METHODS } from '../http/cookie-write-guard';
import { HttpError } from '../http/http-error';
import { isSameOrigin } from '../http/same-origin';
import type { ServerEnv } from '../http/server-env';
import { readRequestCredentials } from './request-credentials';
import type { TokenService } from './token-service';

/**
 * Verifies the request's credential and puts the token's uid on the context (CONTRACTS 1.2, 1.4):
 * `Authorization: Bearer <token>` from anywhere CORS allows, or the session cookie on same-origin requests
 * only (a cross-site request with just the cookie is 403, whatever its method), and for a write only from
 * the page's own script (the cookie-write rule of cookie-write-guard.ts). No credential or an
 * invalid one is 401; a `uid` query parameter naming someone else is 403 (DESIGN.md: the uid is never
 * trusted from the client). Body uids are checked by {@link assertOwnUid} once the body is read.
 */
export function requireUser(tokens: Pick<TokenService, 'verify'>): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const credentials = readRequestCredentials(c);
    if (credentials.source === 'none') throw new HttpError(401, '未登录：请求需要 Authorization: Bearer <token>');
    if (credentials.source === 'cookie') {
      if (!isSameOrigin(c)) throw new HttpError(403, CROSS_SITE_COOKIE_MESSAGE);
      // A write also has to be the page's own script: not a picture or a link in content on our site.
      const refusal = SAFE_METHODS.has(c.req.method) ? undefined : cookieWriteRefusal(c);
      if (refusal) throw refusal;
    }
    const identity = credentials.token ? await tokens.verify(credentials.token) : undefined;
    if (!identity) throw new HttpError(401, '登录凭证无效或已过期，请重新登录');
    c.set('uid', identity.uid);
    for (const uid of c.req.queries('uid') ?? []) assertOwnUid(identity.uid, uid);
    await next();
  };
}

/** Refuses (403) a uid in a query or body that differs from the token's. */
export function assertOwnUid(tokenUid: string, claimed: string | number | undefined | null): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  if (String(claimed) !== tokenUid) throw new HttpError(403, '无权访问其他用户的数据：uid 与登录用户不一致');
}
