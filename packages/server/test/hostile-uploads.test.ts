import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { buildUploadForm, type PresignedPostFormData } from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZip } from '../src/demo/write-zip';
import { startTestServer, type TestServer } from './start-test-server';

// Hostile uploads and downloads against the real server: an upload must never become a live document on
// the portal's origin, and a refused upload must leave nothing behind (no file, no row).

const UPLOAD_MAX = 8_192;
const QUOTA = 20_000;
const STORAGE_CSP = "default-src 'none'; sandbox";

let server: TestServer;
let teacher: string;
let student: string;

beforeAll(async () => {
  server = await startTestServer(
    {
      UPLOAD_MAX_BYTES: String(UPLOAD_MAX),
      STORAGE_QUOTA_BYTES_PER_USER: String(QUOTA),
      OFFICE_PREVIEW_MAX_BYTES: String(256 * 1024),
      // The tables below sign many uploads a minute; the per-user upload limit is tested in hostile-limits.
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    },
    { seedDemoContent: true },
  );
  teacher = await server.tokenFor('teacher');
  student = await server.tokenFor('student');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** Every uploaded file on disk and every upload row: a refusal must change neither. */
async function uploadState() {
  const root = path.join(server.config.dataDir, 'files', 'uploads');
  const files = (() => {
    try {
      return (readdirSync(root, { recursive: true }) as string[]).sort();
    } catch {
      return [];
    }
  })();
  const rows = await server.database.db.selectFrom('portal_uploads').selectAll().orderBy('storage_key').execute();
  return { files, rows };
}

async function sign(fileName: string, token = teacher) {
  const response = await fetch(
    `${server.url}/resource_api/storage/getPresignedPostFormData?fileName=${encodeURIComponent(fileName)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return {
    status: response.status,
    body: (await response.json()) as { msg: string; data: PresignedPostFormData & { maxSize: number } },
  };
}

const fileOf = (bytes: number, name = 'a.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(bytes).fill(65)], name, { type });

// Without PUBLIC_ORIGIN or a trusted proxy, postURL is a site path, resolved against the page (here, the server).
const post = (url: string, form: FormData) => fetch(new URL(url, server.url), { method: 'POST', body: form });

describe('the upload whitelist', () => {
  it.each([
    'x.svg',
    'x.SVG',
    'x.Svg',
    'x.svgz',
    'x.html',
    'x.HTM',
    'x.xhtml',
    'x.xml',
    'x.js',
    'x.mjs',
    'page.pdf.html',
    'x.exe',
    'no-extension',
    'x.',
    '.htaccess',
  ])('refuses to sign %j (400), storing nothing', async (fileName) => {
    const before = await uploadState();
    const { status, body } = await sign(fileName);
    expect(status).toBe(400);
    expect(body.msg).toMatch(/不支持上传该格式的文件/);
    expect(await uploadState()).toEqual(before);
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['A.PDF', 'application/pdf'],
    ['照片.JPG', 'image/jpeg'],
    ['课件.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['名单.csv', 'text/csv; charset=utf-8'],
  ])('signs %j with the one content type of its extension (%s) and the exact key', async (fileName, type) => {
    const { status, body } = await sign(fileName);
    expect(status).toBe(200);
    expect(body.data.contentType).toBe(type);
    const policy = JSON.parse(Buffer.from(body.data.policy, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', type]);
    expect(policy.conditions).toContainEqual(['eq', '$key', body.data.key]);
    expect(JSON.stringify(policy.conditions)).not.toMatch(/text\/html|"starts-with","\$(key|Content-Type)"/);
  });
});

describe('tampered upload forms', () => {
  it.each([
    ['another name under the signed prefix', (key: string) => key.replace(/[^/]+$/, 'x.SVG'), 400],
    ['another whitelisted name under the signed prefix', (key: string) => key.replace(/[^/]+$/, 'x.png'), 403],
    ['an HTML name under the signed prefix', (key: string) => key.replace(/[^/]+$/, 'x.html'), 400],
    ['another user', () => 'uploads/10002/0000/a.pdf', 403],
    ['a path outside the uploads', () => 'demo/images/a.pdf', 400],
    ['a traversal', (key: string) => `${key}/../../x.pdf`, 400],
  ])('refuses a key changed to %s, storing nothing', async (_label, change, status) => {
    const { body } = await sign('a.pdf');
    const form = buildUploadForm(fileOf(100), body.data);
    form.set('key', change(body.data.key));
    const before = await uploadState();
    const response = await post(body.data.postURL, form);
    expect(response.status).toBe(status);
    expect(await uploadState()).toEqual(before);
  });

  it.each(['text/html', 'TEXT/HTML', 'image/svg+xml', 'application/pdf; charset=utf-8', ''])(
    'refuses the content type %j where the policy pins application/pdf',
    async (type) => {
      const { body } = await sign('a.pdf');
      const form = buildUploadForm(fileOf(100), body.data);
      form.set('Content-Type', type);
      const before = await uploadState();
      expect((await post(body.data.postURL, form)).status).toBe(403);
      expect(await uploadState()).toEqual(before);
    },
  );

  it('accepts the untampered form once, and refuses its replay (409) leaving the first file', async () => {
    const { body } = await sign('once.pdf');
    expect((await post(body.data.postURL, buildUploadForm(fileOf(10), body.data))).status).toBe(204);
    const after = await uploadState();
    expect((await post(body.data.postURL, buildUploadForm(fileOf(20), body.data))).status).toBe(409);
    expect(await uploadState()).toEqual(after);
    expect(await server.store.stat(body.data.key)).toMatchObject({ size: 10 });
  });
});

describe('upload sizes and the storage quota', () => {
  it.each([
    ['one byte over the upload limit', UPLOAD_MAX + 1, 403],
    ['far over the upload limit', UPLOAD_MAX * 4, 403],
    ['over the whole-body limit', UPLOAD_MAX + 128 * 1024, 413],
  ])('refuses a file %s while it streams, storing nothing', async (_label, bytes, status) => {
    const { body } = await sign('big.pdf');
    const before = await uploadState();
    const response = await post(body.data.postURL, buildUploadForm(fileOf(bytes), body.data));
    expect(response.status).toBe(status);
    expect(await uploadState()).toEqual(before);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const { body } = await sign('declared.pdf');
    const before = await uploadState();
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(body.data.postURL, server.url);
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(10 * 1024 ** 3) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          outgoing.destroy();
        },
      );
      outgoing.on('error', reject);
      outgoing.write('--x\r\n');
    });
    expect(status).toBe(413);
    expect(await uploadState()).toEqual(before);
  });

  it('limits a policy to the room left in the quota, then refuses to sign (409)', async () => {
    const first = await sign('quota-1.pdf', student);
    expect(first.body.data.maxSize).toBe(UPLOAD_MAX);
    for (let i = 0; i < 2; i++) {
      const signed = await sign(`quota-fill-${i}.pdf`, student);
      expect((await post(signed.body.data.postURL, buildUploadForm(fileOf(UPLOAD_MAX), signed.body.data))).status).toBe(
        204,
      );
    }
    const left = QUOTA - 2 * UPLOAD_MAX;
    const near = await sign('quota-2.pdf', student);
    expect(near.body.data.maxSize).toBe(left);
    const before = await uploadState();
    expect((await post(near.body.data.postURL, buildUploadForm(fileOf(left + 1), near.body.data))).status).toBe(403);
    expect(await uploadState()).toEqual(before);
    expect((await post(near.body.data.postURL, buildUploadForm(fileOf(left), near.body.data))).status).toBe(204);
    const full = await sign('quota-3.pdf', student);
    expect(full.status).toBe(409);
    expect(full.body.msg).toMatch(/存储空间已用完/);
  });
});

describe('malformed upload bodies', () => {
  const raw = (contentType: string, body: string) =>
    fetch(`${server.url}/resource_api/storage/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    ['not multipart', 'application/json', '{"key":"uploads/10001/x/a.pdf"}'],
    ['urlencoded', 'application/x-www-form-urlencoded', 'key=uploads%2F10001%2Fx%2Fa.pdf&file=AAAA'],
    ['garbage', 'multipart/form-data; boundary=x', '\u0000\u0001garbage without any boundary'],
    [
      'a part cut off',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="key"\r\n\r\nuploads/1',
    ],
    [
      'no file',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="key"\r\n\r\nuploads/10001/a/a.pdf\r\n--x--\r\n',
    ],
    [
      'the file before its signing fields',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--x\r\nContent-Disposition: form-data; name="key"\r\n\r\nuploads/10001/a/a.pdf\r\n--x--\r\n',
    ],
  ])('answers %s with 400 and a reason, storing nothing', async (_label, type, body) => {
    const before = await uploadState();
    const response = await raw(type, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg.length).toBeGreaterThan(0);
    expect(await uploadState()).toEqual(before);
  });
});

