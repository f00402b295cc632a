import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { escapeHtml } from '../domain/escape-html';
import { fileUrlOf } from './content-mapper';
import { extractOfficeText } from './extract-office-text';
import { isSafeStorageKey } from './file-store';
import { parseRange } from './parse-range';
import { PRESIGNED_POST_TTL_SECONDS, UPLOAD_KEY_PREFIX } from './portal-constants';
import type { PortalEnv } from './portal-env';
import { ok } from './portal-envelope';
import { PortalError } from './portal-error';
import { areaCodeField, idParamSchema, parseInput } from './portal-query';
import { on, type PortalContext, type RouteKit, readQuery } from './portal-router-kit';
import { requireIdentity } from './resolve-identity';
import { presignGetUrl, signPostPolicy, verifyPostPolicy } from './sign-post-policy';
import { contentTypeOf, extensionOf } from './storage-keys';

/** Letters, digits, CJK, dot, dash and underscore survive in stored file names; the rest becomes '_'. */
function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N}._-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'file';
}

const INLINE_PREVIEW = new Set(['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'mp4', 'mp3']);

/**
 * Uploads and downloads (SPEC §7 "Upload"): presigned POST data, the local store's POST endpoint
 * (answers 204), downloads with Range, and previews.
 */
export function registerStorageRoutes(app: Hono<PortalEnv>, kit: RouteKit): void {
  const { db, store, storage } = kit.deps;

  on(app, 'GET', ['storage/getPresignedPostFormData'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, fileName: z.string().trim().min(1).max(200) }));
    const identity = requireIdentity(c.get('identity'));
    const keyPrefix = `${UPLOAD_KEY_PREFIX}${identity.uid}/${randomUUID()}/`;
    const common = {
      key: `${keyPrefix}${safeFileName(query.fileName)}`,
      keyPrefix,
      maxBytes: storage.maxUploadBytes,
      now: kit.now(),
      ttlSeconds: PRESIGNED_POST_TTL_SECONDS,
      bucket: storage.bucket,
      region: storage.region,
      accessKeyId: storage.accessKeyId,
    };
    const signed =
      storage.mode === 's3'
        ? signPostPolicy({
            ...common,
            secret: storage.secretAccessKey,
            postURL: `${storage.endpoint}/${storage.bucket}`,
          })
        : signPostPolicy({
            ...common,
            secret: storage.secret,
            postURL: new URL('/resource_api/storage/upload', c.req.url).href,
          });
    return ok(c, { ...signed, fileUrl: fileUrlOf(signed.key), maxSize: storage.maxUploadBytes });
  });

  // The local store's stand-in for the S3 POST endpoint: same form fields, same 204.
  on(app, 'POST', ['storage/upload'], async (c) => {
    if (storage.mode !== 'local') throw new PortalError(404, '已配置 S3 存储，请直接上传到存储服务');
    const form = await c.req.parseBody().catch(() => {
      throw new PortalError(400, '上传表单格式不正确（需要 multipart/form-data）');
    });
    const field = (...names: string[]) => {
      for (const name of names) {
        const value = form[name];
        if (typeof value === 'string') return value;
      }
      return undefined;
    };
    const file = form.file;
    const key = field('key');
    const policy = field('policy', 'Policy');
    const signature = field('x-amz-signature', 'X-Amz-Signature', 'signature');
    const credential = field('x-amz-credential', 'X-Amz-Credential', 'credential');
    if (!(file instanceof File) || !key || !policy || !signature || !credential) {
      throw new PortalError(400, '上传表单缺少 file、key、policy、签名或凭证字段');
    }
    if (!isSafeStorageKey(key)) throw new PortalError(400, '存储键不合法');
    const check = verifyPostPolicy(
      { key, policy, signature, credential, bucket: field('bucket'), size: file.size },
      storage.secret,
      storage.region,
      kit.now(),
    );
    if (!check.ok) throw new PortalError(403, check.reason);
    const uid = key.slice(UPLOAD_KEY_PREFIX.length).split('/')[0] ?? '';
    await store.put(key, new Uint8Array(await file.arrayBuffer()));
    const fileName = key.split('/').pop() ?? 'file';
    await db
      .insertInto('portal_uploads')
      .values({
        storage_key: key,
        uid,
        file_name: fileName,
        size: file.size,
        content_type: field('Content-Type', 'content-type') || contentTypeOf(fileName),
        created_at: kit.now().toISOString(),
      })
      .execute();
    return c.body(null, 204);
  });

  const serve = async (c: PortalContext, key: string, disposition: 'inline' | 'attachment', downloadName: string) => {
    if (storage.mode === 's3') {
      return c.redirect(
        presignGetUrl({ ...storage, key, now: kit.now(), expiresSeconds: PRESIGNED_POST_TTL_SECONDS }),
        302,
      );
    }
    const info = await store.stat(key);
    if (!info) throw new PortalError(404, '文件不存在');
    const range = parseRange(c.req.header('range'), info.size);
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(key),
      'Accept-Ranges': 'bytes',
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    };
    if (key.endsWith('.svg')) headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
    }
    if (range) {
      return c.body(store.read(key, range), 206, {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
        'Content-Length': String(range.end - range.start + 1),
      });
    }
    return c.body(store.read(key), 200, { ...headers, 'Content-Length': String(info.size) });
  };

  // `postURL/key` is where an S3 store serves an upload; for the local store that is storage/upload/<key>.
  const download = async (c: PortalContext) => {
    const key = decodeURIComponent(c.req.path.replace(/^.*?\/storage\/(files|upload)\//, ''));
    if (!isSafeStorageKey(key)) throw new PortalError(400, '存储键不合法');
    const attachment = c.req.query('download') === '1';
    if (attachment) requireIdentity(c.get('identity'));
    const row = await db
      .selectFrom('portal_files')
      .select(['id', 'file_name'])
      .where('storage_key', '=', key)
      .executeTakeFirst();
    if (attachment && row) {
      await db
        .updateTable('portal_files')
        .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
    }
    return serve(c, key, attachment ? 'attachment' : 'inline', row?.file_name ?? key.split('/').pop() ?? 'file');
  };
  app.get('/storage/files/*', download);
  app.get('/storage/upload/*', download);

  app.get('/storage/preview/:id', async (c) => {
    const { id } = parseInput(idParamSchema, c.req.param());
    const row = await db.selectFrom('portal_files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new PortalError(404, '文件不存在');
    const ext = extensionOf(row.file_name) || row.file_ext;
    if (INLINE_PREVIEW.has(ext)) return serve(c, row.storage_key, 'inline', row.file_name);
    if (!['docx', 'pptx', 'xlsx'].includes(ext) || storage.mode !== 'local') throw new PortalError(406, '无法在线预览');
    const info = await store.stat(row.storage_key);
    if (!info) throw new PortalError(404, '文件不存在');
    const bytes = Buffer.from(await new Response(store.read(row.storage_key)).arrayBuffer());
    const lines = extractOfficeText(bytes, ext);
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(row.file_name)}</title><style>body{font:16px/1.8 "Noto Sans CJK SC","Microsoft YaHei",sans-serif;max-width:860px;margin:24px auto;padding:0 24px;color:#1f2937}h1{font-size:22px}p{margin:0 0 12px}.slide{border:1px solid #dbeafe;border-radius:8px;padding:16px;margin-bottom:16px;background:#f8fbff}</style></head><body><h1>${escapeHtml(row.file_name)}</h1>${lines.map((line) => `<p${ext === 'pptx' ? ' class="slide"' : ''}>${escapeHtml(line)}</p>`).join('')}</body></html>`;
    return c.body(html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
