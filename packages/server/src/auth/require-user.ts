import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../domain/http-error';
import type { TokenService } from './token-service';

/**
 * Verifies `Authorization: Bearer <token>` and puts the token's uid on the context. No token or an
 * invalid one is 401; a `uid` query parameter naming someone else is 403 (DESIGN.md: the uid is never
 * trusted from the client). Body uids are checked by {@link assertOwnUid} once the body is read.
 */
export function requireUser(tokens: TokenService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, '未登录：请求需要 Authorization: Bearer <token>');
    const identity = await tokens.verify(match[1]);
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
