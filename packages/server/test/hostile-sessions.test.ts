import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/start-server';
import { startTestServer, type TestServer } from './start-test-server';

// Sessions that scripts cannot steal, and no writes but the page's own script's: the cookie's flags, the
// cookie-write rule (every variant of "not same-origin", and of "same-origin but not a script": a picture, a
// link), login CSRF, logout revocation across server copies, "who am I" without failing, and the start-up
// refusals.

const COUNTY = 'https://county-a.cn';
let server: TestServer;

// The tables below write many times a minute on purpose; the per-user write limits are tested elsewhere.
const UNLIMITED_WRITES = Object.fromEntries(
  ['COMMENT', 'VIEW_LOG_USER', 'MESSAGE_READ', 'EDIT', 'CONVERSATION_WRITE'].map((kind) => [
    `${kind}_RATE_LIMIT_PER_MINUTE`,
    '100000',
  ]),
);

beforeAll(async () => {
  server = await startTestServer({ ALLOWED_ORIGINS: COUNTY, ...UNLIMITED_WRITES }, { seedDemoContent: true });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** Signs in through the login form as a browser does and returns the session cookie's token. */
async function cookieFor(username: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/login/form`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ username, password: 'demo1234' }),
  });
  const token = /edu_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`login of ${username} set no cookie`);
  return token;
}

const CROSS_SITE = '跨站请求不能使用登录 Cookie';
const NAVIGATION = '不能通过打开链接修改数据';
const EMBEDDED = '页面中的图片、音视频等资源不能修改数据';

/**
 * Every way a cookie-only write is not our page's own script, with the refusal it gets: not same-origin
 * (CONTRACTS 1.3), or same-origin but a picture, a media element or a link (the mode says so), or a
 * Referer alone (a picture on a plain-HTTP page sends our page as its Referer). Sent below fetch, so
 * `Sec-Fetch-Mode` is exactly what the row says (fetch would always add `cors`).
 */
function refusedWriteVariants(): [string, Record<string, string>, string][] {
  const ours = new URL(server.url);
  const cors = { 'sec-fetch-mode': 'cors' };
  return [
    ...crossSiteVariants().map(([label, headers]): [string, Record<string, string>, string] => [
      label,
      { ...cors, ...headers },
      CROSS_SITE,
    ]),
    ['our page as Referer, no Origin or Sec-Fetch-Site', { referer: `${server.url}/index` }, CROSS_SITE],
    ['Sec-Fetch-Site: same-origin without a mode', { 'sec-fetch-site': 'same-origin' }, CROSS_SITE],
    ['Origin of our host on another port, mode cors', { ...cors, origin: `http://${ours.hostname}:1` }, CROSS_SITE],
    [
      'a picture on our page (same-origin, no-cors)',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' },
      EMBEDDED,
    ],
    ['a picture with our Origin (no-cors)', { origin: server.url, 'sec-fetch-mode': 'no-cors' }, EMBEDDED],
    [
      'a video or script tag (same-origin, no-cors, Dest video)',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'video' },
      EMBEDDED,
    ],
    [
      'a link on our page (same-origin, navigate)',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      NAVIGATION,
    ],
    ['a link with our Origin (navigate)', { origin: server.url, 'sec-fetch-mode': 'navigate' }, NAVIGATION],
    ['a cross-site link (navigate)', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }, CROSS_SITE],
  ];
}

/** Every way a request can fail to be same-origin (CONTRACTS 1.3), as header sets. */
function crossSiteVariants(): [string, Record<string, string>][] {
  const ours = new URL(server.url);
  return [
    ['no Origin and no Sec-Fetch-Site', {}],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
    ['Sec-Fetch-Site: cross-site with our Origin', { 'sec-fetch-site': 'cross-site', origin: server.url }],
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['the Origin of an allow-listed county site', { origin: COUNTY }],
    ['our host on another port', { origin: `http://${ours.hostname}:1` }],
    ['our host over https', { origin: `https://${ours.host}` }],
    ['localhost for 127.0.0.1', { origin: `http://localhost:${ours.port}` }],
    ['a foreign Referer only', { referer: 'https://evil.example/index' }],
    ['a Referer of our host on another port', { referer: `http://${ours.hostname}:1/index` }],
    ['our Referer beside a foreign Origin', { referer: `${server.url}/index`, origin: 'https://evil.example' }],
    [
      'our Referer beside Sec-Fetch-Site: cross-site',
      { referer: `${server.url}/index`, 'sec-fetch-site': 'cross-site' },
    ],
  ];
}

