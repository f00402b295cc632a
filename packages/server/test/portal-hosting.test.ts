import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalContentSecurityPolicy } from '../src/hosting/portal-hosting';
import { CODINGS, expectHostedFile, rawGet } from './raw-request';
import { startTestServer, type TestServer } from './start-test-server';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>';
const ENTRY = 'console.log("portal");\n';
/** A section chunk over 1 KB, with the brotli copy the build writes beside it. */
const SECTION = `export const rows = [${Array.from({ length: 300 }, (_, index) => `"第${index}行"`).join(', ')}];\n`;
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the portal at / (CONTRACTS §3)', () => {
  let server: TestServer;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-dir-'));
    mkdirSync(path.join(portalDir, 'assets'));
    writeFileSync(path.join(portalDir, 'index.html'), INDEX);
    writeFileSync(path.join(portalDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(portalDir, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(path.join(portalDir, 'index.html.gz'), gzipSync(INDEX));
    writeFileSync(path.join(portalDir, 'assets', 'index-AbCd1234.js'), ENTRY);
    writeFileSync(path.join(portalDir, 'assets', 'home-screen-Zx9_4ab2.js'), SECTION);
    writeFileSync(path.join(portalDir, 'assets', 'home-screen-Zx9_4ab2.js.br'), brotliCompressSync(SECTION));
    writeFileSync(path.join(portalDir, 'assets', 'home-screen-Zx9_4ab2.js.gz'), gzipSync(SECTION));
    writeFileSync(path.join(portalDir, '.env'), 'SECRET=1');
    writeFileSync(path.join(portalDir, '..', `${path.basename(portalDir)}-secret.txt`), 'TOP-SECRET-CONTENT');
    server = await startTestServer({ PORTAL_DIR: portalDir, PORTAL_RENDER_TIMEOUT_MS: '0' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(portalDir, { recursive: true, force: true });
    rmSync(path.join(portalDir, '..', `${path.basename(portalDir)}-secret.txt`), { force: true });
  });

  it('redirects / to /index', async () => {
    const response = await fetch(`${server.url}/`, { redirect: 'manual', headers: HTML });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/index');
  });

  it.each(['/index', '/lyyk/article/5', '/detial/100012', '/no/such/page'])(
    'answers the deep link %s with index.html under the strict CSP, revalidated',
    async (deepLink) => {
      const response = await fetch(`${server.url}${deepLink}`, { headers: HTML });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toBe(portalContentSecurityPolicy());
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves hashed assets for a year and other files revalidated', async () => {
    const entry = await fetch(`${server.url}/assets/index-AbCd1234.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await entry.text()).toBe(ENTRY);
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the build copy by Accept-Encoding, with the type, caching and Vary of the original', async () => {
    const chunk = await rawGet(server.url, '/assets/home-screen-Zx9_4ab2.js', { 'Accept-Encoding': 'gzip, br' });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(chunk.headers.vary)).toContain('Accept-Encoding');
    expect(brotliDecompressSync(chunk.bytes).toString('utf8')).toBe(SECTION);
    const plain = await rawGet(server.url, '/assets/home-screen-Zx9_4ab2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');
    expect(plain.body).toBe(SECTION);
    const copy = await rawGet(server.url, '/assets/home-screen-Zx9_4ab2.js.br', { Accept: '*/*' });
    expect(copy.status).toBe(404);
  });

  const IMMUTABLE = 'public, max-age=31536000, immutable';
  /** The entry page (by its name and as a deep link), a hashed entry script, a hashed chunk with copies, an icon. */
  const FILES = [
    { requestPath: '/index.html', body: INDEX, cacheControl: 'no-cache', copies: true },
    { requestPath: '/lyyk/article/5', body: INDEX, cacheControl: 'no-cache', copies: true },
    { requestPath: '/assets/index-AbCd1234.js', body: ENTRY, cacheControl: IMMUTABLE, copies: false },
    { requestPath: '/assets/home-screen-Zx9_4ab2.js', body: SECTION, cacheControl: IMMUTABLE, copies: true },
    {
      requestPath: '/favicon.svg',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      cacheControl: 'no-cache',
      copies: false,
    },
  ];
  it.each(FILES.flatMap((file) => CODINGS.map((coding) => ({ file, coding }))))(
    '$file.requestPath with Accept-Encoding $coding.acceptEncoding: its caching, its coding, Vary when copies exist',
    async ({ file, coding }) => {
      const answer = await rawGet(server.url, file.requestPath, { ...HTML, 'Accept-Encoding': coding.acceptEncoding });
      expectHostedFile(answer, file, coding);
    },
  );

  it('sends the page of a deep link compressed too, revalidated with its ETag', async () => {
    const page = await rawGet(server.url, '/lyyk/article/5', { ...HTML, 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.bytes).toString('utf8')).toBe(INDEX);
    const again = await rawGet(server.url, '/lyyk/article/5', {
      ...HTML,
      'Accept-Encoding': 'br',
      'If-None-Match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('leaves the API, login and widget paths to their routers', async () => {
    const api = await fetch(`${server.url}/resource_api/no-such-call`, { headers: HTML });
    expect(api.headers.get('content-type')).toMatch(/json/);
    const login = await fetch(`${server.url}/auth/login?redirect_url=%2Findex`, { headers: HTML });
    expect(await login.text()).toContain('<form');
    const ai = await fetch(`${server.url}/ai/conversations`, { headers: HTML });
    expect(ai.status).toBe(401);
  });

  it('answers a missing non-HTML file with 404, not the page', async () => {
    const response = await fetch(`${server.url}/assets/missing.js`, { headers: { Accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it.each([
    '/.env',
    '/assets/../.env',
    '/%2e%2e/x-secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fx-secret.txt',
    '/..%5cx-secret.txt',
  ])('never serves %s', async (rawPath) => {
    const response = await rawGet(server.url, rawPath.replace('x-secret', `${path.basename(portalDir)}-secret`), {
      Accept: '*/*',
    });
    expect(response.body).not.toContain('SECRET=1');
    expect(response.body).not.toContain('TOP-SECRET-CONTENT');
  });

  it('states the strict policy: nothing inline, no eval, frames and scripts from this origin', () => {
    const policy = portalContentSecurityPolicy(['wss://tts-api.xfyun.cn']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("connect-src 'self' wss://tts-api.xfyun.cn");
    expect(policy).not.toContain('unsafe');
  });
});

describe('the portal without a build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PORTAL_DIR: path.join(tmpdir(), 'edu-portal-never-built') });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a page request with 503 telling to run the build, and says so at start-up', async () => {
    const response = await fetch(`${server.url}/index`, { headers: HTML });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build -w @edu/portal');
    expect(server.logs.join('\n')).toMatch(/Portal build not found/);
  });
});

describe('the home page names its first banner for the browser to fetch early (ADR 0021)', () => {
  let server: TestServer;
  let portalDir: string;
  const PRELOAD = /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g;
  beforeAll(async () => {
    portalDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-dir-'));
    writeFileSync(path.join(portalDir, 'index.html'), INDEX);
    writeFileSync(path.join(portalDir, 'index.html.br'), brotliCompressSync(INDEX));
    server = await startTestServer({ PORTAL_DIR: portalDir, PORTAL_RENDER_TIMEOUT_MS: '0' }, { seedDemoContent: true });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('adds to /index one high-priority preload of the first carousel picture, under the same strict CSP', async () => {
    const response = await fetch(`${server.url}/index`, { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(portalContentSecurityPolicy());
    const html = await response.text();
    const hrefs = [...html.matchAll(PRELOAD)].map((match) => match[1]);
    const carousel = await fetch(`${server.url}/resource_api/portal/v1/carouselpic/client`);
    const [first] = ((await carousel.json()) as { data: { cover: string }[] }).data;
    expect(hrefs).toEqual([first?.cover]);
    expect(html.replace(PRELOAD, '').replace(/\n\s*<\/head>/, '</head>')).toBe(INDEX);
    const picture = await fetch(`${server.url}${hrefs[0]}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it.each(['/information', '/lyyk/article/5', '/index/more'])('leaves %s as the build wrote it', async (page) => {
    const response = await rawGet(server.url, page, { ...HTML, 'Accept-Encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.bytes).toString('utf8')).toBe(INDEX);
  });

  it('names no picture of another origin', async () => {
    const { db } = server.database;
    const [first] = await db
      .selectFrom('portal_content')
      .select(['id'])
      .where('kind', '=', 'carousel')
      .orderBy('sort_order')
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(1)
      .execute();
    await db
      .updateTable('portal_content')
      .set({ cover: 'https://evil.example/banner.jpg' })
      .where('id', '=', first?.id ?? '')
      .execute();
    const response = await fetch(`${server.url}/index`, { headers: HTML });
    expect(await response.text()).toBe(INDEX);
  });
});

/** A stand-in for the portal's render module (the real one is built and tested by @edu/portal). */
const RENDER_MODULE = `
export async function renderPage({ url, template, fetch }) {
  if (url === '/slow') await new Promise((resolve) => setTimeout(resolve, 2000));
  if (url === '/a-while') await new Promise((resolve) => setTimeout(resolve, 300));
  if (url === '/broken') throw new Error('the render broke');
  if (url === '/away') return { kind: 'redirect', to: '/index?from=away' };
  if (url === '/away-elsewhere') return { kind: 'redirect', to: '//evil.example/' };
  if (url === '/grades') {
    const grades = await fetch('http://portal.server-render/resource_api/three-class-admin/front/classes/info/selectNjxxByPhaseIds?phaseIds=2,3', { method: 'POST' });
    return { kind: 'page', html: template.replace('<div id="root"></div>', '<div id="root"><p>grades ' + grades.status + '</p></div>'), firstPictures: [] };
  }
  const answer = await fetch('http://portal.server-render/resource_api/authority/permission/userinfo');
  const { data } = await answer.json();
  const who = data ? data.username : 'visitor';
  return { kind: 'page', html: template.replace('<div id="root"></div>', '<div id="root" inert><p>' + url + ' for ' + who + '</p></div>'), firstPictures: [] };
}
`;

describe("pages drawn by the portal's server render (ADR 0024)", () => {
  let server: TestServer;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-dir-'));
    writeFileSync(path.join(portalDir, 'index.html'), INDEX);
    writeFileSync(path.join(portalDir, 'render-page.mjs'), RENDER_MODULE);
    server = await startTestServer({
      PORTAL_DIR: portalDir,
      PORTAL_RENDERER: path.join(portalDir, 'render-page.mjs'),
      PORTAL_RENDER_TIMEOUT_MS: '500',
      PORTAL_RENDER_MAX_CONCURRENT: '1',
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('sends the rendered page, private to its visitor, under the strict CSP and compressed', async () => {
    const response = await rawGet(server.url, '/information?page=2', { ...HTML, 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(response.headers['content-security-policy']).toBe(portalContentSecurityPolicy());
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.bytes).toString('utf8')).toContain('<p>/information?page=2 for visitor</p>');
  });

  it("answers the render's API calls as the visitor's own: with the visitor's cookie", async () => {
    const token = await server.tokenFor('teacher');
    const response = await fetch(`${server.url}/index`, { headers: { ...HTML, cookie: `edu_token=${token}` } });
    expect(await response.text()).toContain('<p>/index for teacher</p>');
  });

  it("answers the render's reads sent as POST with the visitor's cookie, whichever site the visitor came from", async () => {
    const token = await server.tokenFor('teacher');
    for (const site of ['same-origin', 'cross-site', 'none']) {
      const response = await fetch(`${server.url}/grades`, {
        headers: { ...HTML, cookie: `edu_token=${token}`, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' },
      });
      expect(await response.text()).toContain('<p>grades 200</p>');
    }
  });

  it('redirects where the render says, on this site only', async () => {
    const away = await fetch(`${server.url}/away`, { headers: HTML, redirect: 'manual' });
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('/index?from=away');
    const elsewhere = await fetch(`${server.url}/away-elsewhere`, { headers: HTML, redirect: 'manual' });
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toBe(INDEX);
  });

  it('sends the page unrendered when the render is too slow or fails, and logs the failure', async () => {
    for (const page of ['/broken', '/slow']) {
      const response = await fetch(`${server.url}${page}`, { headers: HTML });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
    // The slow render still holds its place (the only one here) until it ends.
    expect(await (await fetch(`${server.url}/information`, { headers: HTML })).text()).toBe(INDEX);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await (await fetch(`${server.url}/information`, { headers: HTML })).text()).toContain('for visitor');
    expect(server.logs.some((line) => line.includes('/broken') && line.includes('the render broke'))).toBe(true);
  });

  it('reads a rebuilt index.html for the next page', async () => {
    const rebuilt = INDEX.replace('index-AbCd1234.js', 'index-Rebuilt9.js');
    writeFileSync(path.join(portalDir, 'index.html'), rebuilt);
    try {
      const response = await fetch(`${server.url}/information`, { headers: HTML });
      const html = await response.text();
      expect(html).toContain('index-Rebuilt9.js');
      expect(html).toContain('<p>/information for visitor</p>');
    } finally {
      writeFileSync(path.join(portalDir, 'index.html'), INDEX);
    }
  });

  it('renders no more pages at once than PORTAL_RENDER_MAX_CONCURRENT: the others go out unrendered', async () => {
    const first = fetch(`${server.url}/a-while`, { headers: HTML });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const meanwhile = await fetch(`${server.url}/information`, { headers: HTML });
    expect(await meanwhile.text()).toBe(INDEX);
    expect(await (await first).text()).toContain('<p>/a-while for visitor</p>');
    const after = await fetch(`${server.url}/information`, { headers: HTML });
    expect(await after.text()).toContain('<p>/information for visitor</p>');
  });

  it('renders no HEAD request and no request that does not ask for HTML', async () => {
    const head = await fetch(`${server.url}/information`, { method: 'HEAD', headers: HTML });
    expect(head.status).toBe(200);
    // The build's index.html as it is: revalidated, the same for everyone.
    expect(head.headers.get('cache-control')).toBe('no-cache');
    expect(head.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    const script = await fetch(`${server.url}/information`);
    expect(script.status).toBe(404);
  });
});
