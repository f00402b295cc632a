import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkLine, type FakeUpstream, startFakeUpstream } from './fake-openai-upstream';
import { startTestServer, type TestServer } from './start-test-server';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A request through node:http, which neither adds an Accept-Encoding nor decodes: the test sees the wire. */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.once('error', reject);
    req.end(options.body);
  });
}

let upstream: FakeUpstream;
let server: TestServer;
let token: string;
let auth: Record<string, string>;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  server = await startTestServer(
    { AI_PROVIDER: 'openai', AI_BASE_URL: upstream.url, AI_API_KEY: 'sk-test-key' },
    { seedDemoContent: true },
  );
  token = await server.tokenFor('teacher');
  auth = { Authorization: `Bearer ${token}` };
});
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

describe('JSON answers over JSON_COMPRESSION_MIN_BYTES are compressed', () => {
  beforeAll(async () => {
    const client = api.createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
    const messages = Array.from({ length: 12 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `第${index}条：平台上的两研一刊、名师工作室和三个课堂怎么用？`.repeat(4),
    }));
    await client.createConversation({ uid: '10001', title: '长对话', messages });
  });

  it.each([
    { path: '/ai/conversations?uid=10001', family: '/ai' },
    { path: '/resource_api/portal/v1/client/application/recommendApp', family: '/resource_api' },
  ])('$family: gzip to a client that takes it, the same JSON once decoded', async ({ path }) => {
    const plain = await rawRequest(`${server.url}${path}`, { headers: auth });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThanOrEqual(1024);
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');

    const gzip = await rawRequest(`${server.url}${path}`, {
      headers: { ...auth, 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length);
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it.each(['/ai/dislike-conversations/config', '/resource_api/authority/permission/userinfo'])(
    '%s: a small answer goes as it is',
    async (path) => {
      const answer = await rawRequest(`${server.url}${path}`, {
        headers: { ...auth, 'Accept-Encoding': 'gzip, deflate' },
      });
      expect(answer.status).toBe(200);
      expect(answer.bytes.length).toBeLessThan(1024);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(() => JSON.parse(answer.bytes.toString('utf8'))).not.toThrow();
    },
  );
});

describe('streams and downloads are never compressed on the fly', () => {
  /** Holds the upstream's reply after its first content chunk until released. */
  function holdAfterFirstChunk() {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    upstream.handler = async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(chunkLine({ content: '第一段' }));
      await released;
      response.write(chunkLine({ content: '第二段' }, 'stop'));
      response.end('data: [DONE]\n\n');
    };
    return release;
  }
  const chatBody = JSON.stringify({ messages: [{ role: 'user', content: '你好' }] });

  it('a chat stream through the server: its first chunk arrives before the reply ends, uncompressed', async () => {
    const release = holdAfterFirstChunk();
    const first = await new Promise<{ headers: RawAnswer['headers']; text: string; rest: Promise<string> }>(
      (resolve, reject) => {
        const req = request(`${server.aiUrl}/chat`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, deflate, br' },
        });
        req.once('error', reject);
        req.once('response', (res) => {
          res.setEncoding('utf8');
          let text = '';
          const rest = new Promise<string>((done) => res.on('end', () => done(text)));
          res.on('data', (data: string) => {
            text += data;
            if (text.includes('第一段')) resolve({ headers: res.headers, text, rest });
          });
        });
        req.end(chatBody);
      },
    );
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.text).not.toContain('第二段');
    release();
    const whole = await first.rest;
    expect(whole).toContain('第二段');
    expect(whole).toContain('[DONE]');
  });

  it('a storage download with Range gets its exact bytes (206), never re-encoded', async () => {
    const client = api.createPortalClient({ baseUrl: server.url, getToken: () => token });
    const content = Array.from({ length: 200 }, (_, index) => `第${index}行，课堂记录。`).join('\n');
    const uploaded = await api.uploadFile(client, new File([content], '课堂记录.txt', { type: 'text/plain' }));
    const bytes = Buffer.from(content);
    const ranged = await rawRequest(uploaded.url, {
      headers: { ...auth, Range: 'bytes=100-1299', 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.headers['content-range']).toBe(`bytes 100-1299/${bytes.length}`);
    expect(ranged.bytes).toEqual(bytes.subarray(100, 1300));
    const whole = await rawRequest(uploaded.url, { headers: { ...auth, 'Accept-Encoding': 'gzip' } });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.bytes).toEqual(bytes);
  });
});