/** The ways a read is same-origin (CONTRACTS 1.3): `/ai` takes the cookie from these only. */
const sameOriginVariants = (): [string, Record<string, string>][] => [
  ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
  ['Sec-Fetch-Site: Same-Origin', { 'sec-fetch-site': 'Same-Origin', 'sec-fetch-mode': 'cors' }],
  ['Origin equal to ours', { origin: server.url }],
  // Plain HTTP on a LAN address: browsers send neither Sec-Fetch-Site nor (on a GET) Origin, only the page.
  ['our page as Referer, no Origin or Sec-Fetch-Site', { referer: `${server.url}/index` }],
];

/** The ways a write is our page's own script: same-origin and a script's fetch mode (or, without Sec-Fetch-*, our Origin). */
const ownScriptVariants = (): [string, Record<string, string>][] => [
  ['Sec-Fetch-Site: same-origin, mode cors', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
  [
    'Sec-Fetch-Site: Same-Origin, mode same-origin',
    { 'sec-fetch-site': 'Same-Origin', 'sec-fetch-mode': 'same-origin' },
  ],
  ['Origin equal to ours, no Sec-Fetch-*', { origin: server.url }],
  ['Origin equal to ours, mode cors', { origin: server.url, 'sec-fetch-mode': 'cors' }],
];

/** Everything a state-changing portal call could touch. */
async function portalState() {
  const db = server.database.db;
  return JSON.stringify({
    comments: await db.selectFrom('portal_comments').selectAll().orderBy('id').execute(),
    messages: await db.selectFrom('portal_messages').select(['id', 'is_read']).orderBy('id').execute(),
    profiles: await db.selectFrom('portal_profiles').select(['uid', 'pwd_expire_at']).orderBy('uid').execute(),
    members: await db.selectFrom('portal_class_members').selectAll().orderBy('class_id').orderBy('uid').execute(),
    views: await db.selectFrom('portal_content').select(['id', 'view_count']).orderBy('id').execute(),
    fileViews: await db.selectFrom('portal_file_views').select('id').orderBy('id').execute(),
    downloads: await db.selectFrom('portal_files').select(['id', 'download_count']).orderBy('id').execute(),
    revoked: await db.selectFrom('revoked_tokens').selectAll().orderBy('token_id').execute(),
    conversations: await db.selectFrom('conversations').select(['id', 'title']).orderBy('id').execute(),
  });
}

/** A state-changing portal call, built fresh each time (some consume their target). */
interface WriteCall {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
}

const ids = async () => {
  const db = server.database.db;
  const article = await db
    .selectFrom('portal_content')
    .select('id')
    .where('kind', '=', 'article')
    .executeTakeFirstOrThrow();
  const album = await db
    .selectFrom('portal_content')
    .select('id')
    .where('kind', '=', 'practice-album')
    .executeTakeFirstOrThrow();
  const file = await db.selectFrom('portal_files').select('id').executeTakeFirstOrThrow();
  // A message of the teacher's, unread again, so marking it read is a change each time.
  const message = await db
    .selectFrom('portal_messages')
    .select('id')
    .where('uid', '=', '10001')
    .executeTakeFirstOrThrow();
  await db.updateTable('portal_messages').set({ is_read: 0 }).where('id', '=', message.id).execute();
  // A class of the teacher's own school: the only kind addNewRelation lets a user join.
  const klass = await db
    .selectFrom('portal_classes')
    .innerJoin('portal_profiles', 'portal_profiles.school_id', 'portal_classes.school_id')
    .select('portal_classes.id')
    .where('portal_profiles.uid', '=', '10001')
    .executeTakeFirstOrThrow();
  return { article: article.id, album: album.id, file: file.id, message: message.id, klass: klass.id };
};

/** Creates a comment of the teacher's (with a Bearer token) for a delete to consume. */
async function teacherComment(albumId: string): Promise<string> {
  const response = await fetch(`${server.url}/resource_api/practice/v1/practiceComment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.tokenFor('teacher')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ targetId: albumId, content: '用于删除的评论' }),
  });
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const WRITES: [string, () => Promise<WriteCall>][] = [
  [
    'a JSON comment',
    async () => ({
      method: 'POST',
      path: 'practice/v1/practiceComment',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ targetId: (await ids()).album, content: '跨站评论' }),
    }),
  ],
  [
    'an urlencoded comment',
    async () => ({
      method: 'POST',
      path: 'practice/v1/practiceComment',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ targetId: (await ids()).album, content: '表单评论' }).toString(),
    }),
  ],
  [
    'a multipart comment',
    async () => {
      const form = new FormData();
      form.set('targetId', (await ids()).album);
      form.set('content', '多部分表单评论');
      return { method: 'POST', path: 'practice/v1/practiceComment', body: form };
    },
  ],
  [
    'a GET-shaped comment delete',
    async () => ({
      method: 'GET',
      path: `practice/v1/practiceComment/${await teacherComment((await ids()).album)}/del`,
    }),
  ],
  [
    'a GET that marks a message read',
    async () => ({ method: 'GET', path: `access-message/message/v1/web/portal/read?id=${(await ids()).message}` }),
  ],
  [
    'a GET that extends the password expiry',
    async () => ({ method: 'GET', path: 'api/edu/uc/eduUserExt/updateExpirTime' }),
  ],
  ['a file view log', async () => ({ method: 'POST', path: `resource/v1/portal/logs/visitor/${(await ids()).file}` })],
  [
    'joining a class',
    async () => {
      const { klass } = await ids();
      // Not a member yet, so joining is a change each time.
      await server.database.db
        .deleteFrom('portal_class_members')
        .where('class_id', '=', klass)
        .where('uid', '=', '10001')
        .execute();
      return {
        method: 'POST',
        path: 'portal/v1/addNewRelation',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ classId: klass, relation: 'parent' }),
      };
    },
  ],
];

const send = (call: WriteCall, headers: Record<string, string>) =>
  fetch(`${server.url}/resource_api/${call.path}`, {
    method: call.method,
    headers: { ...call.headers, ...headers },
    ...(call.body === undefined ? {} : { body: call.body }),
  });

/**
 * {@link send} over node:http, for headers that fetch (undici) overwrites: it always sends its own
 * `Sec-Fetch-Mode: cors`, so a page navigation or a picture can only be simulated below fetch.
 */
async function sendRaw(call: WriteCall, headers: Record<string, string>) {
  // A FormData body is encoded the way fetch would, boundary and all.
  const encoded = call.body instanceof FormData ? new Response(call.body) : undefined;
  const body = encoded ? Buffer.from(await encoded.arrayBuffer()) : (call.body as string | undefined);
  const type = encoded?.headers.get('content-type');
  return sendRawTo(
    `${server.url}/resource_api/${call.path}`,
    call.method,
    { ...call.headers, ...(type ? { 'content-type': type } : {}), ...headers },
    body,
  );
}

/** One request over node:http with exactly these headers. */
function sendRawTo(url: string, method: string, headers: Record<string, string>, body?: string | Buffer) {
  return new Promise<{
    status: number;
    headers: IncomingHttpHeaders;
    text: string;
    json: () => unknown;
  }>((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: () => JSON.parse(text) });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lives as long as the token, and is not Secure over HTTP', async () => {
    const response = await fetch(`${server.url}/auth/login/form`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'username=teacher&password=demo1234',
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^edu_token=[\w.-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it.each([
    ['POST /auth/login', '/auth/login', { username: 'teacher', password: 'demo1234' }],
    [
      'the portal login',
      '/resource_api/lc_login/uc/j_hh_security_check',
      { username: 'teacher', password: 'demo1234' },
    ],
  ])('is not set by %s (JSON logins answer a token for Bearer clients)', async (_label, url, body) => {
    const response = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('is Secure with COOKIE_SECURE=true', async () => {
    const secure = await startTestServer({ COOKIE_SECURE: 'true' });
    try {
      const response = await fetch(`${secure.url}/auth/login/form`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: secure.url },
        body: 'username=teacher&password=demo1234',
      });
      expect(response.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      const logout = await fetch(`${secure.url}/auth/logout`, { redirect: 'manual' });
      expect(logout.headers.get('set-cookie')).toMatch(
        /^edu_token=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
    } finally {
      await secure.stop();
    }
  });
});

describe('cookie-only state-changing portal calls (CSRF)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = `edu_token=${await cookieFor('teacher')}`;
  });

  for (const [label, build] of WRITES) {
    it(`refuses ${label} from anything but our page's own script (403, nothing changed), in every variant`, async () => {
      for (const [variant, headers, refusal] of refusedWriteVariants()) {
        const call = await build();
        const before = await portalState();
        const response = await sendRaw(call, { ...headers, cookie });
        expect(response.status, variant).toBe(403);
        const body = response.json() as { code: number; msg: string };
        expect(body, variant).toMatchObject({ code: 403, msg: expect.stringContaining(refusal) });
        expect(await portalState(), variant).toEqual(before);
      }
    });

    it(`accepts ${label} from our page's own script with the cookie`, async () => {
      for (const [variant, headers] of ownScriptVariants()) {
        const response = await sendRaw(await build(), { ...headers, cookie });
        expect(response.status, variant).toBe(200);
      }
    });

    it(`accepts ${label} with a Bearer token from an allow-listed site`, async () => {
      const response = await send(await build(), {
        origin: COUNTY,
        'sec-fetch-site': 'cross-site',
        authorization: `Bearer ${await server.tokenFor('teacher')}`,
        cookie,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(COUNTY);
    });
  }

  it('serves an article to a cross-site link or a picture with the cookie, but counts the view only for our script', async () => {
    const { article } = await ids();
    const call: WriteCall = { method: 'GET', path: `portal/v1/client/v1/article/getArticleInfoById?id=${article}` };
    for (const [variant, headers] of refusedWriteVariants()) {
      const before = await portalState();
      const response = await sendRaw(call, { ...headers, cookie });
      expect(response.status, variant).toBe(200);
      expect(await portalState(), variant).toEqual(before);
    }
    const before = await server.database.db
      .selectFrom('portal_content')
      .select('view_count')
      .where('id', '=', article)
      .executeTakeFirstOrThrow();
    await sendRaw(call, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', cookie });
    const after = await server.database.db
      .selectFrom('portal_content')
      .select('view_count')
      .where('id', '=', article)
      .executeTakeFirstOrThrow();
    expect(after.view_count).toBe(before.view_count + 1);
  });

  it('lets cross-site reads use the cookie (a GET that changes nothing)', async () => {
    const response = await fetch(`${server.url}/resource_api/portal/v1/class`, {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });

  it('serves a cross-site download link but does not count it', async () => {
    const file = await server.database.db.selectFrom('portal_files').selectAll().executeTakeFirstOrThrow();
    const url = `${server.url}/resource_api/storage/files/${file.storage_key}?download=1`;
    const before = await portalState();
    const crossSite = await fetch(url, { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(200);
    expect(await portalState()).toEqual(before);
    await fetch(url, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    const counted = await server.database.db
      .selectFrom('portal_files')
      .select('download_count')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(counted.download_count).toBe(file.download_count + 1);
  });
});

describe('/ai with the session cookie', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = `edu_token=${await cookieFor('student')}`;
  });
  const calls: [string, string, string | undefined][] = [
    ['GET', '/ai/conversations', undefined],
    ['POST', '/ai/conversations', JSON.stringify({ uid: '10002', title: '跨站', messages: [] })],
    ['POST', '/ai/chat', JSON.stringify({ messages: [{ role: 'user', content: '你好' }] })],
    ['GET', '/ai/dislike-conversations/config', undefined],
  ];

  it.each(calls)('refuses %s %s with only the cookie from anywhere but our origin (403)', async (method, url, body) => {
    for (const [variant, headers] of crossSiteVariants()) {
      const before = await portalState();
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: { ...headers, cookie, 'content-type': 'application/json' },
        ...(body ? { body } : {}),
      });
      expect(response.status, variant).toBe(403);
      expect(((await response.json()) as { message: string }).message, variant).toMatch(/Authorization: Bearer/);
      expect(await portalState(), variant).toEqual(before);
    }
  });

  it.each(calls)(
    'accepts %s %s with the cookie from our origin (a write: from our script)',
    async (method, url, body) => {
      for (const [variant, headers] of method === 'GET' ? sameOriginVariants() : ownScriptVariants()) {
        const response = await fetch(`${server.url}${url}`, {
          method,
          headers: { ...headers, cookie, 'content-type': 'application/json' },
          ...(body ? { body } : {}),
        });
        expect([200, 201], variant).toContain(response.status);
        await response.arrayBuffer();
      }
    },
  );

  it.each(calls.filter(([method]) => method !== 'GET'))(
    'refuses %s %s with the cookie from our origin when it is not our script (403, nothing changed)',
    async (method, url, body) => {
      for (const [variant, headers, refusal] of refusedWriteVariants()) {
        const before = await portalState();
        const response = await sendRawTo(
          `${server.url}${url}`,
          method,
          {
            ...headers,
            cookie,
            'content-type': 'application/json',
          },
          body,
        );
        expect(response.status, variant).toBe(403);
        expect((response.json() as { message: string }).message, variant).toContain(refusal);
        expect(await portalState(), variant).toEqual(before);
      }
    },
  );

  it('reads a Bearer header first: a bad one is 401 even with a good cookie', async () => {
    const response = await fetch(`${server.url}/ai/conversations`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin', authorization: 'Bearer not.a.token' },
    });
    expect(response.status).toBe(401);
  });
});

