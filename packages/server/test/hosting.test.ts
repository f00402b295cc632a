import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

/** A GET with the path sent exactly as given (fetch would normalise `..` and encodings away). */
function rawGet(
  base: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

const LOADER = 'export const loader = "edu-assistant";\n';
const CHUNK = 'export const element = 1;\n';

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
    '/widget/chunks/..%2f..%2fpackage.json',
    '/widget/chunks%2f..%2f..%2fpackage.json',
    '/widget/..%5c..%5cpackage.json',
    '/widget/.hidden',
    '/widget/',
    '/widget/chunks',
    '/widget/missing.js',
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
