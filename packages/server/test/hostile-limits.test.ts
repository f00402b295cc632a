import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkLine, type FakeUpstream, startFakeUpstream } from './fake-openai-upstream';
import { startTestServer, type TestServer } from './start-test-server';

// Limits on everything a stranger can send, against the real server: body sizes on every route family
// (declared and chunked), the lockout under a burst of parallel guesses, the per-address login budget,
// the per-user caps, the anonymous view-log limit, and malformed input that must be a 4xx, never a 500.

const BODY_LIMIT = 4_096;
let upstream: FakeUpstream;
let server: TestServer;

beforeAll(async () => {
  // A slow upstream: a chunk every 100 ms until the client goes away.
  upstream = await startFakeUpstream(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    while (!response.destroyed) {
      response.write(chunkLine({ content: '字' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  server = await startTestServer(
    {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: upstream.url,
      AI_API_KEY: 'sk-test',
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
      CONVERSATIONS_MAX_PER_USER: '3',
      CHAT_MAX_CONCURRENT_STREAMS_PER_USER: '2',
      CHAT_STREAM_MAX_SECONDS: '1',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      VIEW_LOG_RATE_LIMIT_PER_MINUTE: '3',
    },
    { seedDemoContent: true },
  );
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

/** Everything the calls below could change. */
async function state() {
  const db = server.database.db;
  return JSON.stringify({
    conversations: await db.selectFrom('conversations').select(['id', 'uid', 'title']).orderBy('id').execute(),
    comments: await db.selectFrom('portal_comments').select('id').orderBy('id').execute(),
    views: await db.selectFrom('portal_file_views').select('id').orderBy('id').execute(),
    content: await db.selectFrom('portal_content').select(['id', 'view_count']).orderBy('id').execute(),
    attempts: await db.selectFrom('portal_login_attempts').selectAll().orderBy('username').execute(),
  });
}

const bearer = async (username: string) => ({ authorization: `Bearer ${await server.tokenFor(username)}` });

/** A body sent in chunks without a Content-Length, as a streaming client would. */
function chunked(text: string): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  const bytes = new TextEncoder().encode(text);
  return {
    duplex: 'half',
    body: new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000));
        controller.close();
      },
    }),
  };
}

describe('body-size limits on every route family', () => {
  const big = 'x'.repeat(BODY_LIMIT + 1);
  const cases: [string, string, string, () => string, 'ai' | 'portal'][] = [
    [
      'JSON login',
      '/auth/login',
      'application/json',
      () => JSON.stringify({ username: 'teacher', password: big }),
      'ai',
    ],
    [
      'login form',
      '/auth/login/form',
      'application/x-www-form-urlencoded',
      () => `username=teacher&password=${big}`,
      'ai',
    ],
    [
      'a conversation',
      '/ai/conversations',
      'application/json',
      () => JSON.stringify({ uid: '10001', title: 't', messages: [{ role: 'user', content: big }] }),
      'ai',
    ],
    [
      'a chat',
      '/ai/chat',
      'application/json',
      () => JSON.stringify({ messages: [{ role: 'user', content: big }] }),
      'ai',
    ],
    [
      'a portal JSON write',
      '/resource_api/practice/v1/practiceComment',
      'application/json',
      () => JSON.stringify({ targetId: '1', content: big }),
      'portal',
    ],
    [
      'a portal form write',
      '/resource_api/practice/v1/practiceComment',
      'application/x-www-form-urlencoded',
      () => `targetId=1&content=${big}`,
      'portal',
    ],
    [
      'a portal multipart write',
      '/resource_api/practice/v1/practiceComment',
      'multipart/form-data; boundary=x',
      () => `--x\r\nContent-Disposition: form-data; name="content"\r\n\r\n${big}\r\n--x--\r\n`,
      'portal',
    ],
    ['the portal login', '/resource_api/lc_login/uc/j_hh_security_check', 'application/json', () => big, 'portal'],
    ['an unknown path', '/no/such/path', 'application/json', () => big, 'ai'],
  ];

  for (const [label, url, type, body, envelope] of cases) {
    for (const mode of ['declared', 'chunked'] as const) {
      it(`refuses ${label} over BODY_LIMIT_BYTES (${mode}) with 413 in its envelope, changing nothing`, async () => {
        const before = await state();
        const headers = { 'content-type': type, 'sec-fetch-site': 'same-origin', ...(await bearer('teacher')) };
        const response = await fetch(`${server.url}${url}`, {
          method: 'POST',
          headers,
          ...(mode === 'declared' ? { body: body() } : chunked(body())),
        } as RequestInit);
        expect(response.status).toBe(413);
        const json = (await response.json()) as Record<string, unknown>;
        if (envelope === 'portal')
          expect(json).toMatchObject({ code: 413, status: 413, msg: expect.stringMatching(/请求体过大/) });
        else expect(json).toMatchObject({ code: 413, message: expect.stringMatching(/请求体过大/) });
        expect(await state()).toEqual(before);
      });
    }
  }
});

describe('the login lockout under parallel guesses', () => {
  it('counts a burst of 25 parallel wrong passwords as 25 failures: 9 refusals, then locked', async () => {
    const guesses = Array.from({ length: 25 }, (_, index) =>
      fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'student', password: `guess-${index}` }),
      }).then((response) => response.status),
    );
    const statuses = await Promise.all(guesses);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    // Locked: the right password is refused too, on every login.
    const right = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'demo1234' }),
    });
    expect(right.status).toBe(429);
    const row = await server.database.db
      .selectFrom('portal_login_attempts')
      .selectAll()
      .where('username', '=', 'student')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.locked_until ?? '')).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('counts a mixed burst over the JSON login, the login page and the portal login together', async () => {
    const form = (index: number) =>
      fetch(`${server.url}/auth/login/form`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: `username=admin&password=guess-${index}`,
      });
    const json = (index: number) =>
      fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: `guess-${index}` }),
      });
    const portal = (index: number) =>
      fetch(`${server.url}/resource_api/lc_login/uc/j_hh_security_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: `guess-${index}` }),
      });
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) => [form, json, portal][index % 3]?.(index) ?? json(index)),
    );
    const texts = await Promise.all(responses.map((response) => response.text()));
    expect(texts.filter((text) => text.includes('用户名或密码错误'))).toHaveLength(9);
    expect(texts.filter((text) => text.includes('锁定'))).toHaveLength(15);
  });
});

describe('the per-address login budget', () => {
  const attempt = (base: string, username: string, password: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username, password }),
    });

  it('stops one address from locking every account, whatever X-Forwarded-For it claims', async () => {
    const limited = await startTestServer({ LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR: '5' });
    try {
      for (let index = 0; index < 10; index++) {
        expect((await attempt(limited.url, 'teacher', 'demo1234')).status).toBe(200);
      }
      for (let index = 0; index < 5; index++) {
        expect((await attempt(limited.url, `name-${index}`, 'wrong')).status).toBe(401);
      }
      for (const headers of [
        {} as Record<string, string>,
        { 'x-forwarded-for': '198.51.100.7' },
        { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' },
      ]) {
        const refused = await attempt(limited.url, 'admin', 'demo1234', headers);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await refused.json()) as { message: string }).message).toMatch(/该网络地址登录失败次数过多/);
      }
      // The refused attempts counted against no account.
      const counted = await limited.database.db.selectFrom('portal_login_attempts').select('username').execute();
      expect(counted.map((row) => row.username).sort()).toEqual(['name-0', 'name-1', 'name-2', 'name-3', 'name-4']);
    } finally {
      await limited.stop();
    }
  });

  it('with TRUST_PROXY=true counts the right-most X-Forwarded-For entry', async () => {
    const proxied = await startTestServer({ LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR: '2', TRUST_PROXY: 'true' });
    try {
      const client = { 'x-forwarded-for': '198.51.100.1' };
      for (let index = 0; index < 2; index++)
        expect((await attempt(proxied.url, `p-${index}`, 'x', client)).status).toBe(401);
      expect((await attempt(proxied.url, 'p-2', 'x', client)).status).toBe(429);
      // A spoofed entry on the left changes nothing: the proxy appended the real client on the right.
      expect((await attempt(proxied.url, 'p-2', 'x', { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' })).status).toBe(
        429,
      );
      expect((await attempt(proxied.url, 'p-2', 'x', { 'x-forwarded-for': '198.51.100.2' })).status).toBe(401);
    } finally {
      await proxied.stop();
    }
  });
});

describe('per-user caps', () => {
  const conversation = async (title: string) =>
    fetch(`${server.url}/ai/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('teacher')) },
      body: JSON.stringify({ uid: '10001', title, messages: [] }),
    });
  const list = async (query: string) =>
    fetch(`${server.url}/ai/conversations${query}`, { headers: await bearer('teacher') });

  it('stores at most CONVERSATIONS_MAX_PER_USER conversations (409 after), and pages them newest first', async () => {
    for (const title of ['一', '二', '三']) expect((await conversation(title)).status).toBe(201);
    const before = await state();
    const refused = await conversation('四');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /对话数量已达上限（每位用户最多保存 3 个）/,
    );
    expect(await state()).toEqual(before);
    const titles = async (query: string) =>
      ((await (await list(query)).json()) as { data: { title: string }[] }).data.map((item) => item.title);
    expect(await titles('?uid=10001')).toEqual(['三', '二', '一']);
    expect(await titles('?pageNum=1&pageSize=2')).toEqual(['三', '二']);
    expect(await titles('?uid=10001&pageNum=2&pageSize=2')).toEqual(['一']);
    expect(await titles('?pageNum=3&pageSize=2')).toEqual([]);
  });

  it.each([
    '?pageNum=0&pageSize=2',
    '?pageNum=1&pageSize=0',
    '?pageNum=1&pageSize=101',
    '?pageNum=abc&pageSize=2',
    '?pageNum=1e999&pageSize=2',
    '?pageNum=99999999999999999999&pageSize=2',
    '?pageNum=1',
    '?pageSize=2',
    '?pageNum=-1&pageSize=2',
  ])('refuses the paging %s with 400', async (query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
  });

  const chat = async (signal?: AbortSignal) =>
    fetch(`${server.url}/ai/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('lyyk-admin')) },
      body: JSON.stringify({ messages: [{ role: 'user', content: '你好' }] }),
      ...(signal ? { signal } : {}),
    });

  it('streams at most CHAT_MAX_CONCURRENT_STREAMS_PER_USER replies at once (429 after) and frees a slot at the end', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const open = [await chat(first.signal), await chat(second.signal)];
    expect(open.map((response) => response.status)).toEqual([200, 200]);
    const refused = await chat();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/同时进行的回复过多：每位用户最多 2 个/);
    first.abort();
    await expect
      .poll(async () => {
        const again = await chat(new AbortController().signal);
        const status = again.status;
        await again.body?.cancel();
        return status;
      })
      .toBe(200);
    second.abort();
  });

  it('ends a reply that runs past CHAT_STREAM_MAX_SECONDS with a readable error, and cuts the upstream', async () => {
    upstream.requests.length = 0;
    const started = Date.now();
    const response = await fetch(`${server.url}/ai/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('studio-owner')) },
      body: JSON.stringify({ messages: [{ role: 'user', content: '讲一个很长的故事' }] }),
    });
    const text = await response.text();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(text).toContain('"error":"回复时间超过 1 秒，已停止');
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    await upstream.requests[0]?.settled;
    expect(upstream.requests[0]?.disconnected).toBe(true);
  });
});

