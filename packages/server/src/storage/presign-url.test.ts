import { describe, expect, it } from 'vitest';
import { objectUrl, presignUrl } from './presign-url';

describe('presignUrl', () => {
  it("matches AWS's published presigned URL example (GET examplebucket/test.txt, 2013-05-24, 86400 s)", () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html, "An example".
    const url = presignUrl({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
      expiresSeconds: 86_400,
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it.each([
    ['demo/a b.pdf', '/resource/demo/a%20b.pdf'],
    ['uploads/1/x/教案(1).docx', '/resource/uploads/1/x/%E6%95%99%E6%A1%88%281%29.docx'],
  ])('addresses %s path-style as %s', (key, pathname) => {
    expect(objectUrl('http://127.0.0.1:9000', 'resource', key).pathname).toBe(pathname);
  });

  it('signs the method: the same object presigned for PUT and DELETE differs', () => {
    const base = {
      url: objectUrl('http://127.0.0.1:9000', 'resource', 'demo/a.pdf'),
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      now: new Date('2026-11-20T08:30:15Z'),
      expiresSeconds: 60,
    };
    const signatureOf = (method: 'PUT' | 'DELETE') =>
      new URL(presignUrl({ ...base, method })).searchParams.get('X-Amz-Signature');
    expect(signatureOf('PUT')).not.toBe(signatureOf('DELETE'));
  });
});
