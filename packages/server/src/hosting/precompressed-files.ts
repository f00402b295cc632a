import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSED_COPY_SUFFIXES, etagOf, originalOf } from './static-file-policy';

/** Options of {@link precompressedFiles}. */
export interface PrecompressedFilesOptions {
  /** The built folder. */
  root: string;
  /** Serve this file (relative to root) whatever the request path: the portal's SPA fallback. */
  file?: string;
  /** Maps the request path to the path below root, e.g. strips the `/widget` mount. */
  rewriteRequestPath?: (requestPath: string) => string;
  /** Cache-Control of a file, from its path below root split in segments (the original's, not `.br`). */
  cacheControl: (segments: readonly string[]) => string;
}

/**
 * A built folder through @hono/node-server's `serveStatic` with `precompressed`: a file with a `.br` or
 * `.gz` copy beside it (written at build time) is sent as that copy when the request's Accept-Encoding
 * names the coding (brotli first), with the original's Content-Type. Every file found also gets its
 * Cache-Control, a weak ETag of the bytes sent (pair it with Hono's `etag` middleware for 304s), and
 * `Vary: Accept-Encoding` whenever a copy exists, also when this client was sent the original, so a
 * shared cache never hands one client's coding to another. Calls `next()` when the file is missing.
 */
export function precompressedFiles(options: PrecompressedFilesOptions): MiddlewareHandler {
  const root = path.resolve(options.root);
  return serveStatic({
    root,
    path: options.file,
    rewriteRequestPath: options.rewriteRequestPath,
    precompressed: true,
    // Hono's documented place for per-file headers: they go on the response serveStatic returns.
    onFound: (servedPath, c) => {
      const original = originalOf(servedPath);
      const info = statSync(servedPath);
      c.header('ETag', etagOf(info.size, info.mtimeMs));
      c.header('Cache-Control', options.cacheControl(path.relative(root, original).split(path.sep)));
      // serveStatic itself adds Vary when it sent a copy; appended, so CORS's `Vary: Origin` stays.
      if (servedPath === original && hasCompressedCopy(original)) c.header('Vary', 'Accept-Encoding', { append: true });
    },
  });
}

function hasCompressedCopy(file: string): boolean {
  return Object.values(COMPRESSED_COPY_SUFFIXES).some((suffix) => existsSync(file + suffix));
}
