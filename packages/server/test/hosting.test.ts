import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODINGS, expectHostedFile, rawGet } from './raw-request';
import { startTestServer, type TestServer } from './start-test-server';

/** Files of other kinds a build may hold, and the type each is sent with. */
const CONTENT_TYPES: Record<string, string> = {
  'katex-BxGmONnW.CSS': 'text/css; charset=utf-8',
  'KaTeX_Math-Italic-t53AETM-.ttf': 'font/ttf',
  'panel-DJ9j2Oni.js.map': 'application/json',
  'icon-AbCd1234.svg': 'image/svg+xml; charset=utf-8',
  'blob-AbCd1234.bin': 'application/octet-stream',
};

/** The header names a response's Vary lists (CORS adds Origin to every answer). */
function varyOf(headers: Record<string, string | string[] | undefined>): string[] {
  return String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

const LOADER = 'export const loader = "edu-assistant";\n';
const CHUNK = 'export const element = 1;\n';
/** A chunk over 1 KB: the build writes its brotli and gzip copies beside it. */
const PANEL = `export const panel = [${Array.from({ length: 300 }, (_, index) => `"第${index}条"`).join(', ')}];\n`;
const PANEL_PATH = 'chunks/panel-DJ9j2Oni.js';
const PANEL_BROTLI = brotliCompressSync(PANEL);

describe('/widget/* static hosting', () => {
  let server: TestServer;
  let widgetDir: string;
  beforeAll(async () => {
    widgetDir = mkdtempSync(path.join(tmpdir(), 'edu-widget-dir-'));
    mkdirSync(path.join(widgetDir, 'chunks'));
    mkdirSync(path.join(widgetDir, 'assets'));
    writeFileSync(path.join(widgetDir, 'edu-assistant.js'), LOADER);
    writeFileSync(path.join(widgetDir, 'chunks', 'element-entry-CX84fY2_.js'), CHUNK);
    writeFileSync(
      path.join(widgetDir, 'assets', 'KaTeX_Main-Bold-Cx986IdX.woff2'),
      Buffer.from([0x77, 0x4f, 0x46, 0x32]),
    );
    writeFileSync(path.join(widgetDir, PANEL_PATH), PANEL);
    writeFileSync(path.join(widgetDir, `${PANEL_PATH}.br`), PANEL_BROTLI);
    writeFileSync(path.join(widgetDir, `${PANEL_PATH}.gz`), gzipSync(PANEL));
    for (const name of Object.keys(CONTENT_TYPES)) writeFileSync(path.join(widgetDir, 'assets', name), 'x');
    // A file beside the folder that traversal must not reach.
    writeFileSync(path.join(widgetDir, '..', `${path.basename(widgetDir)}-secret.txt`), 'TOP-SECRET-CONTENT');
    server = await startTestServer({ WIDGET_DIR: widgetDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(widgetDir, { recursive: true, force: true });
    rmSync(path.join(widgetDir, '..', `${path.basename(widgetDir)}-secret.txt`), { force: true });
  });

  it('serves the loader as JavaScript, public to every origin, revalidated on each load', async () => {
    const response = await fetch(`${server.url}/widget/edu-assistant.js`, {
      headers: { Origin: 'https://other-county-site.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(await response.text()).toBe(LOADER);
  });

  it('caches hashed chunks and assets for a year as immutable, with their content types', async () => {
    const chunk = await fetch(`${server.url}/widget/chunks/element-entry-CX84fY2_.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await chunk.text()).toBe(CHUNK);
    const font = await fetch(`${server.url}/widget/assets/KaTeX_Main-Bold-Cx986IdX.woff2`);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('access-control-allow-origin')).toBe('*');
    expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array([0x77, 0x4f, 0x46, 0x32]));
  });

  it('answers 304 to a matching If-None-Match, and 200 once the file changed', async () => {
    const first = await fetch(`${server.url}/widget/edu-assistant.js`);
    const etag = first.headers.get('etag') ?? '';
    await first.text();
    const again = await fetch(`${server.url}/widget/edu-assistant.js`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('access-control-allow-origin')).toBe('*');

    writeFileSync(path.join(widgetDir, 'edu-assistant.js'), `${LOADER}// rebuilt\n`);
    const changed = await fetch(`${server.url}/widget/edu-assistant.js`, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('rebuilt');
    writeFileSync(path.join(widgetDir, 'edu-assistant.js'), LOADER);
  });

  it.each([
    { ifNoneMatch: (etag: string) => etag, status: 304 },
    { ifNoneMatch: (etag: string) => etag.replace(/^W\//, ''), status: 304 },
    { ifNoneMatch: (etag: string) => `"other", ${etag}`, status: 304 },
    { ifNoneMatch: () => '*', status: 304 },
    { ifNoneMatch: () => 'W/"800-0"', status: 200 },
  ])('compares If-None-Match weakly: $status', async ({ ifNoneMatch, status }) => {
    const first = await rawGet(server.url, '/widget/edu-assistant.js');
    const again = await rawGet(server.url, '/widget/edu-assistant.js', {
      'If-None-Match': ifNoneMatch(String(first.headers.etag)),
    });
    expect(again.status).toBe(status);
    expect(again.body).toBe(status === 304 ? '' : LOADER);
  });

  it.each(Object.entries(CONTENT_TYPES))('sends %s as %s', async (name, type) => {
    const response = await rawGet(server.url, `/widget/assets/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
    { acceptEncoding: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
    { acceptEncoding: undefined, encoding: undefined, decode: (bytes: Buffer) => bytes },
    { acceptEncoding: 'identity', encoding: undefined, decode: (bytes: Buffer) => bytes },
  ])(
    'sends the build copy chosen by Accept-Encoding $acceptEncoding: $encoding',
    async ({ acceptEncoding, encoding, decode }) => {
      const response = await rawGet(
        server.url,
        `/widget/${PANEL_PATH}`,
        acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      // Also when the original was sent: a shared cache must not hand it to a client that takes brotli.
      expect(varyOf(response.headers)).toContain('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
      expect(decode(response.bytes).toString('utf8')).toBe(PANEL);
    },
  );

  const IMMUTABLE = 'public, max-age=31536000, immutable';
  /** Every kind of widget file: the entry (not hashed), a small hashed chunk, a hashed chunk with build copies. */
  const FILES = [
    { file: 'edu-assistant.js', body: LOADER, cacheControl: 'no-cache', copies: false },
    { file: 'chunks/element-entry-CX84fY2_.js', body: CHUNK, cacheControl: IMMUTABLE, copies: false },
    { file: PANEL_PATH, body: PANEL, cacheControl: IMMUTABLE, copies: true },
  ];
  it.each(FILES.flatMap((file) => CODINGS.map((coding) => ({ file, coding }))))(
    '$file.file with Accept-Encoding $coding.acceptEncoding: its caching, its coding, Vary when copies exist',
    async ({ file, coding }) => {
      const answer = await rawGet(server.url, `/widget/${file.file}`, { 'Accept-Encoding': coding.acceptEncoding });
      expectHostedFile(answer, file, coding);
    },
  );

  it("answers HEAD on a file with copies with the chosen coding's headers and no body", async () => {
    const response = await rawGet(server.url, `/widget/${PANEL_PATH}`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(PANEL_BROTLI.length));
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.bytes.length).toBe(0);
  });

  // A range is of the representation selected: the brotli bytes when brotli was chosen (RFC 9110 §14),
  // with that coding's own ETag, so a client resuming with If-Range never mixes codings.
  it.each([
    { acceptEncoding: 'br', whole: PANEL_BROTLI, encoding: 'br' },
    { acceptEncoding: 'identity', whole: Buffer.from(PANEL), encoding: undefined },
  ])(
    'answers a byte range of $acceptEncoding with 206 over that coding',
    async ({ acceptEncoding, whole: bytes, encoding }) => {
      const response = await rawGet(server.url, `/widget/${PANEL_PATH}`, {
        'Accept-Encoding': acceptEncoding,
        Range: 'bytes=0-9',
      });
      expect(response.status).toBe(206);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
      expect(response.bytes).toEqual(bytes.subarray(0, 10));
    },
  );

  it('answers a range past the end with 416', async () => {
    const response = await rawGet(server.url, `/widget/${PANEL_PATH}`, {
      'Accept-Encoding': 'br',
      Range: 'bytes=999999-',
    });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });

  it('gives each coding its own ETag, and 304 for the coding the client holds', async () => {
    const brotli = await rawGet(server.url, `/widget/${PANEL_PATH}`, { 'Accept-Encoding': 'br' });
    const gzip = await rawGet(server.url, `/widget/${PANEL_PATH}`, { 'Accept-Encoding': 'gzip' });
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
    const again = await rawGet(server.url, `/widget/${PANEL_PATH}`, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(brotli.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(varyOf(again.headers)).toContain('Accept-Encoding');
  });

  it('answers a small file without a copy uncompressed and without Vary', async () => {
    const response = await rawGet(server.url, '/widget/edu-assistant.js', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varyOf(response.headers)).not.toContain('Accept-Encoding');
    expect(response.body).toBe(LOADER);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${server.url}/widget/edu-assistant.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(LOADER)));
    expect(await response.text()).toBe('');
  });

  it.each([
    '/widget/../package.json',
    '/widget/%2e%2e/package.json',
    `/widget/..%2f${'x'}-secret.txt`,
    '/widget/..%2f..%2fpackage.json',
    '/widget/chunks/..%2f..%2fpackage.json',
    '/widget/chunks%2f..%2f..%2fpackage.json',
    '/widget/..%5c..%5cpackage.json',
    '/widget/.hidden',
    '/widget/',
    '/widget/chunks',
    '/widget/missing.js',
    `/widget/${PANEL_PATH}.br`,
    `/widget/${PANEL_PATH}.gz`,
  ])('never serves %s from outside (404)', async (rawPath) => {
    const response = await rawGet(server.url, rawPath.replace('x-secret', `${path.basename(widgetDir)}-secret`));
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('TOP-SECRET-CONTENT');
    expect(response.body).not.toContain('"name": "@edu/server"');
  });
});

describe('/widget/* without a build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WIDGET_DIR: path.join(tmpdir(), 'edu-widget-never-built') });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 404 telling to run the build, and says so at start-up', async () => {
    const response = await fetch(`${server.url}/widget/edu-assistant.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('npm run build -w @edu/assistant-widget');
    expect(text).toContain('edu-widget-never-built');
    expect(server.logs.join('\n')).toMatch(/Widget bundle not found/);
  });
});
