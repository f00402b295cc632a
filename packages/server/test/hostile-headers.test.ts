import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from './raw-request';
import { startTestServer, type TestServer } from './start-test-server';

// Headers and names an attacker could turn: a stored file downloaded under a name that makes it a page, JSON
// answers (phone numbers, tokens) kept by a cache or read as another type, HTTPS left for plain HTTP, and
// absolute URLs built from a Host header anyone can send.

let server: TestServer;
let teacher: string;

beforeAll(async () => {
  server = await startTestServer({}, { seedDemoContent: true });
  teacher = await server.tokenFor('teacher');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** Stores bytes under a key and lists them as a file named `fileName` (as an upload with a forged name would be). */
async function storedFile(id: string, key: string, fileName: string): Promise<void> {
  await server.store.put(key, Buffer.from('%PDF-1.4 stored bytes'));
  const template = await server.database.db.selectFrom('portal_files').selectAll().executeTakeFirstOrThrow();
  await server.database.db
    .insertInto('portal_files')
    .values({ ...template, id, file_name: fileName, file_ext: 'html', storage_key: key })
    .execute();
}

describe('download names take the stored type', () => {
  it.each([
    ['a PDF named as a page', 'uploads/10001/n1/report.pdf', '报告.html', '报告.pdf'],
    ['a PDF named as a script', 'uploads/10001/n2/report.pdf', 'x.JS', 'x.pdf'],
    ['a PDF with no extension in its name', 'uploads/10001/n3/report.pdf', '教学设计', '教学设计.pdf'],
    ['a PDF named with two extensions', 'uploads/10001/n4/report.pdf', 'a.pdf.html', 'a.pdf.pdf'],
    ['a PDF named as an SVG in capitals', 'uploads/10001/n5/report.pdf', 'LOGO.SVG', 'LOGO.pdf'],
    ['a PDF whose name is only an extension', 'uploads/10001/n6/report.pdf', '.html', 'file.pdf'],
    ['a PDF already named .PDF', 'uploads/10001/n7/report.pdf', '通知.PDF', '通知.PDF'],
    ['a text file named as a page', 'uploads/10001/n8/notes.txt', 'notes.htm', 'notes.txt'],
    ['a docx named with a dot in it', 'uploads/10001/n9/plan.docx', 'v1.2 计划.xhtml', 'v1.2 计划.docx'],
  ])('saves %s under the stored extension', async (_label, key, fileName, saved) => {
    await storedFile(`name-${key.split('/')[2]}`, key, fileName);
    const response = await fetch(`${server.url}/resource_api/storage/files/${key}?download=1`, {
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(saved)}`,
    );
    expect(response.headers.get('content-type')).not.toMatch(
      /^(text\/html|application\/xhtml|text\/javascript|image\/svg|text\/xml|application\/xml)/,
    );
  });

  it('names an inline answer the same way', async () => {
    const response = await fetch(`${server.url}/resource_api/storage/files/uploads/10001/n1/report.pdf`);
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('报告.pdf')}`,
    );
  });
});

describe('JSON answers of the API are never stored and never sniffed', () => {
  const calls: [string, () => Promise<Response>][] = [
    ['GET /healthz', () => fetch(`${server.url}/healthz`)],
    [
      'POST /auth/login (a token)',
      () =>
        fetch(`${server.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'teacher', password: 'demo1234' }),
        }),
    ],
    [
      'POST /auth/login refused',
      () =>
        fetch(`${server.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'teacher', password: 'wrong-password' }),
        }),
    ],
    [
      'userinfo (a phone number)',
      () =>
        fetch(`${server.url}/resource_api/authority/permission/userinfo`, {
          headers: { authorization: `Bearer ${teacher}` },
        }),
    ],
    ['userinfo of a visitor', () => fetch(`${server.url}/resource_api/authority/permission/userinfo`)],
    [
      'a large portal list (compressed)',
      () => fetch(`${server.url}/resource_api/portal/v1/client/v1/article/frontArticleList?pageSize=50`),
    ],
    ['a portal 404', () => fetch(`${server.url}/resource_api/no/such/call`)],
    ['a portal 400', () => fetch(`${server.url}/resource_api/portal/v1/client/v1/article/frontArticleList?pageSize=x`)],
    [
      'a portal 401',
      () => fetch(`${server.url}/resource_api/portal/v1/userInfo`, { headers: { authorization: 'Bearer x' } }),
    ],
    [
      'GET /ai/conversations',
      () => fetch(`${server.url}/ai/conversations`, { headers: { authorization: `Bearer ${teacher}` } }),
    ],
    ['/ai without a token (401)', () => fetch(`${server.url}/ai/conversations`)],
    [
      'an unknown /ai call',
      () => fetch(`${server.url}/ai/nothing`, { headers: { authorization: `Bearer ${teacher}` } }),
    ],
  ];

  it.each(calls)('%s', async (_label, call) => {
    const response = await call();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('Strict-Transport-Security with COOKIE_SECURE', () => {
  let secure: TestServer;
  let custom: TestServer;
  beforeAll(async () => {
    [secure, custom] = await Promise.all([
      startTestServer({ COOKIE_SECURE: 'true' }),
      startTestServer({ COOKIE_SECURE: 'true', HSTS_MAX_AGE_SECONDS: '600' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([secure?.stop(), custom?.stop()]);
  });

  it.each(['/healthz', '/auth/login', '/resource_api/authority/permission/userinfo', '/ai/conversations', '/index'])(
    'is sent on %s, with the configured max-age',
    async (path) => {
      expect((await fetch(`${secure.url}${path}`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect((await fetch(`${custom.url}${path}`)).headers.get('strict-transport-security')).toBe('max-age=600');
    },
  );
});

describe('absolute URLs never come from the Host header', () => {
  let configured: TestServer;
  beforeAll(async () => {
    configured = await startTestServer({ PUBLIC_ORIGIN: 'https://edu.yexian.gov.cn/' });
  });
  afterAll(async () => {
    await configured?.stop();
  });

  const hostile: [string, Record<string, string>][] = [
    ['Host: evil.example', { host: 'evil.example' }],
    ['Host: evil.example:443', { host: 'evil.example:443' }],
    [
      'X-Forwarded-Host from a peer that is no proxy',
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ],
    ['Forwarded: host=evil.example', { forwarded: 'host=evil.example;proto=https' }],
    ['X-Original-Host', { 'x-original-host': 'evil.example' }],
  ];

  async function postUrlOf(target: TestServer, headers: Record<string, string>) {
    const answer = await rawGet(target.url, '/resource_api/storage/getPresignedPostFormData?fileName=a.pdf', {
      authorization: `Bearer ${await target.tokenFor('teacher')}`,
      ...headers,
    });
    return (JSON.parse(answer.body) as { data: { postURL: string } }).data.postURL;
  }

  it.each(hostile)('the upload postURL is a site path without PUBLIC_ORIGIN (%s)', async (_label, headers) => {
    expect(await postUrlOf(server, headers)).toBe('/resource_api/storage/upload');
  });

  it.each(hostile)('the upload postURL is on PUBLIC_ORIGIN when set (%s)', async (_label, headers) => {
    expect(await postUrlOf(configured, headers)).toBe('https://edu.yexian.gov.cn/resource_api/storage/upload');
  });

  it.each(hostile)('redirects stay site paths (%s)', async (_label, headers) => {
    for (const path of ['/', '/auth/logout?redirect_url=%2Fresource', '/auth/login?redirect_url=//evil.example/']) {
      const answer = await rawGet(server.url, path, headers);
      const location = String(answer.headers.location ?? '');
      if (answer.status >= 300 && answer.status < 400) {
        expect(location, path).toMatch(/^\/(?!\/)/);
      }
      expect(answer.body, path).not.toContain('evil.example/resource_api');
    }
  });
});
