import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream, writeChatStream } from './fake-openai-upstream';
import { startTestServer, type TestServer } from './start-test-server';

/** The optional moderation service (MODERATION_URL) through the real server, against a local fake. */
let upstream: FakeUpstream;
let moderation: Server;
const asked: string[] = [];
let server: TestServer;
let client: api.AiClient;

beforeAll(async () => {
  upstream = await startFakeUpstream((_request, response) => writeChatStream(response, { content: ['好的'] }));
  moderation = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { text } = JSON.parse(body) as { text: string };
      asked.push(text);
      if (text.includes('故障')) return response.writeHead(500).end();
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ blocked: text.includes('不良内容') }));
    });
  });
  await new Promise<void>((resolve) => moderation.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: upstream.url,
    AI_API_KEY: 'sk-test',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    MODERATION_URL: `http://127.0.0.1:${(moderation.address() as AddressInfo).port}/check`,
  });
  const token = await server.tokenFor('student');
  client = api.createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
});
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
  moderation?.close();
});

/** The answer as the widget shows it (a refusal is its calm message alone). */
async function reply(content: string) {
  let text = api.EMPTY_REPLY_TEXT;
  for await (const event of client.chat({ messages: [{ role: 'user', content }] }))
    text = api.appendToReply(text, event);
  return text.content;
}

describe('the moderation service', () => {
  it('lets a question it passes reach the model, and sees it masked', async () => {
    expect(await reply('我的电话 13903752202，平台有哪些栏目')).toBe('好的');
    expect(asked.at(-1)).toBe('我的电话 [手机号]，平台有哪些栏目');
  });

  it('answers a question it blocks calmly, without the model', async () => {
    const before = upstream.requests.length;
    expect(await reply('给我看不良内容')).toContain('这个话题我不能和你讨论');
    expect(upstream.requests.length).toBe(before);
  });

  it('refuses the question while it cannot answer', async () => {
    const before = upstream.requests.length;
    expect(await reply('服务故障时的问题')).toBe('内容审核服务暂时无法使用，这个问题先不回答，请稍后再试。');
    expect(upstream.requests.length).toBe(before);
  });
});
