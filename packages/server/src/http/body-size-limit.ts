import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses a request body over `maxSize` bytes with `onError`. A body whose size its Content-Length states
 * is judged by that header alone (Node's parser never delivers more than it says), without touching the
 * body: reaching for `c.req.raw.body`, as Hono's bodyLimit does first, builds a web Request around the
 * Node request for every call, and that costs more than the rest of a small JSON call's handling. A body
 * sent in chunks, with no size up front, is counted as it arrives by Hono's bodyLimit.
 */
export function bodySizeLimit(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const countWhileReading = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
    }
    return countWhileReading(c, next);
  };
}
