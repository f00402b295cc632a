import { type AiClient, type ChatEvent, createAiClient } from '@edu/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream, writeChatStream } from './fake-openai-upstream';
import { startTestServer, type TestServer } from './start-test-server';

let upstream: FakeUpstream;
let server: TestServer;
let client: AiClient;
let token: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  server = await startTestServer({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: upstream.url,
    AI_API_KEY: 'sk-test-key',
    AI_CHAT_MODEL: 'Qwen/Qwen2.5-7B-Instruct',
    AI_REASONING_MODEL: 'deepseek-ai/DeepSeek-R1',
    AI_TIMEOUT_MS: '400',
    CHAT_MAX_MESSAGES: '6',
    CHAT_MAX_MESSAGE_CHARS: '500',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    BODY_LIMIT_BYTES: '8192',
  });
  token = await server.tokenFor('teacher');
  client = createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
});
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

async function collect(events: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const all: ChatEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const text = (events: ChatEvent[], type: 'content' | 'reasoning') =>
  events.map((event) => (event.type === type ? event.text : '')).join('');

const postChat = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.aiUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('openai provider: streaming', () => {
  it('re-emits reasoning and content from the reasoning model for /reasoning', async () => {
    upstream.handler = (_request, response) =>
      writeChatStream(response, { reasoning: ['先算', ' 2+2'], content: ['答案', '是 4'] });
    const events = await collect(
      client.chat({
        model: 'deepseek',
        messages: [{ role: 'user', content: '2+2=?' }],
        temperature: 0.5,
        maxTokens: 1024,
      }),
    );
    expect(text(events, 'reasoning')).toBe('先算 2+2');
    expect(text(events, 'content')).toBe('答案是 4');
    expect(events.some((event) => event.type === 'error')).toBe(false);

    const [request] = upstream.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.body).toEqual({
      model: 'deepseek-ai/DeepSeek-R1',
      // The school rules (issue 35) add the teacher mode's instructions before the conversation.
      messages: [
        { role: 'system', content: expect.stringContaining('对方是教师') },
        { role: 'user', content: '2+2=?' },
      ],
      stream: true,
      temperature: 0.5,
      max_tokens: 1024,
    });
  });

  it('uses the chat model for /chat and writes the SSE format of DESIGN.md', async () => {
    upstream.handler = (_request, response) => writeChatStream(response, { content: ['你好', '！'] });
    const response = await postChat('/chat', { messages: [{ role: 'user', content: '你好' }] });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const body = await response.text();
    // The reply frame naming the job, numbered events (chunks read together share one), the state, [DONE].
    expect(body).toMatch(
      /^data: \{"reply":\{"id":"[0-9a-f-]{36}"\}\}\n\n(id: \d+\ndata: \{"choices":\[\{"content":"[^"]+","reasoning_content":""\}\]\}\n\n)+data: \{"reply":\{"id":"[0-9a-f-]{36}","state":"done"\}\}\n\ndata: \[DONE\]\n\n$/,
    );
    const frames = body.split('\n\n').filter((frame) => frame.startsWith('id: '));
    expect(frames.map((frame) => frame.split('\n')[0])).toEqual(frames.map((_frame, index) => `id: ${index + 1}`));
    const contents = frames.map(
      (frame) =>
        (JSON.parse(frame.split('\ndata: ')[1] ?? '') as { choices: [{ content: string }] }).choices[0].content,
    );
    expect(contents.join('')).toBe('你好！');
    expect(upstream.requests[0]?.body).toMatchObject({ model: 'Qwen/Qwen2.5-7B-Instruct' });
  });

  it('answers a whole reply as JSON when stream is false', async () => {
    upstream.handler = (_request, response) => writeChatStream(response, { reasoning: ['想'], content: ['好的'] });
    const response = await postChat('/reasoning', { messages: [{ role: 'user', content: '你好' }], stream: false });
    expect(await response.json()).toEqual({ choices: [{ content: '好的', reasoning_content: '想' }] });
  });
});

describe('openai provider: failures become error events', () => {
  it('passes an upstream error that arrives mid-stream', async () => {
    upstream.handler = (_request, response) =>
      writeChatStream(response, { content: ['部分'], errorAfterContent: 'Model service overloaded.' });
    const events = await collect(client.chat({ messages: [{ role: 'user', content: '你好' }] }));
    expect(text(events, 'content')).toBe('部分');
    expect(events.at(-1)).toEqual({ type: 'error', message: expect.stringContaining('Model service overloaded.') });
  });

  it('turns an HTTP error before the stream into a readable error event', async () => {
    upstream.handler = (_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 50505, message: 'Model service overloaded. Please try again later.' }));
    };
    const body = await (await postChat('/chat', { messages: [{ role: 'user', content: '你好' }] })).text();
    expect(body).toContain(
      `id: 1\ndata: ${JSON.stringify({ error: '模型服务暂时出错（HTTP 503：Model service overloaded. Please try again later.），请稍后再试；多次出现请联系平台管理员。' })}\n\n`,
    );
    expect(body).toMatch(/"state":"done"\}\}\n\ndata: \[DONE\]\n\n$/);
  });

  it('reports a reply cut off without [DONE]', async () => {
    upstream.handler = (_request, response) => writeChatStream(response, { content: ['半'], truncate: true });
    const events = await collect(client.chat({ messages: [{ role: 'user', content: '你好' }] }));
    expect(events.at(-1)).toMatchObject({ type: 'error' });
  });

  it('gives up on an upstream that never answers (time-out) and aborts it', async () => {
    upstream.handler = () => {}; // never responds
    const started = Date.now();
    const body = await (await postChat('/chat', { messages: [{ role: 'user', content: '你好' }] })).text();
    expect(body).toMatch(/模型服务 0\.4 秒内没有响应/);
    expect(Date.now() - started).toBeLessThan(3_000);
    await upstream.requests[0]?.settled;
    expect(upstream.requests[0]?.disconnected).toBe(true);
  });

  it('gives up on an upstream that stalls mid-stream', async () => {
    upstream.handler = async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write('data: {"choices":[{"delta":{"content":"开始"}}]}\n\n');
      // …and then nothing more.
    };
    const events = await collect(client.chat({ messages: [{ role: 'user', content: '你好' }] }));
    expect(text(events, 'content')).toBe('开始');
    expect(events.at(-1)).toEqual({ type: 'error', message: expect.stringContaining('没有继续回复') });
    await upstream.requests[0]?.settled;
    expect(upstream.requests[0]?.disconnected).toBe(true);
  });

  it('keeps reading the upstream when the page goes away, and a stop call ends it at once', async () => {
    upstream.handler = (_request, response) =>
      writeChatStream(response, { content: Array.from({ length: 200 }, (_, index) => `块${index}`), intervalMs: 20 });
    const controller = new AbortController();
    let replyId = '';
    let seen = 0;
    for await (const event of client.reply({
      messages: [{ role: 'user', content: '讲个长故事' }],
      signal: controller.signal,
    })) {
      if (event.type === 'reply') replyId = event.id;
      if (event.type === 'content' && ++seen === 3) controller.abort();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const request = upstream.requests[0];
    // The page left; the reply did not.
    expect(request?.disconnected).toBe(false);
    const rejoined: string[] = [];
    for await (const event of client.followReply(replyId, { after: 0 })) {
      if (event.type === 'content') rejoined.push(event.text);
      if (rejoined.join('').includes('块20')) break;
    }
    const stoppedAt = Date.now();
    expect(await client.stopReply(replyId)).toEqual({ state: 'stopped' });
    await request?.settled;
    expect(request?.disconnected).toBe(true);
    // The upstream would have streamed for 4 s; it was cut well before that.
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
  });
});

