import type { MiddlewareHandler } from 'hono';
import { isPlatformAdmin, requireIdentity } from '../auth/resolve-identity';
import { HttpError } from '../http/http-error';
import type { ServerEnv } from '../http/server-env';

/** The refusal every console call gives anyone but a platform administrator. */
const NOT_PLATFORM_ADMIN_MESSAGE = '仅平台管理员可以使用平台管理功能';

/**
 * Checks the role on every console request, before any handler: an anonymous request is 401, a signed-in
 * user who is not a 平台管理员 is 403. The role is read from the database on each request (the portal's
 * identity), so taking the role away holds at once, on every copy.
 */
export function requirePlatformAdmin(): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const identity = requireIdentity(c.get('identity'));
    if (!isPlatformAdmin(identity)) throw new HttpError(403, NOT_PLATFORM_ADMIN_MESSAGE);
    await next();
  };
}
