import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type AiClient, type ChatEvent, createAiClient } from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { startTestServer, type TestServer } from './start-test-server';

const SECRET = 'testsecret0123456789abcdef012345';
let spark: WebSocketServer;
let server: TestServer;
let client: AiClient;
const frames: unknown[] = [];
let behaviour: 'answer' | 'error' | 'silent' = 'answer';
let closedByServer = 0;

/** Checks the signed URL as the xfyun gateway does (protocols.md §7.3). */
function signatureValid(url: URL): boolean {
  const fields = Object.fromEntries(
    [
      ...Buffer.from(url.searchParams.get('authorization') ?? '', 'base64')
        .toString('utf8')
        .matchAll(/(\w+)="([^"]*)"/g),
    ].map((match) => [match[1], match[2]]),
  );
  const expected = createHmac('sha256', SECRET)
    .update(
      `host: ${url.searchParams.get('host')}\ndate: ${url.searchParams.get('date')}\nGET ${url.pathname} HTTP/1.1`,
    )
    .digest('base64');
  return fields.api_key === 'testkey0123456789abcdef0123456789' && fields.signature === expected;
}

beforeAll(async () => {
  spark = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: ({ req }, done) => {
      const valid = signatureValid(new URL(req.url ?? '/', 'ws://127.0.0.1'));
      if (valid) done(true);
      else done(false, 401, 'HMAC signature does not match');
    },
  });
  spark.on('connection', (socket) => {
    socket.on('close', () => {
      closedByServer += 1;
    });
    socket.on('message', (data: Buffer) => {
      frames.push(JSON.parse(data.toString('utf8')));
      if (behaviour === 'silent') return;
      if (behaviour === 'error') {
        socket.send(
          JSON.stringify({ header: { code: 10013, message: 'input content audit failed', sid: 's1', status: 2 } }),
        );
        return;
      }
      const parts = ['分数', '表示', '部分。'];
      parts.forEach((content, index) => {
        const status = index === parts.length - 1 ? 2 : 1;
        socket.send(
          JSON.stringify({
            header: { code: 0, message: 'Success', sid: 's1', status },
            payload: { choices: { status, seq: index, text: [{ content, role: 'assistant', index: 0 }] } },
          }),
        );
      });
    });
  });
  await new Promise((resolve) => spark.once('listening', resolve));
  const port = (spark.address() as AddressInfo).port;
  server = await startTestServer({
    AI_PROVIDER: 'spark',
    SPARK_URL: `ws://127.0.0.1:${port}/v3.5/chat`,
    SPARK_DOMAIN: 'generalv3.5',
    XFYUN_APP_ID: 'test0001',
    XFYUN_API_KEY: 'testkey0123456789abcdef0123456789',
    XFYUN_API_SECRET: SECRET,
    AI_TIMEOUT_MS: '400',
  });
  const token = await server.tokenFor('teacher');
  client = createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => spark?.close(resolve));
});

async function collect(events: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const all: ChatEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe('spark provider', () => {
  it('calls Spark over a signed WebSocket and streams its answer', async () => {
    behaviour = 'answer';
    const events = await collect(
      client.chat({
        messages: [
          { role: 'system', content: '你是老师' },
          { role: 'user', content: '什么是分数？' },
        ],
        temperature: 0.5,
        maxTokens: 1024,
      }),
    );
    // The pieces come in order; those within one interval of the relay arrive joined (ADR 0008).
    expect(events.every((event) => event.type === 'content')).toBe(true);
    expect(events.map((event) => (event.type === 'content' ? event.text : '')).join('')).toBe('分数表示部分。');
    expect(frames.at(-1)).toEqual({
      header: { app_id: 'test0001', uid: '10001' },
      parameter: { chat: { domain: 'generalv3.5', temperature: 0.25, max_tokens: 1024 } },
      payload: {
        message: {
          text: [
            { role: 'system', content: '你是老师' },
            // The school rules (issue 35) add the teacher mode's instructions after the page's own.
            { role: 'system', content: expect.stringContaining('对方是教师') },
            { role: 'user', content: '什么是分数？' },
          ],
        },
      },
    });
  });

  it('turns an error frame into an error event', async () => {
    behaviour = 'error';
    const events = await collect(client.chat({ messages: [{ role: 'user', content: '敏感问题' }] }));
    expect(events.at(-1)?.type).toBe('error');
    expect(JSON.stringify(events.at(-1))).toContain('10013');
  });

  it('gives up on a silent Spark and closes the socket', async () => {
    behaviour = 'silent';
    const events = await collect(client.chat({ messages: [{ role: 'user', content: '你好' }] }));
    expect(JSON.stringify(events.at(-1))).toContain('0.4 秒内没有响应');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Every connection Spark saw has been closed: none is left running.
    expect(spark.clients.size).toBe(0);
    expect(closedByServer).toBe(frames.length);
  });
});
