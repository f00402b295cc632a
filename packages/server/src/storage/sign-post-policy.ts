import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseJson } from '../http/parse-json';

/** What an S3-style POST form carries besides the file (SPEC §3 storage signing data). */
export interface PresignedPost {
  key: string;
  policy: string;
  postURL: string;
  algorithm: 'AWS4-HMAC-SHA256';
  credential: string;
  date: string;
  signature: string;
  bucket: string;
}

/** Signing inputs. */
export interface PostPolicyInput {
  bucket: string;
  region: string;
  accessKeyId: string;
  secret: string;
  /** The one key the form may store under (not a prefix: the client picks no name of its own). */
  key: string;
  /** The one content type the store may record for the object (from the whitelist, by extension). */
  contentType: string;
  maxBytes: number;
  now: Date;
  ttlSeconds: number;
  postURL: string;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** `YYYYMMDDTHHMMSSZ`, the AWS amz-date form. */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The SigV4 signing key for a day, region and service. */
export function signingKey(secret: string, day: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/**
 * Builds and signs an S3 POST policy (AWS Signature V4): the bucket, the exact key, the exact content type,
 * a size range and an expiry. S3 serves an object with the type its form declared, so pinning the type to
 * the extension's (never `text/html`) is what keeps a store from serving an upload as a live page. The same
 * signature is accepted by S3, MinIO and OSS, and by our local store.
 */
export function signPostPolicy(input: PostPolicyInput): PresignedPost {
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const credential = `${input.accessKeyId}/${day}/${input.region}/s3/aws4_request`;
  const policyDocument = {
    expiration: new Date(input.now.getTime() + input.ttlSeconds * 1000).toISOString(),
    conditions: [
      { bucket: input.bucket },
      ['eq', '$key', input.key],
      ['content-length-range', 0, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
      ['starts-with', '$Content-Disposition', ''],
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': date },
    ],
  };
  const policy = Buffer.from(JSON.stringify(policyDocument), 'utf8').toString('base64');
  const signature = hmac(signingKey(input.secret, day, input.region), policy).toString('hex');
  return {
    key: input.key,
    policy,
    postURL: input.postURL,
    algorithm: 'AWS4-HMAC-SHA256',
    credential,
    date,
    signature,
    bucket: input.bucket,
  };
}

/** The fields of a POST the local store checks (before the file arrives: its size is checked while it streams). */
export interface PostedForm {
  key: string;
  policy: string;
  signature: string;
  credential: string;
  bucket: string | undefined;
  contentType: string | undefined;
}

/** A verified policy: the largest file it allows. */
export type PolicyCheck = { ok: true; maxBytes: number } | { ok: false; reason: string };

/**
 * Verifies a POST against its policy: signature, expiry, bucket, key (exact or prefix), content type and
 * the size range, whose upper end is returned so the upload can be cut off while it streams.
 */
export function verifyPostPolicy(form: PostedForm, secret: string, region: string, now: Date): PolicyCheck {
  const day = /^[^/]+\/(\d{8})\//.exec(form.credential)?.[1];
  if (!day) return { ok: false, reason: '签名凭证格式不正确' };
  const expected = hmac(signingKey(secret, day, region), form.policy);
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(form.signature) ? form.signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: '签名不正确' };
  const parsed = parseJson(Buffer.from(form.policy, 'base64').toString('utf8'));
  if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object') return { ok: false, reason: '上传策略无法解析' };
  const doc = parsed.value as { expiration?: unknown; conditions?: unknown };
  if (typeof doc.expiration !== 'string' || !(Date.parse(doc.expiration) > now.getTime()))
    return { ok: false, reason: '上传策略已过期' };
  const conditions = Array.isArray(doc.conditions) ? (doc.conditions as unknown[]) : [];
  let maxBytes: number | undefined;
  for (const condition of conditions) {
    if (Array.isArray(condition)) {
      const [op, field, value] = condition as [unknown, unknown, unknown];
      const given = field === '$key' ? form.key : field === '$Content-Type' ? (form.contentType ?? '') : undefined;
      if (op === 'starts-with' && given !== undefined && (typeof value !== 'string' || !given.startsWith(value))) {
        return { ok: false, reason: field === '$key' ? '存储键不在允许的前缀下' : '文件类型不符合上传策略' };
      }
      if (op === 'eq' && given !== undefined && given !== value) {
        return { ok: false, reason: field === '$key' ? '存储键与上传策略不一致' : '文件类型不符合上传策略' };
      }
      if (op === 'content-length-range' && typeof field === 'number' && typeof value === 'number') {
        maxBytes = value;
      }
    } else if (condition && typeof condition === 'object') {
      const bucket = (condition as { bucket?: unknown }).bucket;
      if (typeof bucket === 'string' && form.bucket !== undefined && form.bucket !== bucket)
        return { ok: false, reason: '存储桶不匹配' };
      const credential = (condition as { 'x-amz-credential'?: unknown })['x-amz-credential'];
      if (typeof credential === 'string' && credential !== form.credential)
        return { ok: false, reason: '签名凭证不匹配' };
    }
  }
  // Our policies always carry a size range; one without is not ours.
  if (maxBytes === undefined) return { ok: false, reason: '上传策略缺少文件大小限制' };
  return { ok: true, maxBytes };
}
