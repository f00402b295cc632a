import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeOf } from '@edu/api-client';
import { Hono } from 'hono';
import { cacheControlOf, etagOf, matchesEtag, safeRelativeSegments } from './static-file-policy';

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

/**
 * Serves the widget's script-tag build at `/widget/*`: public files with `Access-Control-Allow-Origin: *`
 * (county sites on other origins load the loader and its chunks as module scripts, which need CORS),
 * `no-cache` for the loader, immutable caching for hashed chunks, weak ETags with 304, and nothing outside
 * the folder. A missing folder answers 404 saying to run the build (checked per request, so a build made
 * while the server runs is picked up).
 */
export function createWidgetRoutes(options: WidgetRoutesOptions): Hono {
  const app = new Hono();
  const root = path.resolve(options.dir);
  const prefix = `${options.mountPath.replace(/\/+$/, '')}/`;
  const publicHeaders = {
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
  const text = (status: 400 | 404, body: string) =>
    new Response(body, {
      status,
      headers: { ...publicHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });

  app.on(['GET', 'HEAD'], '/*', async (c) => {
    // The raw path (URL-normalised, still percent-encoded), so decoding happens once, per segment, here.
    const pathname = new URL(c.req.url).pathname;
    const segments = pathname.startsWith(prefix) ? safeRelativeSegments(pathname.slice(prefix.length)) : undefined;
    if (!(await isDirectory(root))) return text(404, widgetMissingMessage(root));
    if (!segments) return text(404, `没有这个文件：${pathname}\n`);
    const file = path.join(root, ...segments);
    if (path.relative(root, file).startsWith('..')) return text(404, `没有这个文件：${pathname}\n`);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return text(404, `没有这个文件：${pathname}\n`);

    const etag = etagOf(info.size, info.mtimeMs);
    const headers: Record<string, string> = {
      ...publicHeaders,
      'Cache-Control': cacheControlOf(segments),
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
    };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    headers['Content-Type'] = contentTypeOf(file);
    headers['Content-Length'] = String(info.size);
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  });
  return app;
}

async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => undefined))?.isDirectory() ?? false;
}