describe('anonymous view logs per address', () => {
  it('limits anonymous view-log writes to VIEW_LOG_RATE_LIMIT_PER_MINUTE per address (429 after), not users', async () => {
    const file = await server.database.db.selectFrom('portal_files').select('id').executeTakeFirstOrThrow();
    const visit = (headers: Record<string, string> = {}) =>
      fetch(`${server.url}/resource_api/resource/v1/portal/logs/visitor/${file.id}`, { method: 'POST', headers });
    for (let index = 0; index < 3; index++) expect((await visit()).status).toBe(200);
    const before = await state();
    for (const headers of [{}, { 'x-forwarded-for': '198.51.100.8' }] as Record<string, string>[]) {
      const refused = await visit(headers);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await refused.json()) as { msg: string }).msg).toMatch(/浏览记录提交过于频繁/);
    }
    expect(await state()).toEqual(before);
    expect((await visit(await bearer('teacher'))).status).toBe(200);
  });
});

describe('malformed input is a 4xx with a message, never a 500', () => {
  const cases: [string, string, RequestInit | (() => Promise<RequestInit>)][] = [
    ['a bad escape in an /ai path', '/ai/conversations/%ZZ', { method: 'DELETE' }],
    ['a cut UTF-8 escape in an /ai query', '/ai/conversations?uid=%E0%A4%A', {}],
    ['a bad escape in a portal path', '/resource_api/practice/v1/portal/album/%ZZ/details', {}],
    ['a bad escape in a portal query', '/resource_api/portal/v1/client/v1/article/frontArticleList?keyword=%', {}],
    ['a bad escape in a storage key', '/resource_api/storage/files/uploads/%C0%AF', {}],
    ['a bad escape in the login page', '/auth/login?redirect_url=%E0', {}],
    ['an absurd page number', '/resource_api/portal/v1/client/v1/article/frontArticleList?pageNum=1e999', {}],
    [
      'a page number past 2^64',
      '/resource_api/portal/v1/client/v1/article/frontArticleList?pageNum=99999999999999999999',
      {},
    ],
    ['a negative page size', '/resource_api/portal/v1/client/v1/article/frontArticleList?pageSize=-10', {}],
    ['an infinite limit', '/resource_api/practice/v1/portal/album?limit=Infinity', {}],
    ['an unparsable year', '/resource_api/paint/client/allAwardInfoList?year=NaN', {}],
  ];
  const jsonCases: [string, string, string][] = [
    ['an /ai body cut off', '/ai/conversations', '{"uid":"10001","title":'],
    ['an /ai body that is an array', '/ai/conversations', '[]'],
    ['an /ai body of null', '/ai/conversations', 'null'],
    ['an /ai number beyond double', '/ai/chat', '{"messages":[{"role":"user","content":"x"}],"temperature":1e999}'],
    [
      'an /ai token cap beyond 2^64',
      '/ai/chat',
      '{"messages":[{"role":"user","content":"x"}],"max_tokens":99999999999999999999}',
    ],
    ['a portal body cut off', '/resource_api/practice/v1/practiceComment', '{"targetId":'],
    ['a portal body of a string', '/resource_api/practice/v1/practiceComment', '"comment"'],
    [
      'a start time past the end of time',
      '/resource_api/resource/v2/logs/saveAndUpdateFileLogs',
      '{"fileId":"1","startTime":1e20}',
    ],
    ['a negative start time', '/resource_api/resource/v2/logs/saveAndUpdateFileLogs', '{"fileId":"1","startTime":-1}'],
    ['a score beyond double', '/resource_api/portal/research/v1/file/1/evaluate', '{"score":1e999}'],
  ];

  it.each(cases)('answers %s (%s) with a 4xx', async (_label, url, init) => {
    const before = await state();
    const response = await fetch(`${server.url}${url}`, {
      ...(typeof init === 'function' ? await init() : init),
      headers: await bearer('lyyk-admin'),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).toMatch(/[\u4e00-\u9fff]/);
    expect(await state()).toEqual(before);
  });

  it.each(jsonCases)('answers %s with a 400', async (_label, url, body) => {
    const before = await state();
    const response = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('lyyk-admin')) },
      body,
    });
    expect(response.status).toBe(400);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['a multipart body without its boundary', 'multipart/form-data', '--x\r\n'],
    [
      'a multipart body cut off',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="targetId"\r\n\r\n1',
    ],
    ['an urlencoded body with bad escapes', 'application/x-www-form-urlencoded', 'targetId=%ZZ&content=%E0%A4%A'],
  ])('answers %s on a portal form route with a 4xx', async (_label, type, body) => {
    const before = await state();
    const response = await fetch(`${server.url}/resource_api/practice/v1/practiceComment`, {
      method: 'POST',
      headers: { 'content-type': type, ...(await bearer('teacher')) },
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['bytes=99999999999999999999-', 416],
    ['bytes=-0', 416],
    ['bytes=5-1', 416],
    ['bytes=abc', 200],
    ['bytes=0-1,5-9', 200],
  ])('answers the range %s on a download with %i', async (range, status) => {
    const file = await server.database.db.selectFrom('portal_files').select('storage_key').executeTakeFirstOrThrow();
    const response = await fetch(`${server.url}/resource_api/storage/files/${file.storage_key}`, {
      headers: { range },
    });
    expect(response.status).toBe(status);
    await response.arrayBuffer();
  });
});
