import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

/** The whole server as main.ts starts it: login, the AI service, the portal API (seeded), login page, hosting. */
describe('startServer wiring', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_MAX_BYTES: '123456' }, { seedDemoContent: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const postJson = (path: string, body: unknown, token?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const jsonLogin = (username: string, password: string) => postJson('/auth/login', { username, password });
  const formLogin = (username: string, password: string) =>
    fetch(`${server.url}/auth/login/form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams({ username, password, redirect_url: '/' }),
      redirect: 'manual',
    });
  const ask = async (question: string, token: string) => {
    const response = await postJson(
      '/ai/chat',
      { messages: [{ role: 'user', content: question }], stream: false },
      token,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { choices: { content: string }[] };
    return body.choices[0]?.content ?? '';
  };

  it('seeds the portal on a new database, with the expired demo user, and logs the steps', async () => {
    expect(server.logs.join('\n')).toMatch(/seeded the demo users/);
    expect(server.logs.join('\n')).toMatch(/Seeded the portal demo content in \d+ ms/);
    const login = await jsonLogin('expired', 'demo1234');
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const info = await fetch(`${server.url}/resource_api/authority/permission/userinfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await info.json()) as { code: number; data: { pwdIsExpire?: unknown } };
    expect(body.code).toBe(20000);
    expect(body.data.pwdIsExpire).toBe(1);
    const site = (await (await fetch(`${server.url}/resource_api/portal/v1/siteconfig/client`)).json()) as {
      data: { webName: string };
    };
    expect(site.data.webName).toBe('叶县教育公共服务平台');
  });

  it('signs uploads with the storage settings of loadConfig', async () => {
    const token = await server.tokenFor('teacher');
    const response = await fetch(`${server.url}/resource_api/storage/getPresignedPostFormData?fileName=a.pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { maxSize: number; bucket: string } };
    expect(body.data).toMatchObject({ maxSize: 123456, bucket: 'resource' });
  });

  it('locks a name after 10 failed JSON logins, for the right password too, and the login page agrees', async () => {
    for (let i = 0; i < 9; i++) {
      const response = await jsonLogin('student', `wrong-${i}`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe('用户名或密码错误');
    }
    const tenth = await jsonLogin('student', 'wrong-9');
    expect(tenth.status).toBe(429);
    expect(Number(tenth.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(((await tenth.json()) as { message: string }).message).toMatch(/锁定.*15 分钟/);
    expect((await jsonLogin('student', 'demo1234')).status).toBe(429);
    const page = await formLogin('student', 'demo1234');
    expect(page.status).toBe(423);
    expect(await page.text()).toContain('已临时锁定');
  });

  it('counts failures of the login page and of the JSON login together; unknown names alike', async () => {
    for (let i = 0; i < 5; i++) expect((await formLogin('nobody-here', 'x')).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await jsonLogin('nobody-here', 'x')).status).toBe(401);
    expect((await jsonLogin('nobody-here', 'x')).status).toBe(429);
    // Other names are unaffected.
    expect((await jsonLogin('teacher', 'demo1234')).status).toBe(200);
  });

  it('indexes research news created through the API for the offline guide, and forgets deleted news', async () => {
    const admin = await server.tokenFor('lyyk-admin');
    const title = '青少年无人机编队飞行教研观摩活动通知';
    const created = await postJson(
      '/resource_api/portal/research/v1/news/create',
      { title, summary: '全县中小学科技教师参加无人机编队飞行观摩', content: '<p>无人机编队飞行课堂观摩与研讨。</p>' },
      admin,
    );
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    expect(id).toBeTruthy();
    const teacher = await server.tokenFor('teacher');
    expect(await ask('无人机编队飞行观摩在哪里看', teacher)).toContain(`/lyyk/article/${id}`);

    const renamed = await postJson(
      `/resource_api/portal/research/v1/news/${id}/update`,
      { title: '航模与无人机编队教研观摩', summary: '航模社团教研观摩' },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect(await ask('航模社团教研观摩', teacher)).toContain(`/lyyk/article/${id}`);

    expect((await postJson(`/resource_api/portal/research/v1/news/${id}/del`, {}, admin)).status).toBe(200);
    expect(await ask('航模与无人机编队教研观摩', teacher)).not.toContain(`/lyyk/article/${id}`);
  });
});