describe('what storage serves', () => {
  const stored = [
    ['a.SVG', 'image/svg+xml', 'attachment'],
    ['a.svg', 'image/svg+xml', 'attachment'],
    ['a.Html', 'application/octet-stream', 'attachment'],
    ['a.htm', 'application/octet-stream', 'attachment'],
    ['a.xml', 'application/octet-stream', 'attachment'],
    ['a.js', 'application/octet-stream', 'attachment'],
    ['a.txt', 'text/plain; charset=utf-8', 'attachment'],
    ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
    ['noextension', 'application/octet-stream', 'attachment'],
    ['a.PDF', 'application/pdf', 'inline'],
    ['a.png', 'image/png', 'inline'],
    ['a.JPEG', 'image/jpeg', 'inline'],
    ['a.mp4', 'video/mp4', 'inline'],
    ['a.mp3', 'audio/mpeg', 'inline'],
  ] as const;
  const hostile = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

  beforeAll(async () => {
    for (const [name] of stored) await server.store.put(`uploads/10001/legacy/${name}`, Buffer.from(hostile));
  });

  it.each(stored)('serves a stored %s as %s, %s, sandboxed', async (name, type, disposition) => {
    for (const prefix of ['files', 'upload']) {
      for (const range of [undefined, 'bytes=0-9']) {
        const response = await fetch(`${server.url}/resource_api/storage/${prefix}/uploads/10001/legacy/${name}`, {
          headers: range ? { range } : {},
        });
        expect(response.status).toBe(range ? 206 : 200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition};`));
        expect(response.headers.get('content-security-policy')).toBe(STORAGE_CSP);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });

  it.each([
    '/resource_api/storage/files/uploads/10001/legacy/missing.svg',
    '/resource_api/storage/files/..%2F..%2Fetc%2Fpasswd',
    '/resource_api/storage/files/uploads/%E0%A4%A.svg',
    '/resource_api/storage/preview/404404',
  ])('sandboxes refusals too: %s', async (url) => {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-security-policy')).toBe(STORAGE_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves demo pictures (SVG) as sandboxed attachments, which still show in <img>', async () => {
    const cover = await server.database.db
      .selectFrom('portal_content')
      .select('cover')
      .where('cover', 'like', '%.svg')
      .executeTakeFirstOrThrow();
    const response = await fetch(`${server.url}${cover.cover}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-security-policy')).toBe(STORAGE_CSP);
  });

  it('decides a preview from the stored key, not from the name a user gave the file', async () => {
    await server.database.db
      .insertInto('portal_files')
      .values({
        ...(await server.database.db.selectFrom('portal_files').selectAll().executeTakeFirstOrThrow()),
        id: 'hostile-preview-1',
        file_name: '教案.pdf',
        file_ext: 'pdf',
        storage_key: 'uploads/10001/legacy/a.SVG',
      })
      .execute();
    const response = await fetch(`${server.url}/resource_api/storage/preview/hostile-preview-1`);
    expect(response.status).toBe(406);
    expect(response.headers.get('content-security-policy')).toBe(STORAGE_CSP);
  });

  it.each([
    ['a zip bomb', writeZip([{ name: 'word/document.xml', data: Buffer.alloc(64 * 1024 * 1024) }]), 406],
    ['a file that is not a zip', Buffer.from('<html><script>alert(1)</script></html>'), 406],
  ])('previews %s as a bounded answer, never running it', async (label, bytes, status) => {
    const key = `uploads/10001/legacy/${label.replace(/\W+/g, '-')}.docx`;
    await server.store.put(key, bytes);
    const id = `hostile-office-${label.replace(/\W+/g, '-')}`;
    await server.database.db
      .insertInto('portal_files')
      .values({
        ...(await server.database.db.selectFrom('portal_files').selectAll().executeTakeFirstOrThrow()),
        id,
        file_name: 'x.docx',
        file_ext: 'docx',
        storage_key: key,
      })
      .execute();
    const started = Date.now();
    const response = await fetch(`${server.url}/resource_api/storage/preview/${id}`);
    expect(response.status).toBe(status);
    expect(Date.now() - started).toBeLessThan(5_000);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toMatch(/; sandbox$/);
    expect(policy).not.toContain('unsafe-inline');
    const page = await response.text();
    expect(page).not.toContain('<script');
    expect(page).toContain('无法在线预览');
  });
});

describe('S3 mode', () => {
  let s3: TestServer;
  let token: string;
  beforeAll(async () => {
    s3 = await startTestServer({
      S3_ENDPOINT: 'https://minio.example',
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'SK',
    });
    token = await s3.tokenFor('teacher');
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it.each(['a.pdf', 'b.png', 'c.docx', 'd.txt', 'e.csv', 'f.mp4'])(
    'pins the policy of %s to a whitelisted type, never HTML',
    async (fileName) => {
      const response = await fetch(
        `${s3.url}/resource_api/storage/getPresignedPostFormData?fileName=${encodeURIComponent(fileName)}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const { data } = (await response.json()) as { data: PresignedPostFormData & { contentType: string } };
      const policy = JSON.parse(Buffer.from(data.policy, 'base64').toString('utf8')) as { conditions: unknown[] };
      const pinned = policy.conditions.find((c) => Array.isArray(c) && c[1] === '$Content-Type') as string[];
      expect(pinned).toEqual(['eq', '$Content-Type', data.contentType]);
      expect(data.contentType).not.toMatch(
        /^(text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml|text\/javascript)/i,
      );
      expect(data.postURL).toBe('https://minio.example/resource');
    },
  );

  it('redirects downloads with the type and disposition overridden by the platform', async () => {
    const response = await fetch(`${s3.url}/resource_api/storage/files/uploads/10001/x/a.SVG`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe('https://minio.example');
    expect(location.searchParams.get('response-content-type')).toBe('image/svg+xml');
    expect(location.searchParams.get('response-content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-security-policy')).toBe(STORAGE_CSP);
  });
});
