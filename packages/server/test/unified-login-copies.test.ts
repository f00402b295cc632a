import { startTestIdentityProvider, type TestIdentityProvider } from '@edu/test-identity-provider';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserLikeAgent, createBrowserLikeAgent, hiddenField } from './browser-like-agent';
import { startTestPostgres, type TestPostgres } from './postgres';
import { startTestServer, type TestServer } from './start-test-server';
import { signInThroughProvider } from './unified-login-flows';

// Back-channel logout with two server copies on one PostgreSQL: the provider tells copy B that a person
// signed out; every session of that person ends on copy A as well, because the deny list every
// verification asks is in the database.

const CLIENT = { id: 'edu-portal', secret: 'edu-portal-secret-for-tests' };
const PERSON = { login: 'yx-b01', password: 'pass-b01' };
const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

let postgres: TestPostgres;
let provider: TestIdentityProvider;
let copyA: TestServer;
let copyB: TestServer;

beforeAll(async () => {
  [postgres, provider] = await Promise.all([
    startTestPostgres(),
    startTestIdentityProvider({
      accounts: [
        { id: PERSON.login, password: PERSON.password, claims: { name: '何静', roles: ['teachers'] } },
        { id: 'yx-b02', password: 'pass-b02', claims: { name: '秦峰', roles: ['teachers'] } },
      ],
    }),
  ]);
  const env = {
    DATABASE_URL: await postgres.createDatabase(),
    DEMO_DATA: 'true',
    AUTH_SECRET: 'unified-login-copies-secret-shared-by-both-0123',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
    OIDC_ROLE_MAP: 'teachers=3:教师',
  };
  copyA = await startTestServer(env);
  copyB = await startTestServer(env);
  provider.addClient({
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    redirect_uris: [copyA, copyB].map((copy) => `${copy.url}/auth/oidc/callback`),
    post_logout_redirect_uris: [copyA, copyB].map((copy) => `${copy.url}/auth/oidc/signed-out`),
    // The provider reaches the copies through the load balancer; here it happens to land on copy B.
    backchannel_logout_uri: `${copyB.url}/auth/oidc/backchannel-logout`,
    backchannel_logout_session_required: true,
  });
});
afterAll(async () => {
  await copyA?.stop();
  await copyB?.stop();
  await provider?.close();
  await postgres?.stop();
});

async function whoAmI(agent: BrowserLikeAgent, serverUrl: string) {
  const response = await agent.request(`${serverUrl}/resource_api/portal/v1/userInfo`);
  return ((await response.json()) as { data: { uid: string } | null }).data;
}

async function postLogoutToken(token: string | undefined) {
  return fetch(`${copyB.url}/auth/oidc/backchannel-logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: token === undefined ? '' : new URLSearchParams({ logout_token: token }),
  });
}

describe('back-channel logout on two server copies', () => {
  it('ends every session of the person on every copy when they sign out at the provider', async () => {
    const laptop = createBrowserLikeAgent();
    const phone = createBrowserLikeAgent();
    const colleague = createBrowserLikeAgent();
    await signInThroughProvider(laptop, copyA.url, PERSON);
    await signInThroughProvider(phone, copyA.url, PERSON);
    await signInThroughProvider(colleague, copyA.url, { login: 'yx-b02', password: 'pass-b02' });
    for (const copy of [copyA, copyB]) {
      expect(await whoAmI(laptop, copy.url)).toMatchObject({ uid: PERSON.login });
      expect(await whoAmI(phone, copy.url)).toMatchObject({ uid: PERSON.login });
    }

    // The person signs out at the provider itself (from another county site, say), not through us.
    const page = await laptop.open(`${provider.issuer}/session/end`);
    const html = await page.response.text();
    expect(html).toContain('是否同时退出统一身份认证');
    await laptop.submit(`${provider.issuer}/session/end/confirm`, { xsrf: hiddenField(html, 'xsrf'), logout: 'yes' });
    expect(provider.backchannelDeliveries).toContainEqual(
      expect.objectContaining({ clientId: CLIENT.id, accountId: PERSON.login, error: undefined }),
    );

    for (const copy of [copyA, copyB]) {
      expect(await whoAmI(laptop, copy.url)).toBeNull();
      expect(await whoAmI(phone, copy.url)).toBeNull();
      expect(await whoAmI(colleague, copy.url)).toMatchObject({ uid: 'yx-b02' });
    }
  });

  it.each([
    ['no logout token', async () => undefined],
    ['a token that is not a JWT', async () => 'not-a-jwt'],
    [
      'a token signed by someone else',
      async () => {
        const key = new TextEncoder().encode('an-attacker-secret-of-thirty-two-bytes!!');
        return new SignJWT(logoutClaims()).setProtectedHeader({ alg: 'HS256' }).sign(key);
      },
    ],
    ['a token for another site', async () => provider.signWithProviderKey({ ...logoutClaims(), aud: 'another-site' })],
    ['a token without the logout event', async () => provider.signWithProviderKey({ ...logoutClaims(), events: {} })],
    ['a token with a nonce (an ID token)', async () => provider.signWithProviderKey({ ...logoutClaims(), nonce: 'n' })],
    [
      'a token naming neither sub nor sid',
      async () => provider.signWithProviderKey({ ...logoutClaims(), sub: undefined, sid: undefined }),
    ],
    [
      'an expired token',
      async () =>
        provider.signWithProviderKey({
          ...logoutClaims(),
          iat: Math.floor(Date.now() / 1000) - 7_200,
          exp: Math.floor(Date.now() / 1000) - 3_600,
        }),
    ],
  ])('refuses %s (400) and ends nobody’s session', async (_label, makeToken) => {
    const agent = createBrowserLikeAgent();
    await signInThroughProvider(agent, copyA.url, { login: 'yx-b02', password: 'pass-b02' });
    const response = await postLogoutToken(await makeToken());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    expect(await whoAmI(agent, copyA.url)).toMatchObject({ uid: 'yx-b02' });
  });

  it('answers 200 to a valid token for a person with no session here, and ends nothing', async () => {
    const agent = createBrowserLikeAgent();
    await signInThroughProvider(agent, copyA.url, { login: 'yx-b02', password: 'pass-b02' });
    const response = await postLogoutToken(await provider.signWithProviderKey({ ...logoutClaims(), sub: 'yx-none' }));
    expect(response.status).toBe(200);
    expect(await whoAmI(agent, copyA.url)).toMatchObject({ uid: 'yx-b02' });
    expect(decodeJwt(await provider.signWithProviderKey(logoutClaims())).aud).toBe(CLIENT.id);
  });
});

/** The claims of a logout token the provider would send us for yx-b02 (Back-Channel Logout 1.0 §2.4). */
function logoutClaims(): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: provider.issuer,
    aud: CLIENT.id,
    iat: now,
    exp: now + 120,
    jti: `jti-${Math.random()}`,
    sub: 'yx-b02',
    events: { [BACKCHANNEL_EVENT]: {} },
  };
}
