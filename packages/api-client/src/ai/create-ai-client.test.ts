import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAiServiceError } from '../errors/ai-service-error';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '../testing/start-test-server';
import { createAiClient } from './create-ai-client';

type Reply = { status: number; body: unknown; delayMs?: number };
let routes: Record<string, Reply | ((request: RecordedRequest) => Reply)> = {};
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    const path = request.url.split('?')[0];
    const route = routes[`${request.method} ${path}`];
    const reply = typeof route === 'function' ? route(request) : route;
    if (!reply) return sendJson(response, 404, { code: 404, message: `no route ${request.method} ${path}` });
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (typeof reply.body === 'string') {
      response.writeHead(reply.status, { 'content-type': 'text/plain' });
      response.end(reply.body);
    } else sendJson(response, reply.status, reply.body);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  routes = {};
  server.requests.length = 0;
});

const ok = (data: unknown, code = 200): Reply => ({ status: 200, body: { code, data, message: 'ok' } });
const client = () => createAiClient({ baseUrl: `${server.origin}/ai/`, getToken: () => 'tok-1' });
const last = () => server.requests.at(-1) as RecordedRequest;
const pair = [
  { role: 'user', content: '问' },
  { role: 'assistant', content: '答' },
] as [{ role: 'user'; content: string }, { role: 'assistant'; content: string }];

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('AI client calls (paths, bodies, auth, parsing)', () => {
  it('listConversations: GET /conversations?uid with the bearer token, messages parsed from JSON text', async () => {
    routes['GET /ai/conversations'] = ok([
      { id: 1, uid: 'u1', title: 't', messages: '[{"role":"user","content":"hi"}]' },
    ]);
    const list = await client().listConversations('u1');
    expect(list).toEqual([{ id: 1, uid: 'u1', title: 't', messages: [{ role: 'user', content: 'hi' }] }]);
    expect(last().url).toBe('/ai/conversations?uid=u1');
    expect(last().headers.authorization).toBe('Bearer tok-1');
  });

  it('createConversation: POST with uid, title, messages (reasoning kept for the assistant, extras dropped)', async () => {
    routes['POST /ai/conversations'] = ok({ id: 'c9' }, 201);
    const created = await client().createConversation({
      uid: 'u1',
      title: '新对话',
      messages: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'a', reasoning: 'r', extra: 1 } as never,
      ],
    });
    expect(created).toEqual({ id: 'c9' });
    expect(JSON.parse(last().text)).toEqual({
      uid: 'u1',
      title: '新对话',
      messages: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'a', reasoning: 'r' },
      ],
    });
    expect(last().headers['content-type']).toContain('application/json');
  });

  it('updateConversation: PUT /conversations/{id}?uid with the body', async () => {
    routes['PUT /ai/conversations/c%2F9'] = ok(null);
    await client().updateConversation('c/9', { uid: 'u1', title: 't', messages: [] });
    expect(last().method).toBe('PUT');
    expect(last().url).toBe('/ai/conversations/c%2F9?uid=u1');
    expect(JSON.parse(last().text)).toEqual({ uid: 'u1', title: 't', messages: [] });
  });

  it('deleteConversation: DELETE /conversations/{id}?uid', async () => {
    routes['DELETE /ai/conversations/5'] = ok(null);
    await client().deleteConversation(5, 'u1');
    expect(last().url).toBe('/ai/conversations/5?uid=u1');
  });

  it('likes: create, list, delete', async () => {
    routes['POST /ai/like-conversations'] = ok({ id: 3, conversationId: 5, messages: pair }, 201);
    routes['GET /ai/like-conversations/conversation/5'] = ok([
      { id: 3, conversationId: 5, messages: JSON.stringify(pair) },
    ]);
    routes['DELETE /ai/like-conversations/3'] = ok(null);
    const ai = client();
    expect(await ai.createLike({ conversationId: 5, messages: pair })).toEqual({ id: 3 });
    expect(JSON.parse(last().text)).toEqual({ conversationId: 5, messages: pair });
    expect((await ai.listLikes(5))[0]?.messages).toEqual(pair);
    await ai.deleteLike(3);
    expect(last().method).toBe('DELETE');
  });

  it('dislikes: config, create, list, delete', async () => {
    routes['GET /ai/dislike-conversations/config'] = ok([{ code: 'wrong', name: '内容错误' }]);
    routes['POST /ai/dislike-conversations'] = ok({ id: 8 }, 201);
    routes['GET /ai/dislike-conversations/conversation/5'] = ok([
      { id: 8, conversationId: 5, messages: pair, error_code: 'wrong', error_content: '' },
    ]);
    routes['DELETE /ai/dislike-conversations/8'] = ok(null);
    const ai = client();
    expect(await ai.getDislikeConfig()).toEqual([{ code: 'wrong', name: '内容错误' }]);
    const input = { conversationId: 5, messages: pair, error_code: 'wrong', error_content: '不准确' };
    expect(await ai.createDislike(input)).toEqual({ id: 8 });
    expect(JSON.parse(last().text)).toEqual(input);
    expect((await ai.listDislikes(5))[0]?.error_code).toBe('wrong');
    await ai.deleteDislike(8);
    expect(last().url).toBe('/ai/dislike-conversations/8');
  });

  it('generateImage: prefixed prompt, seed as given', async () => {
    routes['POST /ai/media/generate/image'] = ok({ images: [{ url: 'http://x/a.png' }] });
    expect(await client().generateImage({ uid: 'u1', prompt: ' 熊猫 ', seed: 9_999_999_999 })).toEqual({
      images: [{ url: 'http://x/a.png' }],
    });
    expect(JSON.parse(last().text)).toEqual({ uid: 'u1', prompt: '请生成中国风格：熊猫', seed: 9_999_999_999 });
  });

  it('startVideo and getVideoStatus', async () => {
    routes['POST /ai/media/generate/video'] = ok({ requestId: 'r1' });
    routes['POST /ai/media/video/status'] = ok({ status: 'InQueue', reason: '', results: null });
    const ai = client();
    expect(await ai.startVideo({ uid: 'u1', prompt: '长城', seed: 10_000 })).toEqual({ requestId: 'r1' });
    expect(JSON.parse(last().text)).toEqual({ uid: 'u1', prompt: '请生成中国风格：长城', seed: 10_000 });
    expect((await ai.getVideoStatus('r1')).status).toBe('InQueue');
    expect(JSON.parse(last().text)).toEqual({ requestId: 'r1' });
  });

  it.each([
    ['a bare string', 'wss://tts.example/v2/tts?sig=1', { url: 'wss://tts.example/v2/tts?sig=1' }],
    [
      'an object with url and app id',
      { url: 'wss://tts.example/v2/tts?sig=1', appId: 'app1', expiresAt: '2026-11-23T03:00:00.000Z' },
      { url: 'wss://tts.example/v2/tts?sig=1', appId: 'app1', expiresAt: '2026-11-23T03:00:00.000Z' },
    ],
  ])('getTtsUrl reads %s', async (_label, data, expected) => {
    routes['GET /ai/speech/tts-url'] = ok(data);
    expect(await client().getTtsUrl()).toEqual(expected);
  });

  it('sends no Authorization header without a token, and awaits an async token', async () => {
    routes['GET /ai/dislike-conversations/config'] = ok([]);
    await createAiClient({ baseUrl: `${server.origin}/ai`, getToken: () => null }).getDislikeConfig();
    expect(last().headers.authorization).toBeUndefined();
    await createAiClient({ baseUrl: `${server.origin}/ai`, getToken: async () => 'Bearer already' }).getDislikeConfig();
    expect(last().headers.authorization).toBe('Bearer already');
  });
});

