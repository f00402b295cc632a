import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../constants';
import { type PortalTestServer, startPortalTestServer } from '../testing/start-portal-test-server';
import { setAccountDisabled } from './account-state';
import { ACCOUNT_DISABLED_MESSAGE } from './login-page';
import { createSessionLedger } from './session-ledger';

describe('login page (/auth/login)', () => {
  let server: PortalTestServer;
  let clock = Date.UTC(2026, 10, 20, 8, 0, 0);

  beforeAll(async () => {
    server = await startPortalTestServer({ now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server.close();
  });

  // A browser submitting the login page sends its Origin (the form checks it: login CSRF).
  const submit = (fields: Record<string, string>) =>
    fetch(`${server.url}/auth/login/form`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams(fields).toString(),
    });

  it('renders an accessible Chinese form without any script', async () => {
    const response = await fetch(`${server.url}/auth/login?redirect_url=%2Fpersonal%3FtypeIndex%3D1`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<label for="username">用户名</label>');
    expect(html).toContain('<label for="password">密码</label>');
    expect(html).toContain('value="/personal?typeIndex=1"');
    expect(html).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const css = await fetch(`${server.url}/auth/login.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('offers a way back to the portal', async () => {
    const html = await (await fetch(`${server.url}/auth/login`)).text();
    expect(html).toMatch(/<a class="home" href="\/index">(<span aria-hidden="true">← <\/span>)?返回首页<\/a>/);
  });

  it('keeps a disabled account out: its open session ends, and only the right password learns why', async () => {
    const signedIn = await submit({ username: 'lyyk-admin', password: 'demo1234' });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const whoAmI = async () => {
      const response = await fetch(`${server.url}/resource_api/portal/v1/userInfo`, { headers: { cookie } });
      return ((await response.json()) as { data: { userName: string } | null }).data;
    };
    expect(await whoAmI()).toMatchObject({ userName: '赵建国' });
    const deps = { db: server.db, sessions: createSessionLedger(server.db) };
    expect(await setAccountDisabled(deps, '10003', true)).toBe(true);
    expect(await whoAmI()).toBeNull();

    const right = await submit({ username: 'lyyk-admin', password: 'demo1234' });
    expect(right.status).toBe(403);
    expect(right.headers.get('set-cookie')).toBeNull();
    expect(await right.text()).toContain(ACCOUNT_DISABLED_MESSAGE);
    const wrong = await submit({ username: 'lyyk-admin', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain(ACCOUNT_DISABLED_MESSAGE);
    const json = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lyyk-admin', password: 'demo1234' }),
    });
    expect(json.status).toBe(403);

    expect(await setAccountDisabled(deps, '10003', false)).toBe(true);
    expect((await submit({ username: 'lyyk-admin', password: 'demo1234' })).status).toBe(303);
  });

  it('logs in, sets the token cookie and redirects back', async () => {
    const response = await submit({ username: 'teacher', password: 'demo1234', redirect_url: '/personal?typeIndex=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/personal?typeIndex=1');
    const cookie = response.headers.get('set-cookie') ?? '';
    const token = /edu_token=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).not.toContain('Secure');
    const user = await fetch(`${server.url}/resource_api/portal/v1/userInfo`, {
      headers: { cookie: `edu_token=${token}` },
    });
    expect(((await user.json()) as { data: { userName: string } }).data.userName).toBe('王丽华');
  });

  it('refuses a wrong password without saying which field was wrong', async () => {
    const wrongPassword = await submit({ username: 'student', password: 'wrong-password' });
    const unknownUser = await submit({ username: 'nobody-here', password: 'demo1234' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const a = await wrongPassword.text();
    const b = await unknownUser.text();
    expect(a).toContain('用户名或密码错误');
    expect(b).toContain('用户名或密码错误');
    expect(a).not.toMatch(/密码不正确|用户不存在|用户名不存在/);
    expect(a).toContain('role="alert"');
  });

  it(`locks the account after ${LOGIN_MAX_FAILURES} failures, even for the right password, until the lock runs out`, async () => {
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await submit({ username: 'studio-owner', password: `wrong-${i}` })).status).toBe(401);
    }
    const tenth = await submit({ username: 'studio-owner', password: 'wrong-10' });
    expect(tenth.status).toBe(423);
    expect(await tenth.text()).toContain('锁定');
    expect((await submit({ username: 'studio-owner', password: 'demo1234' })).status).toBe(423);
    const api = await fetch(`${server.url}/resource_api/lc_login/uc/j_hh_security_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'studio-owner', password: 'demo1234' }),
    });
    expect(api.status).toBe(401);
    clock += LOGIN_LOCK_MS + 1000;
    expect((await submit({ username: 'studio-owner', password: 'demo1234' })).status).toBe(303);
  });

  it('logs out: clears the cookie and redirects back', async () => {
    const response = await fetch(`${server.url}/auth/logout?redirect_url=%2Findex`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/index');
    expect(response.headers.get('set-cookie')).toMatch(/edu_token=;.*Max-Age=0/);
  });

  it.each([
    [undefined, '/personal?typeIndex=1'],
    ['/zhsj', '/zhsj'],
    ['//evil.example/x', '/personal?typeIndex=1'],
    ['https://evil.example/steal?x=1', '/personal?typeIndex=1'],
    ['javascript:alert(1)', '/personal?typeIndex=1'],
    ['/\t/evil.example', '/personal?typeIndex=1'],
  ])('after login, redirect_url %j goes to %s (same site only)', async (raw, expected) => {
    const response = await submit({
      username: 'teacher',
      password: 'demo1234',
      ...(raw === undefined ? {} : { redirect_url: raw }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(expected);
  });
});