describe('login CSRF', () => {
  it('refuses a login form posted from anywhere but our origin, setting no cookie and counting nothing', async () => {
    for (const [variant, headers] of crossSiteVariants()) {
      const attempts = await server.database.db.selectFrom('portal_login_attempts').selectAll().execute();
      const response = await fetch(`${server.url}/auth/login/form`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=admin&password=demo1234',
      });
      expect(response.status, variant).toBe(403);
      expect(response.headers.get('set-cookie'), variant).toBeNull();
      expect(await response.text(), variant).toContain('登录请求必须来自本站的登录页面');
      expect(await server.database.db.selectFrom('portal_login_attempts').selectAll().execute()).toEqual(attempts);
    }
  });
});

describe('logout revokes the token on every server copy', () => {
  let copy: RunningServer;
  beforeAll(async () => {
    // A second copy on the same database and secret, as behind a load balancer.
    copy = await startServer({
      config: loadConfig({ DATA_DIR: server.config.dataDir, HOST: '127.0.0.1', PORT: '0' }),
      seedDemoContent: false,
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await copy?.close();
  });

  const conversations = (base: string, headers: Record<string, string>) =>
    fetch(`${base}/ai/conversations`, { headers: { 'sec-fetch-site': 'same-origin', ...headers } });

  it('signing out (POST /auth/logout from our page) revokes the cookie token, clears the cookie, and the other copy refuses it too', async () => {
    const token = await cookieFor('admin');
    const cookie = `edu_token=${token}`;
    expect((await conversations(server.url, { cookie })).status).toBe(200);
    expect((await conversations(copy.url, { cookie })).status).toBe(200);
    const logout = await fetch(`${server.url}/auth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'redirect_url=%2Findex',
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('set-cookie')).toMatch(/^edu_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    for (const base of [server.url, copy.url]) {
      expect((await conversations(base, { cookie })).status).toBe(401);
      expect((await conversations(base, { authorization: `Bearer ${token}` })).status).toBe(401);
    }
    const whoAmI = await fetch(`${copy.url}/resource_api/authority/permission/userinfo`, { headers: { cookie } });
    expect(await whoAmI.json()).toMatchObject({ code: 20000, data: null });
    expect(whoAmI.headers.get('set-cookie')).toMatch(/^edu_token=; Max-Age=0/);
  });

  it('POST api/admin/logout/token revokes a Bearer token', async () => {
    const token = await (
      await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'studio-owner', password: 'demo1234' }),
      }).then((response) => response.json() as Promise<{ data: { token: string } }>)
    ).data.token;
    const authorization = `Bearer ${token}`;
    expect((await conversations(copy.url, { authorization })).status).toBe(200);
    const logout = await fetch(`${copy.url}/resource_api/api/admin/logout/token`, {
      method: 'POST',
      headers: { authorization },
    });
    expect(logout.status).toBe(200);
    expect((await conversations(server.url, { authorization })).status).toBe(401);
    expect((await conversations(copy.url, { authorization })).status).toBe(401);
  });
});

describe('logout is not a cross-site action', () => {
  /** A signed-in visitor: the cookie, and whether its token still works. */
  async function session() {
    const token = await cookieFor('teacher');
    const cookie = `edu_token=${token}`;
    const alive = async () =>
      (
        await fetch(`${server.url}/ai/conversations`, {
          headers: { cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
        })
      ).status === 200;
    return { cookie, alive };
  }

  const refusedGets: [string, Record<string, string>][] = [
    [
      'a link on another site',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    ],
    [
      'a redirect from another site',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://evil.example/' },
    ],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }],
    [
      'a picture on another site',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    ],
    [
      'a picture in our own content',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    ],
    [
      'a frame on our own page',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    ],
    ['a script of ours (fetch)', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
    ['a typed address or a bookmark', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }],
    ['a browser that sends no Sec-Fetch-* (plain HTTP)', { referer: `${server?.url ?? ''}/index` }],
    ['no headers at all', {}],
  ];

  it.each(refusedGets)('GET /auth/logout from %s asks 确认退出登录？ and ends nothing', async (_label, headers) => {
    const { cookie, alive } = await session();
    const before = await portalState();
    const answer = await sendRawTo(
      `${server.url}/auth/logout?redirect_url=${encodeURIComponent('https://evil.example/')}`,
      'GET',
      { ...headers, cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toContain('<h1>确认退出登录？</h1>');
    expect(answer.text).toContain('<form method="post" action="/auth/logout">');
    // The page only ever sends the visitor back to our own site.
    expect(answer.text).toContain('<input type="hidden" name="redirect_url" value="/index">');
    expect(answer.text).not.toContain('evil.example');
    expect(await alive()).toBe(true);
    expect(await portalState()).toEqual(before);
  });

  const refusedPosts: [string, Record<string, string>][] = [
    [
      'a form on another site',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.example' },
    ],
    ['a form with Origin: null', { origin: 'null' }],
    ['a form of another site, no Sec-Fetch-*', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://sub.example' }],
    ['no headers at all', {}],
  ];

  it.each(refusedPosts)(
    'POST /auth/logout from %s is 403 with the question, and ends nothing',
    async (_label, headers) => {
      const { cookie, alive } = await session();
      const answer = await sendRawTo(
        `${server.url}/auth/logout`,
        'POST',
        { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        'redirect_url=%2Fresource',
      );
      expect(answer.status).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.text).toContain('确认退出登录？');
      expect(await alive()).toBe(true);
    },
  );

  const ownSignOuts: [string, 'GET' | 'POST', Record<string, string>][] = [
    [
      'a navigation of our page (GET)',
      'GET',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    ],
    [
      "the question page's button (POST, Sec-Fetch-Site)",
      'POST',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    ],
    ["the portal's form (POST, Origin only)", 'POST', { origin: '' }],
  ];

  it.each(ownSignOuts)('signs out from %s: revoked, cleared, back to the page', async (_label, method, headers) => {
    const { cookie, alive } = await session();
    const answer = await sendRawTo(
      `${server.url}/auth/logout${method === 'GET' ? '?redirect_url=%2Fresource%3Ftype%3D1' : ''}`,
      method,
      {
        ...headers,
        ...(headers.origin === '' ? { origin: server.url } : {}),
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      method === 'POST' ? 'redirect_url=%2Fresource%3Ftype%3D1' : undefined,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/resource?type=1');
    expect(String(answer.headers['set-cookie'])).toMatch(/^edu_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await alive()).toBe(false);
  });
});

describe('who am I (CONTRACTS 1.5)', () => {
  it.each([
    ['no credential', () => ({}), 200],
    ['a garbage cookie', () => ({ cookie: 'edu_token=garbage' }), 200],
    ['an empty cookie', () => ({ cookie: 'edu_token=' }), 200],
    ['a garbage Bearer token', () => ({ authorization: 'Bearer garbage' }), 401],
    ['an Authorization header without a token', () => ({ authorization: 'Bearer ' }), 401],
  ] as const)('answers %s with %i', async (_label, headers, status) => {
    for (const path of ['authority/permission/userinfo', 'portal/v1/userInfo']) {
      const response = await fetch(`${server.url}/resource_api/${path}`, { headers: headers() });
      expect(response.status).toBe(status);
      if (status === 200) expect(await response.json()).toMatchObject({ code: 20000, data: null });
    }
  });
});

describe('start-up refusals', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('refuses to start in production with the demo users unless DEMO_DATA=true, and says so', async () => {
    const settings = { DATA_DIR: server.config.dataDir, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production' };
    for (const demo of [{}, { DEMO_DATA: 'false' }]) {
      await expect(
        startServer({ config: loadConfig({ ...settings, ...demo }), seedDemoContent: false, log: () => undefined }),
      ).rejects.toThrow(/^NODE_ENV=production: the database holds demo users with the demo password \(.*teacher.*\)/);
    }
    const demo = await startServer({
      config: loadConfig({ ...settings, DEMO_DATA: 'true' }),
      seedDemoContent: false,
      log: () => undefined,
    });
    await demo.close();
  });

  it('starts in production on a new database without seeding demo users', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-production-'));
    folders.push(dataDir);
    const production = await startServer({
      config: loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production' }),
      log: () => undefined,
    });
    try {
      expect(await production.database.db.selectFrom('users').select('username').execute()).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
