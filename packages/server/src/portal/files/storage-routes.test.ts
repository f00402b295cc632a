import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../../testing/start-portal-test-server';

const MAX_BYTES = 64 * 1024;

describe('file storage: presigned POST, downloads, ranges, previews', () => {
  let server: PortalTestServer;
  let clock = Date.UTC(2026, 10, 20, 8, 0, 0);
  let client: api.PortalClient;
  let token = '';

  beforeAll(async () => {
    server = await startPortalTestServer({ now: () => new Date(clock), maxUploadBytes: MAX_BYTES });
    token = await server.tokenFor('teacher');
    client = api.createPortalClient({ baseUrl: server.url, getToken: () => token });
  });
  afterAll(async () => {
    await server.close();
  });

  const signing = () => api.getPresignedPostFormData(client, '教学设计.pdf');
  // Without PUBLIC_ORIGIN or a trusted proxy, postURL is a site path: a browser resolves it against the page.
  const post = async (form: FormData, url: string) => fetch(new URL(url, server.url), { method: 'POST', body: form });
  const formOf = (data: Awaited<ReturnType<typeof signing>>, bytes: Uint8Array, key = data.key) => {
    const form = api.buildUploadForm(new File([Buffer.from(bytes)], '教学设计.pdf', { type: 'application/pdf' }), data);
    form.set('key', key);
    return form;
  };

  it('uploads through the api-client (204) and the file downloads again', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 demo upload');
    const file = new File([bytes], '教学设计.pdf', { type: 'application/pdf' });
    const result = await api.uploadFile(client, file);
    expect(result.transcodePath).toMatch(/^uploads\/10001\/[0-9a-f-]+\/教学设计\.pdf$/);
    const download = await fetch(result.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    const row = await server.db
      .selectFrom('portal_uploads')
      .selectAll()
      .where('storage_key', '=', result.transcodePath)
      .executeTakeFirst();
    expect(row).toMatchObject({ uid: '10001', size: bytes.length });
  });

  it('signs an S3-style policy with the bucket, key prefix, size limit and expiry', async () => {
    const data = await signing();
    const policy = JSON.parse(Buffer.from(data.policy, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(data).toMatchObject({ algorithm: 'AWS4-HMAC-SHA256', postURL: '/resource_api/storage/upload' });
    expect(data.credential).toMatch(/^edu-local\/20261120\/us-east-1\/s3\/aws4_request$/);
    expect(policy.conditions).toContainEqual({ bucket: 'resource' });
    expect(policy.conditions).toContainEqual(['content-length-range', 0, MAX_BYTES]);
    expect(Date.parse(policy.expiration) - clock).toBe(600_000);
  });

  it('refuses an expired policy', async () => {
    const data = await signing();
    clock += 11 * 60_000;
    try {
      const response = await post(formOf(data, new Uint8Array([1, 2, 3])), data.postURL);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { msg: string }).msg).toContain('过期');
    } finally {
      clock -= 11 * 60_000;
    }
  });

  it('refuses a key outside the signed prefix', async () => {
    const data = await signing();
    const response = await post(
      formOf(data, new Uint8Array([1, 2, 3]), 'uploads/10002/someone-else/x.pdf'),
      data.postURL,
    );
    expect(response.status).toBe(403);
    expect(await server.store.stat('uploads/10002/someone-else/x.pdf')).toBeUndefined();
  });

  it('refuses a file over the size limit', async () => {
    const data = await signing();
    const response = await post(formOf(data, new Uint8Array(MAX_BYTES + 1)), data.postURL);
    expect(response.status).toBe(403);
    expect(await server.store.stat(data.key)).toBeUndefined();
  });

  it('refuses a forged signature', async () => {
    const data = await signing();
    const form = formOf(data, new Uint8Array([1]));
    form.set('x-amz-signature', '0'.repeat(64));
    expect((await post(form, data.postURL)).status).toBe(403);
  });

  it('serves byte ranges of a demo video for seeking (206), and 416 outside the file', async () => {
    const video = await server.db
      .selectFrom('portal_files')
      .selectAll()
      .where('file_ext', '=', 'mp4')
      .executeTakeFirstOrThrow();
    const url = `${server.url}/resource_api/storage/files/${video.storage_key}`;
    const whole = await fetch(url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const all = new Uint8Array(await whole.arrayBuffer());
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${all.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(all.slice(100, 200));
    const outside = await fetch(url, { headers: { range: `bytes=${all.length}-` } });
    expect(outside.status).toBe(416);
  });

  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['mp4', 'video/mp4'],
    ['mp3', 'audio/mpeg'],
    ['docx', 'text/html; charset=utf-8'],
    ['pptx', 'text/html; charset=utf-8'],
    ['xlsx', 'text/html; charset=utf-8'],
  ])('previews a demo %s file as %s', async (ext, type) => {
    const file = await server.db
      .selectFrom('portal_files')
      .selectAll()
      .where('file_ext', '=', ext)
      .executeTakeFirstOrThrow();
    const response = await fetch(`${server.url}/resource_api/storage/preview/${file.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    if (type.startsWith('text/html')) {
      const html = await response.text();
      expect(html).toContain(file.file_name.replace(/&/g, '&amp;'));
      // A document's and a presentation's text as paragraphs; a workbook's first sheet as a table.
      expect(html).toMatch(ext === 'xlsx' ? /<td>[^<]{2,}<\/td>/ : /<p[^>]*>[^<]{2,}<\/p>/);
    }
  });

  it('downloads as attachment only for logged-in users', async () => {
    const file = await server.db
      .selectFrom('portal_files')
      .selectAll()
      .where('file_ext', '=', 'docx')
      .executeTakeFirstOrThrow();
    const url = `${server.url}/resource_api/storage/files/${file.storage_key}?download=1`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses path tricks in storage keys', async () => {
    const response = await fetch(`${server.url}/resource_api/storage/files/..%2F..%2Fetc%2Fpasswd`);
    expect(response.status).toBe(400);
  });
});
