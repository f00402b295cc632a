import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildUploadForm, type PresignedPostFormData } from '@edu/api-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterNginxConfig, type NginxProxy, startNginx } from '../bench/nginx-proxy';
import { loadConfig } from '../src/config';
import { LOGIN_MAX_FAILURES } from '../src/constants';
import { makeDocx } from '../src/demo/make-office-documents';
import { type RunningServer, startServer } from '../src/start-server';
import { type FakeUpstream, startFakeUpstream } from './fake-openai-upstream';
import { startTestPostgres, type TestPostgres } from './postgres';
import { startTestS3, type TestS3 } from './s3-test-store';

// Scale-out (issue 12): two server copies started at the same moment on one PostgreSQL (demo seed on) and
// one S3-compatible store, with nginx round-robin in front. Every check goes through nginx, and where it
// matters the `X-Upstream` header nginx adds proves that one copy wrote and the other read.

const CHAT_LIMIT = 6;
const VIDEO_QUOTA = 3;

let postgres: TestPostgres;
let s3: TestS3;
let media: FakeUpstream;
let copies: RunningServer[] = [];
let nginx: NginxProxy;
const folders: string[] = [];
let databaseUrl: string;
const logs: string[] = [];

beforeAll(async () => {
  [postgres, s3, media] = await Promise.all([
    startTestPostgres(),
    startTestS3(),
    startFakeUpstream((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ requestId: `video-${request.path}-${Math.random()}` }));
    }),
  ]);
  databaseUrl = await postgres.createDatabase();
  const configOf = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-cluster-'));
    folders.push(dataDir);
    return loadConfig({
      ...s3.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: 'true',
      AUTH_SECRET: 'cluster-test-secret-shared-by-every-copy-0123456789',
      TRUST_PROXY: '127.0.0.1',
      CHAT_RATE_LIMIT_PER_MINUTE: String(CHAT_LIMIT),
      MEDIA_BASE_URL: media.url,
      MEDIA_API_KEY: 'sk-media',
      MEDIA_RATE_LIMIT_PER_MINUTE: '1000',
      VIDEO_DAILY_QUOTA: String(VIDEO_QUOTA),
    });
  };
  // Started together on an empty database: both migrate, seed and build their guide index at once.
  copies = await Promise.all(
    [configOf(), configOf()].map((config) => startServer({ config, log: (message) => logs.push(message) })),
  );
  const upstreamPorts = copies.map((copy) => copy.port);
  nginx = await startNginx(({ prefix, port }) => clusterNginxConfig({ prefix, port, upstreamPorts }));
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(copies.map((copy) => copy.close()));
  await Promise.all([postgres?.stop(), s3?.stop(), media?.close()]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A request through nginx, and the copy that answered it (nginx's `X-Upstream`). */
async function via(pathname: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (rest.body && typeof rest.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${nginx.url}${pathname}`, { redirect: 'manual', ...rest, headers });
  return { response, copy: response.headers.get('x-upstream') ?? '' };
}

/** Logs in through nginx; answers the token and the copy that issued it. */
async function login(username: string) {
  const { response, copy } = await via('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return { token: body.data.token, copy };
}

/** Repeats a request through nginx until the other copy than `not` answers it. */
async function viaOtherThan(not: string, pathname: string, init: RequestInit & { token?: string } = {}) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await via(pathname, init);
    if (answer.copy !== not) return answer;
    await answer.response.body?.cancel();
  }
  throw new Error(`nginx sent every request to ${not}`);
}

describe('two copies behind nginx on one PostgreSQL and one S3 store', () => {
  it('started together on an empty database: one seeded, both serve the seeded content and files', async () => {
    expect(logs.filter((line) => line.startsWith('Seeded the portal demo content'))).toHaveLength(1);
    const [first] = copies;
    const office = await first?.database.db
      .selectFrom('portal_files')
      .select('id')
      .where('file_ext', '=', 'docx')
      .executeTakeFirstOrThrow();
    const copiesSeen = new Set<string>();
    for (let round = 0; round < 2; round++) {
      const { response, copy } = await via(`/resource_api/storage/preview/${office?.id}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/<p>/);
      copiesSeen.add(copy);
    }
    expect(copiesSeen.size).toBe(2);
  });

  it('signs in on one copy and is known on the other; a conversation written through one is read through the other', async () => {
    const { token, copy } = await login('teacher');
    const created = await viaOtherThan(copy, '/ai/conversations', {
      method: 'POST',
      token,
      body: JSON.stringify({ uid: '10001', title: '跨副本对话', messages: [{ role: 'user', content: '你好' }] }),
    });
    expect(created.response.status).toBe(201);
    const { data } = (await created.response.json()) as { data: { id: number } };
    const read = await viaOtherThan(created.copy, `/ai/conversations?uid=10001`, { token });
    expect(read.response.status).toBe(200);
    expect(JSON.stringify(await read.response.json())).toContain(`"id":${data.id}`);
  });

  it('uploads to S3 through one copy, downloads and previews through the other, attaches it to a research activity', async () => {
    const { token } = await login('lyyk-admin');
    const signing = await via('/resource_api/storage/getPresignedPostFormData?fileName=教研计划.docx', { token });
    const { data } = (await signing.response.json()) as { data: PresignedPostFormData & { contentType: string } };
    expect(data.postURL).toBe(`${s3.env.S3_ENDPOINT}/resource`);
    const bytes = makeDocx({ title: '教研计划', paragraphs: ['第一周：集体备课'] });
    const file = new File([bytes], '教研计划.docx', { type: data.contentType });
    const posted = await fetch(data.postURL, { method: 'POST', body: buildUploadForm(file, data) });
    expect(posted.status).toBe(204);

    const download = await viaOtherThan(signing.copy, `/resource_api/storage/files/${encodeURI(data.key)}`);
    expect(download.response.status).toBe(302);
    const stored = await fetch(download.response.headers.get('location') ?? '');
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);

    const activity = await copies[0]?.database.db
      .selectFrom('portal_content')
      .select('id')
      .where('kind', '=', 'research-activity')
      .executeTakeFirstOrThrow();
    const attached = await viaOtherThan(
      signing.copy,
      `/resource_api/portal/research/v1/file/add/batch/${activity?.id}`,
      {
        method: 'POST',
        token,
        body: JSON.stringify({ files: [{ fileName: '教研计划.docx', path: data.key }] }),
      },
    );
    const attachedBody = (await attached.response.json()) as { code: number; data: { id: string; size: number }[] };
    expect(attachedBody).toMatchObject({ code: 20000, data: [{ size: bytes.length }] });
    const preview = await viaOtherThan(attached.copy, `/resource_api/storage/preview/${attachedBody.data[0]?.id}`);
    expect(preview.response.status).toBe(200);
    expect(await preview.response.text()).toContain('第一周：集体备课');
  });

  it('counts a burst of 30 parallel wrong passwords across both copies: locks after the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        via('/auth/login', {
          method: 'POST',
          body: JSON.stringify({ username: 'studio-owner', password: `guess-${index}` }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.response.status);
    expect(new Set(answers.map((answer) => answer.copy)).size).toBe(2);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_MAX_FAILURES - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - (LOGIN_MAX_FAILURES - 1));
    expect((await login('studio-owner').catch(() => undefined))?.token).toBeUndefined();
  });

  it('takes a console edit through one copy and shows it through the other: the site name, an article published and withdrawn', async () => {
    const { token } = await login('admin');
    const settings = await via('/resource_api/admin/site/settings', { token });
    const current = ((await settings.response.json()) as { data: Record<string, unknown> }).data;
    const saved = await via('/resource_api/admin/site/settings/update', {
      method: 'POST',
      token,
      body: JSON.stringify({
        version: current.version,
        webName: '叶县教育云平台',
        webLogo: current.webLogo,
        webDesc: current.webDesc,
        recordNumber: current.recordNumber,
        copyright: current.copyright,
      }),
    });
    expect(saved.response.status).toBe(200);
    const seen = await viaOtherThan(saved.copy, '/resource_api/portal/v1/siteconfig/client');
    expect(((await seen.response.json()) as { data: { webName: string } }).data.webName).toBe('叶县教育云平台');
    // The same version again, through the other copy: someone else saved first.
    const stale = await viaOtherThan(saved.copy, '/resource_api/admin/site/settings/update', {
      method: 'POST',
      token,
      body: JSON.stringify({ version: current.version, webName: '旧名称' }),
    });
    expect(stale.response.status).toBe(409);

    const created = await via('/resource_api/admin/content/articles/create', {
      method: 'POST',
      token,
      body: JSON.stringify({ kind: 'article', title: '跨副本发布的通知', content: '<p>正文</p>' }),
    });
    const article = ((await created.response.json()) as { data: { id: string; version: number } }).data;
    const published = await viaOtherThan(created.copy, `/resource_api/admin/content/articles/${article.id}/publish`, {
      method: 'POST',
      token,
      body: JSON.stringify({ version: article.version }),
    });
    expect(published.response.status).toBe(200);
    const read = await viaOtherThan(
      published.copy,
      `/resource_api/portal/v1/client/v1/article/getArticleInfoById?id=${article.id}`,
    );
    expect(read.response.status).toBe(200);
    const withdrawn = await via(`/resource_api/admin/content/articles/${article.id}/withdraw`, {
      method: 'POST',
      token,
      body: JSON.stringify({ version: article.version + 1 }),
    });
    expect(withdrawn.response.status).toBe(200);
    const gone = await viaOtherThan(
      withdrawn.copy,
      `/resource_api/portal/v1/client/v1/article/getArticleInfoById?id=${article.id}`,
    );
    expect(gone.response.status).toBe(404);
  });

  it(`grants 8 parallel video starts exactly the daily quota of ${VIDEO_QUOTA}`, async () => {
    const { token } = await login('student');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        via('/ai/media/generate/video', {
          method: 'POST',
          token,
          body: JSON.stringify({ uid: '10002', prompt: '春天的校园', seed: 7 }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(VIDEO_QUOTA);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - VIDEO_QUOTA);
  });

  it(`holds the chat rate limit of ${CHAT_LIMIT} a minute across both copies`, async () => {
    const { token } = await login('admin');
    const statuses: number[] = [];
    const copiesSeen = new Set<string>();
    for (let index = 0; index < CHAT_LIMIT + 4; index++) {
      const { response, copy } = await via('/ai/chat', {
        method: 'POST',
        token,
        body: JSON.stringify({ stream: false, messages: [{ role: 'user', content: '怎么参加比赛' }] }),
      });
      statuses.push(response.status);
      copiesSeen.add(copy);
      await response.body?.cancel();
    }
    expect(copiesSeen.size).toBe(2);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CHAT_LIMIT);
    expect(statuses.slice(CHAT_LIMIT).every((status) => status === 429)).toBe(true);
  });

  it('answers a news item only once its guide change is in the shared log: the other copy finds it at its next answer', async () => {
    const admin = await login('lyyk-admin');
    const reader = await login('teacher');
    // Another session holds the log: the create must wait for it rather than answer first (issue 34).
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table guide_changes in exclusive mode');
    const creating = via('/resource_api/portal/research/v1/news/create', {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({
        title: '叶县智慧课堂观摩周启动',
        summary: '观摩周安排',
        content: '<p>智慧课堂观摩周</p>',
      }),
    });
    const first = await Promise.race([
      creating.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 500)),
    ]);
    expect(first).toBe('waiting');
    await locker.query('commit');
    await locker.end();
    const created = await creating;
    expect(created.response.status).toBe(200);
    const { data } = (await created.response.json()) as { data: { id: string } };
    const link = `/lyyk/article/${data.id}`;
    // The guide's answer through the copy that did not write; a refusal (e.g. the rate limit) fails the test.
    const ask = async () => {
      const { response } = await viaOtherThan(created.copy, '/ai/chat', {
        method: 'POST',
        token: reader.token,
        body: JSON.stringify({ stream: false, messages: [{ role: 'user', content: '智慧课堂观摩周' }] }),
      });
      if (response.status !== 200) throw new Error(`chat answered ${response.status}`);
      return JSON.stringify(await response.json());
    };
    // No waiting: an answered write is in the log the other copy replays before its very next answer.
    expect(await ask()).toContain(link);
    const deleted = await via(`/resource_api/portal/research/v1/news/${data.id}/del`, {
      method: 'POST',
      token: admin.token,
    });
    expect(deleted.response.status).toBe(200);
    expect(await ask()).not.toContain(link);
  });

  it('honours a logout on both copies', async () => {
    const { token } = await login('teacher');
    // Both copies have verified (and cached) the token before the logout.
    const before = await Promise.all([0, 1, 2, 3].map(() => via('/ai/conversations?uid=10001', { token })));
    expect(new Set(before.map((answer) => answer.copy)).size).toBe(2);
    expect(before.map((answer) => answer.response.status)).toEqual([200, 200, 200, 200]);
    const logout = await via('/resource_api/api/admin/logout/token', { method: 'POST', token });
    expect(logout.response.status).toBe(200);
    const answers = await Promise.all([0, 1, 2, 3].map(() => via('/ai/conversations?uid=10001', { token })));
    expect(new Set(answers.map((answer) => answer.copy)).size).toBe(2);
    expect(answers.map((answer) => answer.response.status)).toEqual([401, 401, 401, 401]);
  });
});
