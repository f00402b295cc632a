import { describe, expect, it } from 'vitest';
import { presignGetUrl } from './presign-url';
import { amzDate, signingKey, signPostPolicy, verifyPostPolicy } from './sign-post-policy';

const now = new Date(Date.UTC(2026, 10, 20, 8, 30, 15));
const input = {
  bucket: 'resource',
  region: 'us-east-1',
  accessKeyId: 'AKIDEXAMPLE',
  secret: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  key: 'uploads/10001/abc/a.pdf',
  contentType: 'application/pdf',
  maxBytes: 1000,
  now,
  ttlSeconds: 600,
  postURL: 'https://minio.example/resource',
};

describe('signPostPolicy / verifyPostPolicy', () => {
  const signed = signPostPolicy(input);
  const form = {
    key: signed.key,
    policy: signed.policy,
    signature: signed.signature,
    credential: signed.credential,
    bucket: 'resource',
    contentType: 'application/pdf',
  };

  it('signs with the AWS SigV4 key derivation (known test vector)', () => {
    // AWS documentation's example: secret wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY, 20120215, us-east-1, iam.
    expect(signingKey(input.secret, '20120215', 'us-east-1', 'iam').toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
    expect(amzDate(now)).toBe('20261120T083015Z');
    expect(signed.credential).toBe('AKIDEXAMPLE/20261120/us-east-1/s3/aws4_request');
  });

  it('pins the exact key and content type and returns the size limit', () => {
    const policy = JSON.parse(Buffer.from(signed.policy, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['eq', '$key', 'uploads/10001/abc/a.pdf']);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    expect(verifyPostPolicy(form, input.secret, input.region, now)).toEqual({ ok: true, maxBytes: 1000 });
  });

  it.each([
    ['a valid form', {}, 0, true],
    ['an expired policy', {}, 601_000, false],
    ['another key', { key: 'uploads/10002/x/a.pdf' }, 0, false],
    ['another file name under the same prefix', { key: 'uploads/10001/abc/x.SVG' }, 0, false],
    ['another content type', { contentType: 'text/html' }, 0, false],
    ['no content type', { contentType: undefined }, 0, false],
    ['another bucket', { bucket: 'other' }, 0, false],
    ['a forged signature', { signature: 'f'.repeat(64) }, 0, false],
    [
      'a tampered policy',
      { policy: Buffer.from('{"expiration":"2099-01-01T00:00:00Z","conditions":[]}').toString('base64') },
      0,
      false,
    ],
  ] as const)('%s → ok %s', (_label, change, laterMs, expected) => {
    const result = verifyPostPolicy(
      { ...form, ...change },
      input.secret,
      input.region,
      new Date(now.getTime() + laterMs),
    );
    expect(result.ok).toBe(expected);
  });

  it('presigns S3 GET URLs with the query-string SigV4 fields', () => {
    const url = new URL(
      presignGetUrl({
        endpoint: 'https://minio.example',
        bucket: 'resource',
        key: 'demo/a b.pdf',
        region: 'us-east-1',
        accessKeyId: 'AK',
        secretAccessKey: 'SK',
        now,
        expiresSeconds: 600,
      }),
    );
    expect(url.pathname).toBe('/resource/demo/a%20b.pdf');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AK/20261120/us-east-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks the store to answer with our type and disposition, encoded as SigV4 wants', () => {
    const raw = presignGetUrl({
      endpoint: 'https://minio.example',
      bucket: 'resource',
      key: 'uploads/1/x/a.svg',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      now,
      expiresSeconds: 600,
      responseHeaders: { contentType: 'image/svg+xml', contentDisposition: "attachment; filename*=UTF-8''a.svg" },
    });
    const url = new URL(raw);
    expect(url.searchParams.get('response-content-type')).toBe('image/svg+xml');
    expect(url.searchParams.get('response-content-disposition')).toBe("attachment; filename*=UTF-8''a.svg");
    expect(raw).toContain('response-content-disposition=attachment%3B%20filename%2A%3DUTF-8%27%27a.svg');
  });
});
