import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../testing/start-portal-test-server';

interface Envelope {
  code: number;
  status: number;
  message: string;
  msg: string;
  data: unknown;
}

describe('portal API refusals: 401, 403, 404, 400 (database unchanged)', () => {
  let server: PortalTestServer;
  const tokens: Record<string, string> = {};
  const call = async (method: 'GET' | 'POST', path: string, options: { as?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (options.as) headers.authorization = `Bearer ${tokens[options.as]}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}/resource_api/${path}`, {
      method,
      headers,
      ...(options.body !== undefined
        ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
        : {}),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  };
  const snapshot = async () => ({
    content: await server.db.selectFrom('portal_content').selectAll().orderBy('id').execute(),
    files: await server.db.selectFrom('portal_files').selectAll().orderBy('id').execute(),
    comments: await server.db.selectFrom('portal_comments').selectAll().orderBy('id').execute(),
    members: await server.db.selectFrom('portal_class_members').selectAll().orderBy('class_id').execute(),
    collections: await server.db.selectFrom('portal_collections').selectAll().orderBy('id').execute(),
  });
  let researchNewsId = '';
  let researchFileId = '';
  let studioId = '';
  let otherStudioId = '';

  beforeAll(async () => {
    server = await startPortalTestServer();
    for (const name of ['teacher', 'student', 'lyyk-admin', 'studio-owner', 'admin'])
      tokens[name] = await server.tokenFor(name);
    researchNewsId = (
      await server.db
        .selectFrom('portal_content')
        .select('id')
        .where('kind', '=', 'research-news')
        .executeTakeFirstOrThrow()
    ).id;
    researchFileId = (
      await server.db
        .selectFrom('portal_files')
        .select('id')
        .where('category', '=', 'research')
        .executeTakeFirstOrThrow()
    ).id;
    studioId = (
      await server.db
        .selectFrom('portal_studio_members')
        .select('studio_id')
        .where('uid', '=', '10004')
        .executeTakeFirstOrThrow()
    ).studio_id;
    otherStudioId = (
      await server.db
        .selectFrom('portal_studio_members')
        .select('studio_id')
        .where(
          'studio_id',
          'not in',
          server.db.selectFrom('portal_studio_members').select('studio_id').where('uid', '=', '10004'),
        )
        .executeTakeFirstOrThrow()
    ).studio_id;
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['GET', 'portal/v1/application/collection'],
    ['POST', 'portal/v1/application/collection/1'],
    ['GET', 'portal/v1/class'],
    ['POST', 'portal/v1/addNewRelation'],
    ['GET', 'access-message/message/v1/web/portal/notRead'],
    ['GET', 'access-message/message/v1/web/portal/page'],
    ['GET', 'storage/getPresignedPostFormData?fileName=a.png'],
    ['POST', 'practice/v1/practiceComment'],
    ['GET', 'practice/v1/practiceComment/1/del'],
    ['POST', 'portal/research/v1/news/create'],
    ['GET', 'portal/research/v1/news/list/page'],
    ['POST', 'portal/v1/studio/1/news/create'],
  ] as const)('%s %s without a token is 401 with the SPEC status text', async (method, path) => {
    const { status, body } = await call(method, path);
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: 401,
      status: 401,
      message: 'no permission (token, username or password wrong)',
      data: null,
    });
  });

  it('a forged Bearer token is 401, also on the who-am-I calls', async () => {
    for (const path of ['portal/v1/userInfo', 'authority/permission/userinfo', 'portal/v1/class']) {
      const response = await fetch(`${server.url}/resource_api/${path}`, {
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(response.status).toBe(401);
    }
  });

  it.each([
    ['no credential', {}],
    ['a stale session cookie', { cookie: 'edu_token=not.a.token' }],
  ])('who am I with %s is a success with no user (CONTRACTS 1.5)', async (_label, headers: Record<string, string>) => {
    for (const path of ['portal/v1/userInfo', 'authority/permission/userinfo']) {
      const response = await fetch(`${server.url}/resource_api/${path}`, { headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: 20000, data: null });
      if (headers.cookie) expect(response.headers.get('set-cookie')).toMatch(/^edu_token=;.*Max-Age=0/);
      else expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it.each([
    ['teacher', 'POST', (): string => 'portal/research/v1/news/create', { title: '越权发布的资讯' }],
    ['student', 'POST', (): string => `portal/research/v1/news/${researchNewsId}/update`, { title: '被篡改的标题' }],
    ['studio-owner', 'POST', (): string => `portal/research/v1/news/${researchNewsId}/del`, undefined],
    ['teacher', 'POST', (): string => `portal/research/v1/file/${researchFileId}/evaluate`, { score: 1 }],
    ['teacher', 'POST', (): string => 'portal/research/v1/file/del/batch', { ids: [researchFileId] }],
    ['teacher', 'GET', (): string => 'portal/research/v1/news/list/page', undefined],
    ['teacher', 'POST', (): string => `portal/v1/studio/${studioId}/news/create`, { title: '非成员发布' }],
    ['studio-owner', 'POST', (): string => `portal/v1/studio/${otherStudioId}/news/create`, { title: '别的工作室' }],
    ['teacher', 'GET', (): string => 'access-message/message/v1/web/portal/notRead?userId=10002', undefined],
    ['teacher', 'GET', (): string => 'api/edu/uc/eduUserExt/updateExpirTime?uid=10005', undefined],
  ] as const)('%s may not %s %s (403, nothing changed)', async (who, method, path, body) => {
    const before = await snapshot();
    const result = await call(method, path(), { as: who, ...(body !== undefined ? { body } : {}) });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 403, message: 'authorised but forbidden' });
    expect(await snapshot()).toEqual(before);
  });

  it('research writes are allowed for the 两研一刊 administrator', async () => {
    const created = await call('POST', 'portal/research/v1/news/create', {
      as: 'lyyk-admin',
      body: { title: '教研简讯' },
    });
    expect(created.status).toBe(200);
    expect(created.body.code).toBe(20000);
  });

  it('studio members manage their own studio', async () => {
    const created = await call('POST', `portal/v1/studio/${studioId}/news/create`, {
      as: 'studio-owner',
      body: { title: '工作室磨课活动' },
    });
    expect(created.body.code).toBe(20000);
    const id = (created.body.data as { id: string }).id;
    expect(
      (await call('POST', `portal/v1/studio/news/${id}/update`, { as: 'teacher', body: { title: 'x' } })).status,
    ).toBe(403);
    expect((await call('POST', `portal/v1/studio/news/${id}/del`, { as: 'studio-owner' })).body.code).toBe(20000);
  });

  it('comments are deleted by their author or an administrator only', async () => {
    const albumId = (
      await server.db
        .selectFrom('portal_content')
        .select('id')
        .where('kind', '=', 'practice-album')
        .executeTakeFirstOrThrow()
    ).id;
    const made = await call('POST', 'practice/v1/practiceComment', {
      as: 'student',
      body: { targetId: albumId, content: '我也参加了这次活动！' },
    });
    const id = (made.body.data as { id: string }).id;
    const before = await snapshot();
    expect((await call('GET', `practice/v1/practiceComment/${id}/del`, { as: 'teacher' })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await call('GET', `practice/v1/practiceComment/${id}/del`, { as: 'admin' })).body.code).toBe(20000);
  });

  it.each([
    ['GET', 'portal/v1/client/v1/article/getArticleInfoById?id=404404'],
    ['GET', 'portal/v1/client/news/evaluate/reform/detail?id=404404'],
    ['GET', 'practice/v1/portal/album/404404/details'],
    ['GET', 'practice/v1/portal/video/404404'],
    ['GET', 'practice/v1/portal/info/404404/details'],
    ['GET', 'resource/rule/query/404404'],
    ['GET', 'resource/portal/column/list/404404'],
    ['GET', 'portal/client/research/v1/news/404404/details'],
    ['GET', 'course-delay/v1/magazine/item/detail/404404'],
    ['GET', 'resource/v2/portal/queryFileByCode?code=NONE'],
    ['POST', 'resource/v1/portal/logs/visitor/404404'],
    ['GET', 'access-message/message/v1/web/portal/detail?id=404404'],
    ['POST', 'portal/research/v1/news/404404/update'],
    ['GET', 'practice/v1/practiceComment/404404/del'],
    ['POST', 'portal/v1/quitClass/404404'],
    ['GET', 'storage/preview/404404'],
    ['GET', 'no/such/endpoint'],
  ] as const)('%s %s for a missing record is 404', async (method, path) => {
    const { status, body } = await call(method, path, {
      as: 'lyyk-admin',
      ...(method === 'POST' && path.includes('update') ? { body: { title: '新标题' } } : {}),
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, message: 'record does not exist', data: null });
  });

  it("another user's message is 404, not readable", async () => {
    const other = (
      await server.db.selectFrom('portal_messages').select('id').where('uid', '=', '10002').executeTakeFirstOrThrow()
    ).id;
    expect(
      (await call('GET', `access-message/message/v1/web/portal/detail?id=${other}`, { as: 'teacher' })).status,
    ).toBe(404);
  });

  it.each([
    ['GET', 'portal/v1/client/v1/article/frontArticleList?pageSize=15', undefined],
    ['GET', 'portal/v1/client/v1/article/frontArticleList?pageNum=0', undefined],
    ['GET', 'portal/v1/client/v1/article/frontArticleList?sort=random', undefined],
    ['GET', 'portal/v1/client/v1/article/frontArticleList?startDate=yesterday', undefined],
    ['GET', 'portal/v1/client/v1/article/frontArticleList?unknownFilter=1', undefined],
    ['GET', 'portal/v1/client/v1/article/getArticleInfoById', undefined],
    ['POST', 'portal/research/v1/news/create', { title: '' }],
    ['POST', 'portal/research/v1/news/create', { title: '标题', unexpected: true }],
    ['POST', 'portal/research/v1/news/create', '{not json'],
    ['POST', 'portal/research/v1/file/del/batch', { ids: [] }],
    ['POST', 'practice/v1/practiceComment', { targetId: '1', content: '   ' }],
    ['POST', 'practice/v1/practiceComment', { targetId: '1', content: 'x'.repeat(501) }],
    ['POST', 'portal/v1/addNewRelation', { classId: '7001', relation: 'stranger' }],
    ['POST', 'three-class-admin/front/classes/info/selectNjxxByPhaseIds?phaseIds=two', undefined],
    ['POST', 'lc_login/uc/j_hh_security_check?password=demo1234', { username: 'teacher', password: 'demo1234' }],
  ] as const)('%s %s with bad input is 400 and changes nothing', async (method, path, body) => {
    const before = await snapshot();
    const result = await call(method, path, { as: 'lyyk-admin', ...(body !== undefined ? { body } : {}) });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 400, message: 'request error, nothing changed' });
    expect(result.body.msg.length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });
});
