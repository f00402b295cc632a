import { createHash, randomUUID } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { escapeHtml } from '../domain/escape-html';
import { fileUrlOf } from './content-mapper';
import { assertCookieWriteAllowed } from './cookie-write-guard';
import { isOfficeFormat } from './extract-office-text';
import { isSafeStorageKey } from './file-store';
import { createOfficePreviewReader } from './office-preview-reader';
import { parseRange } from './parse-range';
import { PRESIGNED_POST_TTL_SECONDS, UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_KEY_PREFIX } from './portal-constants';
import type { PortalEnv } from './portal-env';
import { ok } from './portal-envelope';
import { isPortalError, PortalError } from './portal-error';
import { areaCodeField, idParamSchema, parseInput } from './portal-query';
import { on, type PortalContext, type RouteKit, readQuery } from './portal-router-kit';
import { receiveUpload, type UploadDecision } from './receive-upload';
import { requireIdentity } from './resolve-identity';
import { presignGetUrl, signPostPolicy, verifyPostPolicy } from './sign-post-policy';
import { STORAGE_CSP, storageFileHeaders, storageFormatOf, UPLOADABLE_EXTENSIONS } from './storage-formats';
import { extensionOf } from './storage-keys';

/** Letters, digits, CJK, dot, dash and underscore survive in stored file names; the rest becomes '_'. */
function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N}._-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'file';
}

const PREVIEW_STYLE =
  'body{font:16px/1.8 "Noto Sans CJK SC","Microsoft YaHei",sans-serif;max-width:860px;margin:24px auto;padding:0 24px;color:#1f2937}h1{font-size:22px}p{margin:0 0 12px}.slide{border:1px solid #dbeafe;border-radius:8px;padding:16px;margin-bottom:16px;background:#f8fbff}';
/** The preview page's policy: the storage CSP plus exactly its own stylesheet (by hash), nothing else. */
const PREVIEW_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PREVIEW_STYLE).digest('base64')}'; sandbox`;

