import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentityProvider, type TestIdentityProvider } from './start-test-identity-provider';

describe('startTestIdentityProvider', () => {
  let provider: TestIdentityProvider;
  beforeAll(async () => {
    provider = await startTestIdentityProvider({
      accounts: [{ id: 'yx-001', password: 'pass-001', claims: { name: '张老师' } }],
    });
  });
  afterAll(async () => {
    await provider?.close();
  });

  it('publishes its discovery document with PKCE, RP-initiated and back-channel logout', async () => {
    const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(provider.issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.end_session_endpoint).toBe(`${provider.issuer}/session/end`);
    expect(metadata.backchannel_logout_supported).toBe(true);
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['school_name', 'roles', 'phone_number']));
  });

  it('signs with the key its JWKS publishes', async () => {
    const token = await provider.signWithProviderKey({ sub: 'yx-001', iss: provider.issuer });
    const keys = createRemoteJWKSet(new URL(`${provider.issuer}/jwks`));
    const { payload } = await jwtVerify(token, keys, { issuer: provider.issuer });
    expect(payload.sub).toBe('yx-001');
  });

  it('knows a client registered at run time and sends its sign-in to the login page', async () => {
    const authorize = (clientId: string) =>
      fetch(
        `${provider.issuer}/auth?${new URLSearchParams({
          client_id: clientId,
          response_type: 'code',
          scope: 'openid',
          redirect_uri: 'http://127.0.0.1:9/callback',
          code_challenge: 'x'.repeat(43),
          code_challenge_method: 'S256',
        })}`,
        { redirect: 'manual' },
      );
    expect((await authorize('later-site')).status).toBe(400);
    provider.addClient({
      client_id: 'later-site',
      client_secret: 'later-secret',
      redirect_uris: ['http://127.0.0.1:9/callback'],
    });
    const response = await authorize('later-site');
    expect(response.status).toBe(303);
    const login = await fetch(new URL(response.headers.get('location') ?? '', provider.issuer), {
      headers: {
        cookie: response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      },
    });
    expect(await login.text()).toContain('县统一身份认证（测试）');
  });
});
