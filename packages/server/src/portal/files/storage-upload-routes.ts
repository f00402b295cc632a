import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { PRESIGNED_POST_TTL_SECONDS, UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_KEY_PREFIX } from '../../constants';
import { HttpError, isHttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { areaCodeField } from '../../http/portal-query';
import { on, type PortalContext, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { isSafeStorageKey } from '../../storage/file-store';
import { receiveUpload, type UploadDecision } from '../../storage/receive-upload';
import { signPostPolicy, verifyPostPolicy } from '../../storage/sign-post-policy';
import { storageFormatOf, UPLOADABLE_EXTENSIONS } from '../../storage/storage-formats';
import { fileUrlOf } from '../content-mapper';
import type { RouteKit } from '../create-route-kit';

/** Where the local store takes uploads (its stand-in for the S3 POST endpoint). */
const LOCAL_UPLOAD_PATH = '/resource_api/storage/upload';

/** Letters, digits, CJK, dot, dash and underscore survive in stored file names; the rest becomes '_'. */
function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N}._-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'file';
}

/** Bytes of uploads a user keeps (the per-user storage quota counts these). */
async function storedBytesOf(db: RouteKit['deps']['db'], uid: string): Promise<number> {
  const row = await db
    .selectFrom('portal_uploads')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Uploads (SPEC §7 "Upload"): the presigned POST data, signed for one exact key and the content type of
 * its extension (the whitelist in storage-formats.ts) within the user's storage quota, and the local
 * store's stand-in for the S3 POST endpoint, which streams the file to disk (answers 204).
 */
export function registerStorageUploadRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db, store, storage, writeLimits } = kit.deps;
  /**
   * An absolute URL of ours, from the configured PUBLIC_ORIGIN or a trusted proxy's forwarded origin;
   * without either, the path alone (the browser resolves it against the page, the api-client against its
   * base): never the request's Host header, which anyone can set.
   */
  const publicUrlOf = (c: PortalContext, path: string) => {
    const origin = kit.deps.publicOrigin ?? c.get('publicOrigin');
    return origin === undefined ? path : new URL(path, origin).href;
  };

  on(app, 'GET', ['storage/getPresignedPostFormData'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, fileName: z.string().trim().min(1).max(200) }));
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'upload');
    const fileName = safeFileName(query.fileName);
    const format = storageFormatOf(fileName);
    if (!format.uploadable) {
      throw new HttpError(400, `不支持上传该格式的文件，仅支持：${UPLOADABLE_EXTENSIONS.join('、')}`);
    }
    const remaining = storage.quotaBytesPerUser - (await storedBytesOf(db, identity.uid));
    if (remaining <= 0) {
      throw new HttpError(409, `存储空间已用完：每位用户最多保存 ${storage.quotaBytesPerUser} 字节的上传文件`);
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
            postURL: publicUrlOf(c, LOCAL_UPLOAD_PATH),
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
    // The upload itself counts too (it is signed for the uid its key names; the signature was checked).
    const limited = await writeLimits.take('upload', uid).then(
      () => undefined,
      (error: unknown) => {
        if (isHttpError(error) && error.status === 429) return error;
        throw error;
      },
    );
    if (limited) {
      return { ok: false, status: 429, reason: limited.message, retryAfterSeconds: limited.retryAfterSeconds };
    }
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
    if (storage.mode !== 'local') throw new HttpError(404, '已配置 S3 存储，请直接上传到存储服务');
    const bodyLimitBytes = storage.maxUploadBytes + UPLOAD_FORM_OVERHEAD_BYTES;
    const declared = c.req.header('content-length');
    if (declared !== undefined && !(Number(declared) <= bodyLimitBytes)) {
      throw new HttpError(413, `上传请求过大：文件最多 ${storage.maxUploadBytes} 字节`);
    }
    const contentType = c.req.header('content-type') ?? '';
    const body = c.req.raw.body;
    if (!/^multipart\/form-data\b/i.test(contentType) || !body) {
      throw new HttpError(400, '上传表单格式不正确（需要 multipart/form-data）');
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
      throw new HttpError(outcome.status, outcome.reason, { retryAfterSeconds: outcome.retryAfterSeconds });
    }
    await db.updateTable('portal_uploads').set({ size: outcome.size }).where('storage_key', '=', outcome.key).execute();
    return c.body(null, 204);
  });
}
