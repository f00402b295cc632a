import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { precompressedFiles } from './precompressed-files';
import { cacheControlOf, isCompressedCopy, safeRelativeSegments } from './static-file-policy';

/** Options of {@link createWidgetRoutes}. */
export interface WidgetRoutesOptions {
  /** The widget's script-tag build (WIDGET_DIR): edu-assistant.js, chunks/, assets/. */
  dir: string;
  /** Where the routes are mounted, e.g. `/widget`. */
  mountPath: string;
}

/** The answer while the widget is not built: says what to run. */
function widgetMissingMessage(dir: string): string {
  return [
    `智能助手前端包尚未构建：找不到文件夹 ${dir}。`,
    '请先运行 npm run build -w @edu/assistant-widget（仓库根目录的 npm start 会一并构建），或用 WIDGET_DIR 指向构建好的 dist/standalone 文件夹。',
    `The assistant widget is not built: ${dir} is missing. Run \`npm run build -w @edu/assistant-widget\` (or set WIDGET_DIR).`,
    '',
  ].join('\n');
}

/** Every widget answer is public: county sites on other origins load the loader and chunks as module scripts. */
const PUBLIC_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Serves the widget's script-tag build at `/widget/*` through Hono's static middleware
 * ({@link precompressedFiles}): the build's brotli or gzip copy when the browser accepts it,
 * `Access-Control-Allow-Origin: *` (module scripts from other origins need CORS), `no-cache` for the
 * loader, immutable caching for hashed chunks, weak ETags with 304, and nothing outside the folder: the
 * path is checked per segment before the middleware sees it. A missing folder answers 404 saying to run
 * the build (checked per request, so a build made while the server runs is picked up).
 */
export function createWidgetRoutes(options: WidgetRoutesOptions): Hono {
  const app = new Hono();
  const root = path.resolve(options.dir);
  const mount = options.mountPath.replace(/\/+$/, '');
  const text = (status: 404, body: string) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const notFound = (pathname: string) => text(404, `没有这个文件：${pathname}\n`);

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PUBLIC_HEADERS)) c.header(name, value);
  });
  app.use('*', etag());
  // Made on the first request that finds the folder (the middleware warns about a missing root).
  let files: MiddlewareHandler | undefined;
  app.on(['GET', 'HEAD'], '/*', async (c) => {
    // The raw path (URL-normalised, still percent-encoded), so decoding happens once, per segment, here.
    const pathname = new URL(c.req.url).pathname;
    const segments = pathname.startsWith(`${mount}/`)
      ? safeRelativeSegments(pathname.slice(mount.length + 1))
      : undefined;
    if (!(await isDirectory(root))) return text(404, widgetMissingMessage(root));
    if (!segments || isCompressedCopy(segments.at(-1) ?? '')) return notFound(pathname);
    files ??= precompressedFiles({
      root,
      rewriteRequestPath: (requestPath) => requestPath.slice(mount.length),
      cacheControl: cacheControlOf,
    });
    // A file the folder lacks is answered here, never passed on to the portal's SPA fallback at `/`.
    return (await files(c, async () => undefined)) ?? notFound(pathname);
  });
  return app;
}

async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => undefined))?.isDirectory() ?? false;
}
