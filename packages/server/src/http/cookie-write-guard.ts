import type { Context, MiddlewareHandler } from 'hono';
import { type CookieWriteVerdict, classifyCookieWrite } from './classify-cookie-write';
import { HttpError } from './http-error';
import { ourOriginOf } from './same-origin';
import type { ServerEnv } from './server-env';

/** Methods that never change state; every other method is a write. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal of a cross-site request that carries only the session cookie (CONTRACTS 1.4). */
export const CROSS_SITE_COOKIE_MESSAGE =
  '跨站请求不能使用登录 Cookie：请在本站页面内操作，其他网站请使用 Authorization: Bearer <token>';

const REFUSALS: Record<Exclude<CookieWriteVerdict, 'script'>, string> = {
  foreign: CROSS_SITE_COOKIE_MESSAGE,
  navigation: '不能通过打开链接修改数据：请在本站页面上操作',
  embedded: '页面中的图片、音视频等资源不能修改数据：请在本站页面上操作',
};

/**
 * The 403 that refuses a write made with the session cookie alone by anything but our page's own script
 * ({@link classifyCookieWrite}), or undefined when the request may write. A cross-site form or script, a
 * link (even on our own site: SPEC's GET-shaped `practiceComment/{id}/del`) and a picture in our own
 * content all get one.
 */
export function cookieWriteRefusal(c: Context<ServerEnv>): HttpError | undefined {
  const verdict = classifyCookieWrite(
    {
      secFetchSite: c.req.header('sec-fetch-site'),
      secFetchMode: c.req.header('sec-fetch-mode'),
      origin: c.req.header('origin'),
    },
    ourOriginOf(c),
  );
  return verdict === 'script' ? undefined : new HttpError(403, REFUSALS[verdict]);
}

/**
 * Refuses (403) a state-changing portal call authenticated by the session cookie alone unless our page's
 * script made it ({@link cookieWriteRefusal}). Bearer-token calls (embedding sites, tools) and anonymous
 * calls are not affected.
 */
export function assertCookieWriteAllowed(c: Context<ServerEnv>): void {
  if (c.get('credentialSource') !== 'cookie') return;
  const refusal = cookieWriteRefusal(c);
  if (refusal) throw refusal;
}

/**
 * True when a request may write with its credential: a Bearer token, no credential at all (anonymous
 * writes have their own limits), or the cookie from our page's script. Reads that count something (a
 * download, a view) count only when this holds, and are served either way.
 */
export function mayWrite(c: Context<ServerEnv>): boolean {
  return c.get('credentialSource') !== 'cookie' || cookieWriteRefusal(c) === undefined;
}

/** {@link assertCookieWriteAllowed} for every POST, PUT, PATCH and DELETE under the portal API. */
export function refuseCrossSiteCookieWrites(): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) assertCookieWriteAllowed(c);
    await next();
  };
}
