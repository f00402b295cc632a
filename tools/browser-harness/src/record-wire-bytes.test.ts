import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordWireBytes } from './record-wire-bytes';
import { type BrowserSession, startBrowserSession } from './start-browser-session';

const SCRIPT = `window.answer = ${JSON.stringify('课堂'.repeat(2_000))};\n`;

describe('recordWireBytes', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession({
      handle(request, response) {
        if (request.url === '/') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end('<!doctype html><script src="/plain.js"></script><script src="/packed.js"></script>');
          return true;
        }
        const packed = request.url === '/packed.js';
        if (!packed && request.url !== '/plain.js') return false;
        const body = packed ? gzipSync(SCRIPT) : Buffer.from(SCRIPT);
        response.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'content-length': body.length,
          ...(packed ? { 'content-encoding': 'gzip' } : {}),
        });
        response.end(body);
        return true;
      },
    });
  });
  afterAll(() => session.close());

  it('counts what crossed the wire, compressed or not, and the decoded size', async () => {
    const page = await session.newPage();
    const recorder = await recordWireBytes(await page.context().newCDPSession(page), { disableCache: true });
    await page.goto(`${session.baseUrl}/`, { waitUntil: 'load' });
    const byPath = new Map(recorder.records().map((record) => [new URL(record.url).pathname, record]));
    const plain = byPath.get('/plain.js');
    const packed = byPath.get('/packed.js');
    const size = Buffer.byteLength(SCRIPT);
    expect(plain).toMatchObject({ type: 'Script', status: 200, encoding: 'identity', decodedBytes: size });
    expect(packed).toMatchObject({ type: 'Script', status: 200, encoding: 'gzip', decodedBytes: size });
    // Headers are counted too, so each is a little over its body.
    expect(plain?.transferredBytes).toBeGreaterThan(size);
    expect(packed?.transferredBytes).toBeGreaterThan(gzipSync(SCRIPT).length);
    expect(packed?.transferredBytes).toBeLessThan(size / 4);
  });
});
