import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAiClient, exchangeIdToken } from '@edu/api-client';
import { startTestIdentityProvider, type TestAccount, type TestIdentityProvider } from '@edu/test-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountDisabled } from '../src/auth/account-state';
import { createSessionLedger } from '../src/auth/session-ledger';
import { loadConfig } from '../src/config';
import { startServer } from '../src/start-server';
import { createBrowserLikeAgent } from './browser-like-agent';
import { startTestServer, type TestServer } from './start-test-server';
import { signInThroughProvider } from './unified-login-flows';

// The unified login against a real OpenID Connect provider (panva's oidc-provider, in this process on a
// loopback port): the whole sign-in, then every way it can go wrong, each a message page a person can act
// on, never a 500.

const CLIENT = { id: 'edu-portal', secret: 'edu-portal-secret-for-tests' };
const SITE_B = { id: 'county-site-b', secret: 'county-site-b-secret', redirect: 'http://127.0.0.1:9/site-b/callback' };
const TEACHER: TestAccount = {
  id: 'yx-t01',
  password: 'pass-t01',
  claims: {
    name: '周敏',
    school_name: '叶县昆阳镇第二小学',
    organ_name: '叶县教育体育局',
    organ_id: '410422',
    phone_number: '13803750101',
    roles: ['teachers'],
  },
};
const TEACHER_LOGIN = { login: TEACHER.id, password: TEACHER.password };
const ACCOUNTS: TestAccount[] = [
  TEACHER,
  { id: 'yx-t02', password: 'pass-t02', claims: { name: '吴刚', roles: ['teachers'] } },
  { id: 'yx-t03', password: 'pass-t03', claims: { name: '郑红', roles: ['teachers'] } },
  { id: 'yx-p01', password: 'pass-p01', claims: { name: '家长甲', roles: ['parents'] } },
  { id: 'yx-d01', password: 'pass-d01', claims: { name: '冯军', roles: ['teachers'] } },
  // The local demo user `teacher` (uid 10001), who also has an account at the provider.
  { id: '10001', password: 'pass-10001', claims: { name: '王丽华', roles: ['teachers'] } },
];

/** The settings of our server for the provider. */
function oidcSettings(issuer: string): Record<string, string> {
  return {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
    OIDC_SCOPES: 'openid profile phone',
    OIDC_ROLE_MAP: 'platform-admins=1:平台管理员,teachers=3:教师',
    OIDC_EXCHANGE_CLIENT_IDS: SITE_B.id,
  };
}

/** Registers a server at the provider, as a county administrator registers the platform. */
function register(provider: TestIdentityProvider, ...servers: { url: string }[]) {
  provider.addClient({
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    client_name: '叶县教育公共服务平台',
    redirect_uris: servers.map((server) => `${server.url}/auth/oidc/callback`),
    post_logout_redirect_uris: servers.map((server) => `${server.url}/auth/oidc/signed-out`),
  });
}

/** Who the session cookie of an agent is, through the portal's userinfo (null for nobody). */
async function whoAmI(agent: ReturnType<typeof createBrowserLikeAgent>, serverUrl: string) {
  const response = await agent.request(`${serverUrl}/resource_api/portal/v1/userInfo`);
  return ((await response.json()) as { data: Record<string, unknown> | null }).data;
}

