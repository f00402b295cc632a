import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** `application/json` and the `+json` types, with or without parameters; never `text/event-stream`. */
const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * JSON answers of at least `minBytes` are compressed (gzip, or deflate, by Accept-Encoding) through
 * Hono's `compress` middleware; every other answer passes untouched: chat streams (`text/event-stream`,
 * which must reach the browser chunk by chunk, and which the Node path writes outside Hono anyway), file
 * downloads and their byte ranges (a 206 is never re-encoded), pictures.
 *
 * Hono's JSON answers carry no Content-Length, and `compress` compresses every answer without one
 * whatever its threshold, so the body of a JSON answer is measured first (it is a string in memory already).
 */
export function compressJson(minBytes: number): MiddlewareHandler {
  const compressing = compress({ threshold: minBytes, contentTypeFilter: JSON_TYPE });
  return (c, next) =>
    compressing(c, async () => {
      await next();
      const type = c.res.headers.get('Content-Type');
      if (!type || !JSON_TYPE.test(type) || c.res.headers.has('Content-Length') || !c.res.body) return;
      const bytes = new Uint8Array(await c.res.arrayBuffer());
      c.res = new Response(bytes, c.res);
      c.res.headers.set('Content-Length', String(bytes.byteLength));
    });
}
