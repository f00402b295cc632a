import type { Hono, MiddlewareHandler } from 'hono';
import { requireIdentity } from '../../auth/resolve-identity';
import { PRESIGNED_POST_TTL_SECONDS, WITHDRAWN_RESOURCE_CATEGORY } from '../../constants';
import { mayWrite } from '../../http/cookie-write-guard';
import { HttpError, isHttpError } from '../../http/http-error';
import { idParamSchema, parseInput } from '../../http/portal-query';
import { on, type PortalContext } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { isSafeStorageKey } from '../../storage/file-store';
import { isOfficeFormat } from '../../storage/office/office-format';
import { createOfficePreviewService } from '../../storage/office/office-preview-service';
import {
  OFFICE_PREVIEW_CSP,
  renderOfficePreviewPage,
  renderPreviewUnavailablePage,
} from '../../storage/office/render-office-preview';
import { parseRange } from '../../storage/parse-range';
import { presignGetUrl } from '../../storage/presign-url';
import { STORAGE_CSP, storageFileHeaders, storageFormatOf } from '../../storage/storage-formats';
import { extensionOf } from '../../storage/storage-keys';
import type { RouteKit } from '../create-route-kit';

/** Headers of a preview page: its own policy, nosniff, and kept by the browser a while (it never changes). */
const PREVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': OFFICE_PREVIEW_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, max-age=3600',
};

/** The decoded storage key of a download path; a malformed escape or an unsafe key is 400. */
function keyOfPath(path: string): string {
  const raw = path.replace(/^.*?\/storage\/(files|upload)\//, '');
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, '存储键的百分号编码不正确');
  }
  if (!isSafeStorageKey(key)) throw new HttpError(400, '存储键不合法');
  return key;
}

/**
 * Gives every storage answer, refusals (JSON) and redirects included, the two headers files get: no
 * storage answer may run anything. The portal registers it before its other middleware, so even a
 * request refused before routing (a malformed URL) is covered.
 */
export function sandboxStorageResponses(): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', STORAGE_CSP);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}

/**
 * Downloads (SPEC §7 "Upload") with Range, and previews; the upload calls are in storage-upload-routes.ts.
 * Every storage response carries
 * `Content-Security-Policy: default-src 'none'; sandbox` and `nosniff`, and its type and disposition come
 * from the lower-cased extension of the stored key (storage-formats.ts): an upload is never a live
 * document on the portal's origin.
 */
export function registerStorageRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db, store, storage, limits } = kit.deps;
  const office = createOfficePreviewService({ store, settings: limits.officePreview });

  const serve = async (c: PortalContext, key: string, disposition: 'inline' | 'attachment', fileName: string) => {
    const headers = storageFileHeaders(key, fileName, disposition);
    if (storage.mode === 's3') {
      const url = presignGetUrl({
        ...storage,
        key,
        now: kit.now(),
        expiresSeconds: PRESIGNED_POST_TTL_SECONDS,
        responseHeaders: {
          contentType: headers['Content-Type'] ?? 'application/octet-stream',
          contentDisposition: headers['Content-Disposition'] ?? 'attachment',
        },
      });
      return c.redirect(url, 302);
    }
    const info = await store.stat(key);
    if (!info) throw new HttpError(404, '文件不存在');
    const range = parseRange(c.req.header('range'), info.size);
    const fileHeaders: Record<string, string> = {
      ...headers,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=3600',
    };
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...fileHeaders, 'Content-Range': `bytes */${info.size}` });
    }
    if (range) {
      return c.body(store.read(key, range), 206, {
        ...fileHeaders,
        'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
        'Content-Length': String(range.end - range.start + 1),
      });
    }
    return c.body(store.read(key), 200, { ...fileHeaders, 'Content-Length': String(info.size) });
  };

  // `postURL/key` is where an S3 store serves an upload; for the local store that is storage/upload/<key>.
  const download = async (c: PortalContext) => {
    const key = keyOfPath(c.req.path);
    const attachment = c.req.query('download') === '1';
    if (attachment) requireIdentity(c.get('identity'));
    const rows = await db
      .selectFrom('portal_files')
      .select(['id', 'file_name', 'category'])
      .where('storage_key', '=', key)
      .execute();
    // A file the console withdrew is gone for readers, unless another public row shares its bytes.
    if (rows.length > 0 && rows.every((file) => file.category === WITHDRAWN_RESOURCE_CATEGORY)) {
      throw new HttpError(404, '文件不存在');
    }
    const row = rows.find((file) => file.category !== WITHDRAWN_RESOURCE_CATEGORY);
    if (attachment && row && mayWrite(c)) {
      await db
        .updateTable('portal_files')
        .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
    }
    return serve(c, key, attachment ? 'attachment' : 'inline', row?.file_name ?? key.split('/').pop() ?? 'file');
  };
  // A download link may be followed from anywhere, so the route is a read; only its download counter is a
  // write, and it counts only requests the CSRF rule lets write (a cross-site link still downloads).
  on(app, 'GET', ['storage/files/*'], download);
  on(app, 'GET', ['storage/upload/*'], download);

  on(app, 'GET', ['storage/preview/:id'], async (c) => {
    const { id } = parseInput(idParamSchema, c.req.param());
    const row = await db
      .selectFrom('portal_files')
      .selectAll()
      .where('id', '=', id)
      .where('category', '!=', WITHDRAWN_RESOURCE_CATEGORY)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, '文件不存在');
    // What is served is decided by the stored key, never by the name a user gave the file.
    const ext = extensionOf(row.storage_key);
    if (!isOfficeFormat(ext)) {
      if (storageFormatOf(row.storage_key).disposition !== 'inline') throw new HttpError(406, '无法在线预览');
      return serve(c, row.storage_key, 'inline', row.file_name);
    }
    const preview = await office.preview(row.storage_key, ext).catch((error: unknown) => {
      if (isHttpError(error) && error.status === 503) return 'busy' as const;
      throw error;
    });
    if (!preview) throw new HttpError(404, '文件不存在');
    if (preview === 'busy') {
      return c.body(renderPreviewUnavailablePage(row.file_name, 'busy'), 503, {
        ...PREVIEW_HEADERS,
        'Cache-Control': 'no-store',
        'Retry-After': '2',
      });
    }
    // Nothing readable before a cap: the frame says "无法在线预览" and why, and the file can be downloaded.
    if (preview.cut && preview.empty) {
      return c.body(renderPreviewUnavailablePage(row.file_name, preview.cut), 406, PREVIEW_HEADERS);
    }
    return c.body(renderOfficePreviewPage(row.file_name, preview.body), 200, PREVIEW_HEADERS);
  });
}
