import { createHash, createHmac } from 'node:crypto';
import { amzDate, signingKey } from './sign-post-policy';

/** SigV4's URI encoding: every byte but A-Z a-z 0-9 - _ . ~ is percent-encoded (also ! ' ( ) *). */
function awsUriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The URL of an object in a path-style S3-compatible store (`<endpoint>/<bucket>/<key>`), key segments encoded. */
export function objectUrl(endpoint: string, bucket: string, key: string): URL {
  return new URL(`${endpoint}/${bucket}/${key.split('/').map(awsUriEncode).join('/')}`);
}

/** Inputs of {@link presignUrl}. */
export interface PresignInput {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  /** The object's URL, path already encoded (see {@link objectUrl}), without a query. */
  url: URL;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
  expiresSeconds: number;
  /** Further query parameters to sign (e.g. `response-content-type`). */
  query?: Readonly<Record<string, string>>;
}

/**
 * A presigned S3 URL (AWS Signature V4 in the query string, only `host` signed, payload unsigned): what
 * the browser follows for a download, and how the server itself reads, writes and deletes objects, with
 * no S3 SDK. Checked against AWS's published example in the test.
 */
export function presignUrl(input: PresignInput): string {
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const params = new URLSearchParams({
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${input.accessKeyId}/${scope}`,
    'X-Amz-Date': date,
    'X-Amz-Expires': String(input.expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
    ...input.query,
  });
  const query = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${awsUriEncode(name)}=${awsUriEncode(value)}`)
    .join('&');
  const canonical = [
    input.method,
    input.url.pathname,
    query,
    `host:${input.url.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', date, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const signature = createHmac('sha256', signingKey(input.secretAccessKey, day, input.region))
    .update(toSign, 'utf8')
    .digest('hex');
  return `${input.url.origin}${input.url.pathname}?${query}&X-Amz-Signature=${signature}`;
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
  /**
   * The type and disposition the store must answer with (`response-content-type`,
   * `response-content-disposition`), so a download is served as the platform decides, whatever the
   * object's stored metadata says.
   */
  responseHeaders?: { contentType: string; contentDisposition: string };
}): string {
  return presignUrl({
    ...input,
    method: 'GET',
    url: objectUrl(input.endpoint, input.bucket, input.key),
    query: input.responseHeaders
      ? {
          'response-content-disposition': input.responseHeaders.contentDisposition,
          'response-content-type': input.responseHeaders.contentType,
        }
      : {},
  });
}