describe('unified login through an OpenID Connect provider', () => {
  let provider: TestIdentityProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startTestIdentityProvider({ accounts: ACCOUNTS });
    server = await startTestServer(oidcSettings(provider.issuer));
    register(provider, server);
    provider.addClient({
      client_id: SITE_B.id,
      client_secret: SITE_B.secret,
      redirect_uris: [SITE_B.redirect],
    });
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  it('signs a person in: PKCE, state and nonce to the provider, the account made from the claims, our cookie, back on the page', async () => {
    const agent = createBrowserLikeAgent();
    const start = await agent.request(`${server.url}/auth/login?redirect_url=%2Fzhsj%3Ftab%3D2`);
    expect(start.status).toBe(303);
    const authorization = new URL(start.headers.get('location') ?? '');
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      redirect_uri: `${server.url}/auth/oidc/callback`,
      scope: 'openid profile phone',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(start.headers.get('set-cookie')).toMatch(
      /edu_oidc_state=[\w-]+; Max-Age=600; Path=\/auth\/oidc; HttpOnly; SameSite=Lax/,
    );

    const walk = await signInThroughProvider(agent, server.url, { ...TEACHER_LOGIN, returnTo: '/zhsj?tab=2' });
    const callback = walk.hops.find((hop) => hop.url.startsWith(`${server.url}/auth/oidc/callback`));
    expect(callback?.response.status).toBe(303);
    expect(callback?.response.headers.get('location')).toBe('/zhsj?tab=2');
    // Exactly as the built-in sign-in sets it.
    const sessionCookie = callback?.response.headers.getSetCookie().find((cookie) => cookie.startsWith('edu_token='));
    expect(sessionCookie).toMatch(/^edu_token=[\w.-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(walk.url).toBe(`${server.url}/zhsj?tab=2`);

    expect(await whoAmI(agent, server.url)).toMatchObject({
      uid: 'yx-t01',
      userName: '周敏',
      schoolName: '叶县昆阳镇第二小学',
      organName: '叶县教育体育局',
      phone: '13803750101',
      sysRoles: [{ roleId: '3', roleName: '教师' }],
      pwdIsExpire: 0,
    });
    const row = await server.database.db.selectFrom('users').selectAll().where('uid', '=', 'yx-t01').executeTakeFirst();
    expect(row).toMatchObject({ username: 'oidc:yx-t01', password_hash: '', disabled_at: null });
    // The session cookie works for the assistant too (same-origin, as the portal's calls are).
    const ai = createAiClient({
      baseUrl: server.aiUrl,
      fetch: async (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('origin', server.url);
        headers.set('cookie', `edu_token=${await agent.cookie(server.url, 'edu_token')}`);
        return fetch(input, { ...init, headers });
      },
    });
    expect(await ai.listConversations('yx-t01')).toEqual([]);
  });

  it.each([
    ['//evil.example/x', '/personal?typeIndex=1'],
    ['https://evil.example/steal', '/personal?typeIndex=1'],
    ['javascript:alert(1)', '/personal?typeIndex=1'],
    ['/resource?tab=2', '/resource?tab=2'],
  ])('comes back from a sign-in with redirect_url %j to %s only (same site)', async (raw, landing) => {
    const agent = createBrowserLikeAgent();
    const walk = await signInThroughProvider(agent, server.url, { ...TEACHER_LOGIN, returnTo: raw });
    expect(walk.url).toBe(`${server.url}${landing}`);
  });

  it.each([
    ['https://evil.example/x', '/index'],
    ['//evil.example', '/index'],
    ['/lyyk', '/lyyk'],
  ])('comes back from the provider’s sign-out with state %j to %s only', async (state, landing) => {
    const response = await fetch(`${server.url}/auth/oidc/signed-out?state=${encodeURIComponent(state)}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(landing);
  });

  it('updates the name, school and role at a later sign-in; a claim left out keeps what is stored', async () => {
    const agent = createBrowserLikeAgent();
    await signInThroughProvider(agent, server.url, { login: 'yx-t02', password: 'pass-t02' });
    expect(await whoAmI(agent, server.url)).toMatchObject({ userName: '吴刚', schoolName: '' });
    provider.setAccount({
      id: 'yx-t02',
      password: 'pass-t02',
      claims: { name: '吴刚强', school_name: '叶县第一高级中学', roles: ['platform-admins', 'teachers'] },
    });
    // The provider still has the session and the grant: no page to see, straight back.
    const again = await signInThroughProvider(agent, server.url, { login: 'yx-t02', password: 'pass-t02' });
    expect(again.url).toBe(`${server.url}/information`);
    expect(await whoAmI(agent, server.url)).toMatchObject({
      userName: '吴刚强',
      schoolName: '叶县第一高级中学',
      sysRoles: [{ roleId: '1', roleName: '平台管理员' }],
    });
    provider.setAccount({ id: 'yx-t02', password: 'pass-t02', claims: { roles: ['teachers'] } });
    await signInThroughProvider(agent, server.url, { login: 'yx-t02', password: 'pass-t02' });
    expect(await whoAmI(agent, server.url)).toMatchObject({
      userName: '吴刚强',
      schoolName: '叶县第一高级中学',
      sysRoles: [{ roleId: '3', roleName: '教师' }],
    });
  });

  it('shows the password-expiry prompt for password sessions only, not for the same person through the provider', async () => {
    await server.database.db
      .insertInto('portal_profiles')
      .values({
        uid: '10001',
        school_id: '',
        avatar: '',
        wx_bind: 0,
        pwd_expire_at: new Date(Date.now() - 86_400_000).toISOString(),
        subject_ids: '[]',
        user_type: '3',
      })
      .execute();
    const agent = createBrowserLikeAgent();
    await signInThroughProvider(agent, server.url, { login: '10001', password: 'pass-10001' });
    expect(await whoAmI(agent, server.url)).toMatchObject({ uid: '10001', userName: '王丽华', pwdIsExpire: 0 });
    const password = await fetch(`${server.url}/resource_api/portal/v1/userInfo`, {
      headers: { authorization: `Bearer ${await server.tokenFor('teacher')}` },
    });
    expect(((await password.json()) as { data: { pwdIsExpire: number } }).data.pwdIsExpire).toBe(1);
  });

  it.each([
    [
      'a tampered ID token (a claim changed under the signature)',
      async (idToken: string) => {
        const [header, payload, signature] = idToken.split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'yx-a01' })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'an ID token for another audience, signed by the provider',
      async (idToken: string) => provider.signWithProviderKey({ ...decodeJwt(idToken), aud: 'another-site' }),
    ],
    [
      'an ID token of another issuer',
      async (idToken: string) => provider.signWithProviderKey({ ...decodeJwt(idToken), iss: 'https://evil.example' }),
    ],
    [
      'an ID token for another sign-in (its nonce)',
      async (idToken: string) => provider.signWithProviderKey({ ...decodeJwt(idToken), nonce: 'replayed-nonce' }),
    ],
  ])('refuses %s with a message page and no session', async (_label, forge) => {
    provider.rewriteTokenResponses(async (body) => ({ ...body, id_token: await forge(String(body.id_token)) }));
    try {
      const agent = createBrowserLikeAgent();
      const walk = await signInThroughProvider(agent, server.url, { login: 'yx-t03', password: 'pass-t03' });
      expect(walk.url).toMatch(/\/auth\/oidc\/callback\?/);
      expect(walk.response.status).toBe(502);
      const html = await walk.response.text();
      expect(html).toContain('登录凭证未通过校验');
      expect(html).toContain('<a class="button" href="/auth/login?redirect_url=%2Finformation">重新登录</a>');
      expect(walk.response.headers.get('set-cookie')).not.toContain('edu_token=ey');
      expect(await agent.cookie(server.url, 'edu_token')).toBeUndefined();
      expect(await whoAmI(agent, server.url)).toBeNull();
    } finally {
      provider.rewriteTokenResponses(undefined);
    }
  });

  it('refuses a code that expired before the callback came', async () => {
    provider.setAuthorizationCodeTtl(1);
    try {
      const agent = createBrowserLikeAgent();
      const held = await signInThroughProvider(agent, server.url, {
        login: 'yx-t03',
        password: 'pass-t03',
        stopAtCallback: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const callback = await agent.open(held.url);
      expect(callback.response.status).toBe(400);
      expect(await callback.response.text()).toContain('登录已超时');
      expect(await whoAmI(agent, server.url)).toBeNull();
    } finally {
      provider.setAuthorizationCodeTtl(60);
    }
  });

  it('refuses a replayed callback, with or without the state cookie, and a callback started in another browser', async () => {
    const victim = createBrowserLikeAgent();
    const attacker = createBrowserLikeAgent();
    const held = await signInThroughProvider(attacker, server.url, {
      login: 'yx-t03',
      password: 'pass-t03',
      stopAtCallback: true,
    });
    const stateCookie = await attacker.cookie(`${server.url}/auth/oidc/callback`, 'edu_oidc_state');
    // Login CSRF: the attacker's callback opened in the victim's browser signs nobody in there.
    const planted = await victim.open(held.url);
    expect(planted.response.status).toBe(400);
    expect(await planted.response.text()).toContain('登录请求已失效');
    expect(await whoAmI(victim, server.url)).toBeNull();
    // The request was not spent by the refusal: the browser that started it still finishes.
    const finished = await attacker.open(held.url);
    expect(finished.url).toBe(`${server.url}/information`);
    expect(await whoAmI(attacker, server.url)).toMatchObject({ uid: 'yx-t03' });

    const replay = await attacker.open(held.url);
    expect(replay.response.status).toBe(400);
    expect(await replay.response.text()).toContain('登录请求已失效');
    await attacker.jar.setCookie(`edu_oidc_state=${stateCookie}; Path=/auth/oidc`, server.url);
    const replayWithCookie = await attacker.open(held.url);
    expect(replayWithCookie.response.status).toBe(400);
    expect(await replayWithCookie.response.text()).toContain('登录请求已失效');
  });

  it('says so when the person refuses consent, and 重新登录 asks again', async () => {
    const agent = createBrowserLikeAgent();
    const walk = await signInThroughProvider(agent, server.url, {
      login: 'yx-p01',
      password: 'pass-p01',
      consent: 'deny',
      returnTo: '/resource',
    });
    expect(walk.response.status).toBe(403);
    const html = await walk.response.text();
    expect(html).toContain('您没有同意授权');
    expect(html).toContain('href="/auth/login?redirect_url=%2Fresource">重新登录</a>');
    expect(await whoAmI(agent, server.url)).toBeNull();
    const retry = await agent.open(`${server.url}/auth/login?redirect_url=%2Fresource`);
    expect(await retry.response.text()).toContain('授权确认');
  });

  it('refuses a person none of whose provider roles maps to a role of ours', async () => {
    const agent = createBrowserLikeAgent();
    const walk = await signInThroughProvider(agent, server.url, { login: 'yx-p01', password: 'pass-p01' });
    expect(walk.response.status).toBe(403);
    expect(await walk.response.text()).toContain('没有本平台的使用权限');
    expect(await server.database.db.selectFrom('users').select('uid').where('uid', '=', 'yx-p01').execute()).toEqual(
      [],
    );
  });

  it('keeps an account the console disabled out: its session ends, and the next sign-in is refused', async () => {
    const agent = createBrowserLikeAgent();
    await signInThroughProvider(agent, server.url, { login: 'yx-d01', password: 'pass-d01' });
    expect(await whoAmI(agent, server.url)).toMatchObject({ uid: 'yx-d01' });
    const deps = { db: server.database.db, sessions: createSessionLedger(server.database.db) };
    expect(await setAccountDisabled(deps, 'yx-d01', true)).toBe(true);
    expect(await whoAmI(agent, server.url)).toBeNull();
    const again = await signInThroughProvider(agent, server.url, { login: 'yx-d01', password: 'pass-d01' });
    expect(again.response.status).toBe(403);
    expect(await again.response.text()).toContain('账号已被停用');
    expect(await whoAmI(agent, server.url)).toBeNull();
    await setAccountDisabled(deps, 'yx-d01', false);
    await signInThroughProvider(agent, server.url, { login: 'yx-d01', password: 'pass-d01' });
    expect(await whoAmI(agent, server.url)).toMatchObject({ uid: 'yx-d01' });
  });

  it('signs out at both ends: our session, then the provider’s (RP-initiated logout), and back to the page', async () => {
    const agent = createBrowserLikeAgent();
    await signInThroughProvider(agent, server.url, { login: 'yx-t03', password: 'pass-t03' });
    const token = await agent.cookie(server.url, 'edu_token');
    // The portal's sign-out: the token logout call (which clears the session cookie), then /auth/logout.
    const logoutCall = await agent.request(`${server.url}/resource_api/api/admin/logout/token`, {
      method: 'POST',
      headers: { origin: server.url },
    });
    expect(logoutCall.status).toBe(200);
    const signOut = await agent.request(`${server.url}/auth/logout?redirect_url=%2Fresource`);
    expect(signOut.status).toBe(303);
    const endSession = new URL(signOut.headers.get('location') ?? '');
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(Object.fromEntries(endSession.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      post_logout_redirect_uri: `${server.url}/auth/oidc/signed-out`,
      state: '/resource',
      id_token_hint: expect.stringMatching(/^ey/),
    });
    const confirm = await agent.walk(signOut, `${server.url}/auth/logout`);
    const page = await confirm.response.text();
    expect(page).toContain('是否同时退出统一身份认证');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const back = await agent.submit(`${provider.issuer}/session/end/confirm`, { xsrf, logout: 'yes' });
    expect(back.url).toBe(`${server.url}/resource`);
    expect(await whoAmI(agent, server.url)).toBeNull();
    const reuse = await fetch(`${server.url}/resource_api/portal/v1/userInfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reuse.status).toBe(401);
    // The provider's session is gone too: signing in asks for the password again.
    const next = await agent.open(`${server.url}/auth/login?redirect_url=%2Fresource`);
    expect(await next.response.text()).toContain('县统一身份认证（测试）');
  });

  it('exchanges an ID token another county site got from the provider for a Bearer token of the assistant', async () => {
    const agent = createBrowserLikeAgent();
    const idToken = await idTokenOfSiteB(agent, provider, TEACHER);
    const exchanged = await exchangeIdToken(server.aiUrl, idToken);
    expect(exchanged).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    expect(exchanged.expires_in).toBeGreaterThan(43_000);
    const ai = createAiClient({ baseUrl: server.aiUrl, getToken: () => exchanged.access_token });
    expect(await ai.listConversations('yx-t01')).toEqual([]);
    // A person who never signed in here, with no roles in the ID token, must sign in here first.
    const stranger = await provider.signWithProviderKey({ ...decodeJwt(idToken), sub: 'yx-never' });
    await expect(exchangeIdToken(server.url, stranger)).rejects.toMatchObject({ status: 400 });
    // Our own client's ID token is not an embedding site's: refused.
    const ours = await provider.signWithProviderKey({ ...decodeJwt(idToken), aud: CLIENT.id });
    await expect(exchangeIdToken(server.url, ours)).rejects.toMatchObject({ status: 400 });
    await expect(exchangeIdToken(server.url, `${idToken.slice(0, -4)}AAAA`)).rejects.toMatchObject({ status: 400 });
  });
});

describe('unified login problems a person can act on', () => {
  it('says the provider cannot be reached (and 重新登录), when it is down', async () => {
    const closedPort = await freePort();
    const server = await startTestServer(oidcSettings(`http://127.0.0.1:${closedPort}`));
    try {
      const response = await fetch(`${server.url}/auth/login?redirect_url=%2Fresource`, { redirect: 'manual' });
      expect(response.status).toBe(502);
      const html = await response.text();
      expect(html).toContain('暂时无法连接统一身份认证服务');
      expect(html).toContain('href="/auth/login?redirect_url=%2Fresource">重新登录</a>');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    } finally {
      await server.stop();
    }
  });

  it('says the clocks differ when the ID token has expired by our clock', async () => {
    const provider = await startTestIdentityProvider({ accounts: ACCOUNTS });
    // Our clock two hours ahead of the provider's: its one-hour ID tokens look expired on arrival.
    const server = await startTestServer(oidcSettings(provider.issuer), {
      now: () => new Date(Date.now() + 2 * 3_600_000),
    });
    register(provider, server);
    try {
      const walk = await signInThroughProvider(createBrowserLikeAgent(), server.url, TEACHER_LOGIN);
      expect(walk.response.status).toBe(502);
      expect(await walk.response.text()).toContain('服务器时间不一致');
    } finally {
      await server.stop();
      await provider.close();
    }
  });

  it('keeps npm start offline: without OIDC settings /auth/login is the built-in page', async () => {
    const server = await startTestServer();
    try {
      const html = await (await fetch(`${server.url}/auth/login`)).text();
      expect(html).toContain('<label for="password">密码</label>');
    } finally {
      await server.stop();
    }
  });
});

describe('other ways to connect a provider', () => {
  let provider: TestIdentityProvider;
  const folders: string[] = [];
  beforeAll(async () => {
    provider = await startTestIdentityProvider({ accounts: ACCOUNTS });
  });
  afterAll(async () => {
    await provider?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('signs in through a plain OAuth 2.0 provider: its endpoints, its own profile API and a nested claim mapping', async () => {
    const server = await startTestServer({
      OIDC_AUTHORIZATION_URL: `${provider.issuer}/auth`,
      OIDC_TOKEN_URL: `${provider.issuer}/token`,
      OIDC_USERINFO_URL: `${provider.issuer}/api/me`,
      OIDC_CLIENT_ID: 'edu-portal-oauth2',
      OIDC_CLIENT_SECRET: 'oauth2-secret',
      OIDC_SCOPES: 'profile',
      OIDC_CLAIM_UID: 'data.userId',
      OIDC_CLAIM_NAME: 'data.name',
      OIDC_CLAIM_SCHOOL: 'data.school_name',
      OIDC_CLAIM_ROLES: 'data.roles',
      OIDC_ROLE_MAP: 'teachers=3:教师',
    });
    try {
      provider.addClient({
        client_id: 'edu-portal-oauth2',
        client_secret: 'oauth2-secret',
        redirect_uris: [`${server.url}/auth/oidc/callback`],
      });
      const agent = createBrowserLikeAgent();
      const start = await agent.request(`${server.url}/auth/login`);
      expect(new URL(start.headers.get('location') ?? '').searchParams.has('nonce')).toBe(false);
      const walk = await signInThroughProvider(agent, server.url, TEACHER_LOGIN);
      expect(walk.url).toBe(`${server.url}/information`);
      expect(await whoAmI(agent, server.url)).toMatchObject({
        uid: 'yx-t01',
        userName: '周敏',
        schoolName: '叶县昆阳镇第二小学',
        sysRoles: [{ roleId: '3', roleName: '教师' }],
      });
    } finally {
      await server.stop();
    }
  });

  it('authenticates to the provider with a private key (private_key_jwt) instead of a secret', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'edu-oidc-key-'));
    folders.push(folder);
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const keyFile = path.join(folder, 'oidc-key.pem');
    writeFileSync(keyFile, privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const server = await startTestServer({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'edu-portal-key',
      OIDC_PRIVATE_KEY_FILE: keyFile,
      OIDC_PRIVATE_KEY_ALG: 'ES256',
      OIDC_PRIVATE_KEY_ID: 'edu-key-1',
      OIDC_ROLE_MAP: 'teachers=3:教师',
    });
    try {
      provider.addClient({
        client_id: 'edu-portal-key',
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'ES256',
        jwks: { keys: [{ ...(publicKey.export({ format: 'jwk' }) as object), kid: 'edu-key-1', alg: 'ES256' }] },
        redirect_uris: [`${server.url}/auth/oidc/callback`],
      });
      const agent = createBrowserLikeAgent();
      const walk = await signInThroughProvider(agent, server.url, TEACHER_LOGIN);
      expect(walk.url).toBe(`${server.url}/information`);
      expect(await whoAmI(agent, server.url)).toMatchObject({ uid: 'yx-t01' });
    } finally {
      await server.stop();
    }
    // A key file that is not a key stops start-up, naming the setting.
    const notAKey = path.join(folder, 'not-a-key.pem');
    writeFileSync(notAKey, 'hello');
    const config = loadConfig({
      DATA_DIR: folder,
      PORT: '0',
      HOST: '127.0.0.1',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'edu-portal-key',
      OIDC_PRIVATE_KEY_FILE: notAKey,
      OIDC_ROLE_MAP: 'teachers=3:教师',
    });
    await expect(startServer({ config, seedDemoContent: false, log: () => {} })).rejects.toThrow(
      'Invalid setting OIDC_PRIVATE_KEY_FILE',
    );
  });
});

/** An ID token the provider issues to county site B for a person (site B's own code flow, with PKCE). */
async function idTokenOfSiteB(
  agent: ReturnType<typeof createBrowserLikeAgent>,
  provider: TestIdentityProvider,
  account: TestAccount,
): Promise<string> {
  const verifier = 'site-b-verifier-'.padEnd(64, 'x');
  const { createHash } = await import('node:crypto');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = `${provider.issuer}/auth?${new URLSearchParams({
    client_id: SITE_B.id,
    response_type: 'code',
    scope: 'openid profile',
    redirect_uri: SITE_B.redirect,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    nonce: 'site-b-nonce',
    state: 'site-b-state',
  })}`;
  const atSiteB = (url: string) => url.startsWith(SITE_B.redirect);
  let walk = await agent.open(authorize, atSiteB);
  for (let page = 0; page < 3 && !atSiteB(walk.url); page++) {
    const html = await walk.response.text();
    const action = /<form[^>]*action="([^"]+\/(?:login|confirm))"/.exec(html)?.[1] ?? '';
    const fields: Record<string, string> = action.endsWith('/login')
      ? { login: account.id, password: account.password }
      : {};
    walk = await agent.submit(new URL(action, walk.url).href, fields, atSiteB);
  }
  const code = new URL(walk.url).searchParams.get('code') ?? '';
  const token = await fetch(`${provider.issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${SITE_B.id}:${SITE_B.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: SITE_B.redirect,
      code_verifier: verifier,
    }),
  });
  return ((await token.json()) as { id_token: string }).id_token;
}

/** A loopback port nothing listens on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}