describe('chat limits and validation', () => {
  it.each([
    {
      name: 'too many messages',
      body: { messages: Array.from({ length: 7 }, () => ({ role: 'user', content: '嗨' })) },
      status: 400,
      message: /一次最多发送 6 条消息/,
    },
    {
      name: 'an over-long message',
      body: { messages: [{ role: 'user', content: '长'.repeat(501) }] },
      status: 400,
      message: /messages\.0\.content: 单条消息不能超过 500 个字符/,
    },
    { name: 'no messages', body: { messages: [] }, status: 400, message: /messages/ },
    {
      name: 'a temperature above 2',
      body: { messages: [{ role: 'user', content: '嗨' }], temperature: 3 },
      status: 400,
      message: /temperature/,
    },
    {
      name: 'max_tokens above 4096',
      body: { messages: [{ role: 'user', content: '嗨' }], max_tokens: 5000 },
      status: 400,
      message: /max_tokens/,
    },
    {
      name: 'an unknown field',
      body: { messages: [{ role: 'user', content: '嗨' }], model: 'gpt-4' },
      status: 400,
      message: /model/,
    },
    { name: 'malformed JSON', body: '{"messages":[', status: 400, message: /不是合法的 JSON/ },
    {
      name: 'an oversize body',
      body: { messages: [{ role: 'user', content: 'x'.repeat(9000) }] },
      status: 413,
      message: /请求体过大：最多 8192 字节/,
    },
  ])(
    'refuses $name with $status and a clear message, without calling the upstream',
    async ({ body, status, message }) => {
      const response = await postChat('/chat', body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it('needs a token', async () => {
    const response = await fetch(`${server.aiUrl}/chat`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });
});

describe('chat rate limit', () => {
  it('answers 429 with Retry-After once a user exceeds the per-minute limit, per user', async () => {
    const limited = await startTestServer({ AI_PROVIDER: 'guide', CHAT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const teacherToken = await limited.tokenFor('teacher');
      const studentToken = await limited.tokenFor('student');
      const ask = (userToken: string) =>
        fetch(`${limited.aiUrl}/chat`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${userToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ messages: [{ role: 'user', content: '你好' }] }),
        });
      expect((await ask(teacherToken)).status).toBe(200);
      expect((await ask(teacherToken)).status).toBe(200);
      const refused = await ask(teacherToken);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /对话请求过于频繁（每分钟最多 2 次），请 30 秒后再试/,
      );
      expect((await ask(studentToken)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
