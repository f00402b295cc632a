import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { parseJson } from '../domain/parse-json';

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
  key: string;
  keyPrefix: string;
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
 * Builds and signs an S3 POST policy (AWS Signature V4): the bucket, a key prefix, a size range and
 * an expiry. The same signature is accepted by S3, MinIO and OSS, and by our local store.
 */
export function signPostPolicy(input: PostPolicyInput): PresignedPost {
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const credential = `${input.accessKeyId}/${day}/${input.region}/s3/aws4_request`;
  const policyDocument = {
    expiration: new Date(input.now.getTime() + input.ttlSeconds * 1000).toISOString(),
    conditions: [
      { bucket: input.bucket },
      ['starts-with', '$key', input.keyPrefix],
      ['content-length-range', 0, input.maxBytes],
      ['starts-with', '$Content-Type', ''],
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

/** The fields of a POST the local store checks. */
export interface PostedForm {
  key: string;
  policy: string;
  signature: string;
  credential: string;
  bucket: string | undefined;
  size: number;
}

/** Why a POST was refused, or ok. */
export type PolicyCheck = { ok: true } | { ok: false; reason: string };

/** Verifies a POST against its policy: signature, expiry, bucket, key prefix and size. */
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
  for (const condition of conditions) {
    if (Array.isArray(condition)) {
      const [op, field, value] = condition as [unknown, unknown, unknown];
      if (op === 'starts-with' && field === '$key' && (typeof value !== 'string' || !form.key.startsWith(value))) {
        return { ok: false, reason: '存储键不在允许的前缀下' };
      }
      if (
        op === 'content-length-range' &&
        typeof field === 'number' &&
        typeof value === 'number' &&
        (form.size < field || form.size > value)
      ) {
        return { ok: false, reason: `文件大小超出限制（最大 ${value} 字节）` };
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
  return { ok: true };
}

/** A presigned S3 GET URL (SigV4 query signing), for downloads from a real S3-compatible store. */
export function presignGetUrl(input: {
  endpoint: string;
  bucket: string;
  key: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
  expiresSeconds: number;
}): string {
  const url = new URL(`${input.endpoint}/${input.bucket}/${input.key.split('/').map(encodeURIComponent).join('/')}`);
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const params = new URLSearchParams({
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${input.accessKeyId}/${scope}`,
    'X-Amz-Date': date,
    'X-Amz-Expires': String(input.expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  });
  const query = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const canonical = ['GET', url.pathname, query, `host:${url.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', date, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const signature = hmac(signingKey(input.secretAccessKey, day, input.region), toSign).toString('hex');
  return `${url.origin}${url.pathname}?${query}&X-Amz-Signature=${signature}`;
}