/** Bytes of uploads a user keeps (the per-user storage quota counts these). */
async function storedBytesOf(db: RouteKit['deps']['db'], uid: string): Promise<number> {
  const row = await db
    .selectFrom('portal_uploads')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The decoded storage key of a download path; a malformed escape or an unsafe key is 400. */
function keyOfPath(path: string): string {
  const raw = path.replace(/^.*?\/storage\/(files|upload)\//, '');
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    throw new PortalError(400, '存储键的百分号编码不正确');
  }
  if (!isSafeStorageKey(key)) throw new PortalError(400, '存储键不合法');
  return key;
}

/**
 * Gives every storage answer, refusals (JSON) and redirects included, the two headers files get: no
 * storage answer may run anything. The portal registers it before its other middleware, so even a
 * request refused before routing (a malformed URL) is covered.
 */
export function sandboxStorageResponses(): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', STORAGE_CSP);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}

/**
 * Uploads and downloads (SPEC §7 "Upload"): presigned POST data, the local store's POST endpoint
 * (answers 204), downloads with Range, and previews. Every storage response carries
 * `Content-Security-Policy: default-src 'none'; sandbox` and `nosniff`, and its type and disposition come
 * from the lower-cased extension of the stored key (storage-formats.ts): an upload is never a live
 * document on the portal's origin.
 */
export function registerStorageRoutes(app: Hono<PortalEnv>, kit: RouteKit): void {
  const { db, store, storage, limits } = kit.deps;
  const office = createOfficePreviewReader({
    store,
    maxOutputBytes: limits.officePreviewMaxBytes,
    cacheEntries: limits.officePreviewCacheEntries,
  });

  on(app, 'GET', ['storage/getPresignedPostFormData'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, fileName: z.string().trim().min(1).max(200) }));
    const identity = requireIdentity(c.get('identity'));
    const fileName = safeFileName(query.fileName);
    const format = storageFormatOf(fileName);
    if (!format.uploadable) {
      throw new PortalError(400, `不支持上传该格式的文件，仅支持：${UPLOADABLE_EXTENSIONS.join('、')}`);
    }
    const remaining = storage.quotaBytesPerUser - (await storedBytesOf(db, identity.uid));
    if (remaining <= 0) {
      throw new PortalError(409, `存储空间已用完：每位用户最多保存 ${storage.quotaBytesPerUser} 字节的上传文件`);
    }
    const maxBytes = Math.min(storage.maxUploadBytes, remaining);
    const common = {
      key: `${UPLOAD_KEY_PREFIX}${identity.uid}/${randomUUID()}/${fileName}`,
      contentType: format.contentType,
      maxBytes,
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
    return ok(c, { ...signed, contentType: format.contentType, fileUrl: fileUrlOf(signed.key), maxSize: maxBytes });
  });

  /** Checks the signing fields of an upload form and reserves its key (a second POST to it is refused). */
  const decideUpload = async (fields: ReadonlyMap<string, string>): Promise<UploadDecision> => {
    if (storage.mode !== 'local') return { ok: false, status: 400, reason: '已配置 S3 存储，请直接上传到存储服务' };
    const field = (...names: string[]) => names.map((name) => fields.get(name)).find((value) => value !== undefined);
    const key = field('key');
    const policy = field('policy', 'Policy');
    const signature = field('x-amz-signature', 'X-Amz-Signature', 'signature');
    const credential = field('x-amz-credential', 'X-Amz-Credential', 'credential');
    if (!key || !policy || !signature || !credential) {
      return { ok: false, status: 400, reason: '上传表单缺少 key、policy、签名或凭证字段（它们须在 file 字段之前）' };
    }
    if (!isSafeStorageKey(key) || !key.startsWith(UPLOAD_KEY_PREFIX)) {
      return { ok: false, status: 400, reason: '存储键不合法' };
    }
    if (!storageFormatOf(key).uploadable) return { ok: false, status: 400, reason: '不支持上传该格式的文件' };
    const check = verifyPostPolicy(
      {
        key,
        policy,
        signature,
        credential,
        bucket: field('bucket'),
        contentType: field('Content-Type', 'content-type'),
      },
      storage.secret,
      storage.region,
      kit.now(),
    );
    if (!check.ok) return { ok: false, status: 403, reason: check.reason };
    const uid = key.slice(UPLOAD_KEY_PREFIX.length).split('/')[0] ?? '';
    const remaining = storage.quotaBytesPerUser - (await storedBytesOf(db, uid));
    if (remaining <= 0) return { ok: false, status: 409, reason: '存储空间已用完，无法继续上传' };
    const reserved = await db
      .insertInto('portal_uploads')
      .values({
        storage_key: key,
        uid,
        file_name: key.split('/').pop() ?? 'file',
        size: 0,
        content_type: storageFormatOf(key).contentType,
        created_at: kit.now().toISOString(),
      })
      .onConflict((conflict) => conflict.column('storage_key').doNothing())
      .returning('storage_key')
      .executeTakeFirst();
    if (!reserved) {
      return { ok: false, status: 409, reason: '该上传签名已经使用过：请重新获取上传签名' };
    }
    return { ok: true, key, maxBytes: Math.min(check.maxBytes, remaining) };
  };

  // The local store's stand-in for the S3 POST endpoint: same form fields, same 204. The file streams to
  // disk with its size cap applied as it arrives; the body is never held whole in memory.
  on(app, 'POST', ['storage/upload'], async (c) => {
    if (storage.mode !== 'local') throw new PortalError(404, '已配置 S3 存储，请直接上传到存储服务');
    const bodyLimitBytes = storage.maxUploadBytes + UPLOAD_FORM_OVERHEAD_BYTES;
    const declared = c.req.header('content-length');
    if (declared !== undefined && !(Number(declared) <= bodyLimitBytes)) {
      throw new PortalError(413, `上传请求过大：文件最多 ${storage.maxUploadBytes} 字节`);
    }
    const contentType = c.req.header('content-type') ?? '';
    const body = c.req.raw.body;
    if (!/^multipart\/form-data\b/i.test(contentType) || !body) {
      throw new PortalError(400, '上传表单格式不正确（需要 multipart/form-data）');
    }
    let reservedKey: string | undefined;
    const decide = async (fields: ReadonlyMap<string, string>) => {
      const decision = await decideUpload(fields);
      if (decision.ok) reservedKey = decision.key;
      return decision;
    };
    // A key reserved by this request whose file was not stored is released, so nothing of it remains.
    const release = async () => {
      if (reservedKey) await db.deleteFrom('portal_uploads').where('storage_key', '=', reservedKey).execute();
    };
    const outcome = await receiveUpload({ contentType, body, bodyLimitBytes, decide, store }).catch(
      async (error: unknown) => {
        await release();
        throw error;
      },
    );
    if (!outcome.ok) {
      await release();
      throw new PortalError(outcome.status, outcome.reason);
    }
    await db.updateTable('portal_uploads').set({ size: outcome.size }).where('storage_key', '=', outcome.key).execute();
    return c.body(null, 204);
  });

  const serve = async (c: PortalContext, key: string, disposition: 'inline' | 'attachment', downloadName: string) => {
    const headers = storageFileHeaders(key, downloadName, disposition);
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
    if (!info) throw new PortalError(404, '文件不存在');
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
    const row = await db
      .selectFrom('portal_files')
      .select(['id', 'file_name'])
      .where('storage_key', '=', key)
      .executeTakeFirst();
    if (attachment && row && countsAsWrite(c)) {
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
  const countsAsWrite = (c: PortalContext) => {
    try {
      assertCookieWriteAllowed(c);
      return true;
    } catch (error) {
      if (isPortalError(error)) return false;
      throw error;
    }
  };
  on(app, 'GET', ['storage/files/*'], download);
  on(app, 'GET', ['storage/upload/*'], download);

  on(app, 'GET', ['storage/preview/:id'], async (c) => {
    const { id } = parseInput(idParamSchema, c.req.param());
    const row = await db.selectFrom('portal_files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new PortalError(404, '文件不存在');
    // What is served is decided by the stored key, never by the name a user gave the file.
    const ext = extensionOf(row.storage_key);
    if (!isOfficeFormat(ext)) {
      if (storageFormatOf(row.storage_key).disposition !== 'inline') throw new PortalError(406, '无法在线预览');
      return serve(c, row.storage_key, 'inline', row.file_name);
    }
    if (storage.mode !== 'local') throw new PortalError(406, '无法在线预览');
    const preview = await office.read(row.storage_key, ext);
    if (!preview.ok) {
      if (preview.reason === 'missing') throw new PortalError(404, '文件不存在');
      throw new PortalError(406, `无法在线预览：文档解压后超过 ${limits.officePreviewMaxBytes} 字节，请下载后查看`);
    }
    const title = escapeHtml(row.file_name);
    const paragraphs = preview.lines
      .map((line) => `<p${ext === 'pptx' ? ' class="slide"' : ''}>${escapeHtml(line)}</p>`)
      .join('');
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title><style>${PREVIEW_STYLE}</style></head><body><h1>${title}</h1>${paragraphs}</body></html>`;
    return c.body(html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PREVIEW_CSP,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