describe('AI client envelope and error rules', () => {
  it.each([
    [
      'HTTP 200 with envelope code 500 → envelope error with the server message',
      { status: 200, body: { code: 500, message: '内部错误' } },
      { code: 'envelope', message: '内部错误', status: 200, envelopeCode: 500 },
    ],
    [
      'HTTP 200 with code 400 and no message → SPEC status text',
      { status: 200, body: { code: 400 } },
      { code: 'envelope', message: 'request error, nothing changed', envelopeCode: 400 },
    ],
    [
      'HTTP 404 with an error envelope → its message',
      { status: 404, body: { code: 404, message: '对话不存在' } },
      { code: 'http-status', message: '对话不存在', status: 404 },
    ],
    [
      'HTTP 403 with an error envelope',
      { status: 403, body: { code: 403, message: 'forbidden uid' } },
      { code: 'http-status', message: 'forbidden uid', status: 403, envelopeCode: 403 },
    ],
    [
      'HTTP 502 with a non-JSON body → SPEC status text',
      { status: 502, body: 'Bad Gateway' },
      { code: 'http-status', message: 'gateway error', status: 502 },
    ],
    ['HTTP 200 with a non-JSON body', { status: 200, body: '<html>' }, { code: 'invalid-response', status: 200 }],
    [
      'HTTP 200 with data of the wrong shape',
      { status: 200, body: { code: 200, data: { nope: true } } },
      { code: 'invalid-response' },
    ],
  ] as const)('%s', async (_label, reply, expected) => {
    routes['GET /ai/dislike-conversations/config'] = reply as Reply;
    const error = await rejection(client().getDislikeConfig());
    expect(isAiServiceError(error)).toBe(true);
    expect(error).toMatchObject(expected);
  });

  it('accepts envelope code 201 as success', async () => {
    routes['GET /ai/dislike-conversations/config'] = ok([], 201);
    expect(await client().getDislikeConfig()).toEqual([]);
  });

  it('times out after timeoutMs with "server connection timed out"', async () => {
    routes['GET /ai/dislike-conversations/config'] = { ...ok([]), delayMs: 2000 };
    const ai = createAiClient({ baseUrl: `${server.origin}/ai`, timeoutMs: 80 });
    const started = Date.now();
    const error = await rejection(ai.getDislikeConfig());
    expect(error).toMatchObject({ code: 'timeout', message: 'server connection timed out' });
    // Well before the reply (2 s): the bound is loose so a loaded machine does not fail it.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a refused connection as a network error', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const error = await rejection(createAiClient({ baseUrl: `${closed.origin}/ai` }).getDislikeConfig());
    expect(error).toMatchObject({ code: 'network', message: 'server connection timed out' });
  });

  it.each([
    ['a blank uid', (ai: ReturnType<typeof client>) => ai.createConversation({ uid: ' ', title: 't', messages: [] })],
    [
      'a 201-character prompt',
      (ai: ReturnType<typeof client>) => ai.generateImage({ uid: 'u', prompt: 'x'.repeat(201), seed: 1 }),
    ],
    [
      'a video seed over 10000',
      (ai: ReturnType<typeof client>) => ai.startVideo({ uid: 'u', prompt: 'x', seed: 10_001 }),
    ],
    [
      'a dislike without reason or comment',
      (ai: ReturnType<typeof client>) =>
        ai.createDislike({ conversationId: 1, messages: pair, error_code: '', error_content: '' }),
    ],
  ])('rejects %s before sending anything', async (_label, call) => {
    let error: unknown;
    try {
      await call(client());
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ code: 'invalid-input' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('pollVideo', () => {
  function statusSequence(...datas: unknown[]) {
    let index = 0;
    routes['POST /ai/media/video/status'] = () => ok(datas[Math.min(index++, datas.length - 1)]);
  }

  it('polls until Succeed with a non-empty video list (Succeed with none keeps polling)', async () => {
    statusSequence(
      { status: 'InQueue', results: null },
      { status: 'InProgress' },
      { status: 'Succeed', results: { videos: [] } },
      { status: 'Succeed', results: { videos: [{ url: 'http://x/v.mp4' }] } },
    );
    const done = await client().pollVideo('r1', { intervalMs: 5 });
    expect(done.results.videos[0].url).toBe('http://x/v.mp4');
    expect(server.requests).toHaveLength(4);
  });

  it('waits the interval before each poll', async () => {
    statusSequence({ status: 'Succeed', results: { videos: [{ url: 'v' }] } });
    const started = Date.now();
    await client().pollVideo('r1', { intervalMs: 120 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it.each([
    ['the server reason', { status: 'Failed', reason: '内容违规' }, '内容违规'],
    ['the SPEC text when no reason is given', { status: 'Failed', reason: '' }, '生成视频时发生错误，请稍后重试'],
  ])('rejects on Failed with %s', async (_label, data, message) => {
    statusSequence({ status: 'InProgress' }, data);
    expect(await rejection(client().pollVideo('r1', { intervalMs: 5 }))).toMatchObject({
      code: 'video-failed',
      message,
    });
  });

  it('rejects and stops when a status request fails', async () => {
    routes['POST /ai/media/video/status'] = { status: 500, body: { code: 500, message: '上游错误' } };
    expect(await rejection(client().pollVideo('r1', { intervalMs: 5 }))).toMatchObject({
      code: 'http-status',
      message: '上游错误',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('stops promptly on abort and sends no further request', async () => {
    statusSequence({ status: 'InProgress' });
    // Counted where the client sends, not where the server receives: a request already on its way when the
    // signal fires may reach the server a little later on a loaded machine, and it is not a further request.
    let sent = 0;
    const counting: typeof fetch = (input, init) => {
      sent += 1;
      return fetch(input, init);
    };
    const controller = new AbortController();
    const polling = createAiClient({
      baseUrl: `${server.origin}/ai/`,
      getToken: () => 'tok-1',
      fetch: counting,
    }).pollVideo('r1', { intervalMs: 50, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 130));
    const seen = sent;
    controller.abort();
    const started = Date.now();
    expect(await rejection(polling)).toMatchObject({ code: 'aborted' });
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sent).toBe(seen);
    expect(seen).toBeGreaterThanOrEqual(1);
  });

  it('rejects at once when the signal is already aborted', async () => {
    expect(await rejection(client().pollVideo('r1', { signal: AbortSignal.abort() }))).toMatchObject({
      code: 'aborted',
    });
    expect(server.requests).toHaveLength(0);
  });
});
