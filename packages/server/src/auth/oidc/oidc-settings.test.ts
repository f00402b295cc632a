import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { providerSignOutOrigin } from './oidc-settings';

const ISSUER_SETUP = {
  OIDC_ISSUER: 'https://id.county.example/',
  OIDC_CLIENT_ID: 'edu-portal',
  OIDC_CLIENT_SECRET: 'portal-secret',
  OIDC_ROLE_MAP: 'teachers=3:教师, research-admins=21:两研一刊管理员',
};

describe('the unified login settings (OIDC_*)', () => {
  it('are off without an issuer or endpoints: npm start stays on the built-in sign-in', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it('read an OpenID Connect provider with its defaults', () => {
    expect(loadConfig(ISSUER_SETUP).oidc).toEqual({
      provider: { kind: 'discovery', issuer: 'https://id.county.example' },
      endSessionUrl: undefined,
      clientId: 'edu-portal',
      clientAuth: { method: 'client_secret_basic', secret: 'portal-secret' },
      scopes: 'openid profile',
      redirectUri: undefined,
      claims: {
        uid: 'sub',
        name: 'name',
        school: 'school_name',
        organ: 'organ_name',
        organId: 'organ_id',
        phone: 'phone_number',
        roles: 'roles',
      },
      roleMap: [
        { providerRole: 'teachers', roleId: '3', roleName: '教师' },
        { providerRole: 'research-admins', roleId: '21', roleName: '两研一刊管理员' },
      ],
      defaultRole: undefined,
      clockToleranceSeconds: 30,
      timeoutMs: 10_000,
      loginTtlSeconds: 600,
      exchangeClientIds: [],
    });
  });

  it('read a plain OAuth 2.0 provider by its endpoints, a private key and a claim mapping', () => {
    const oidc = loadConfig({
      OIDC_AUTHORIZATION_URL: 'https://sso.county.example/oauth/authorize',
      OIDC_TOKEN_URL: 'https://sso.county.example/oauth/token',
      OIDC_USERINFO_URL: 'https://sso.county.example/api/me',
      OIDC_CLIENT_ID: 'edu-portal',
      OIDC_PRIVATE_KEY_FILE: '/etc/edu/oidc-key.pem',
      OIDC_PRIVATE_KEY_ALG: 'ES256',
      OIDC_SCOPES: 'user_info',
      OIDC_CLAIM_UID: 'data.userId',
      OIDC_DEFAULT_ROLE: '3:教师',
      OIDC_REDIRECT_URI: 'https://edu.county.example/auth/oidc/callback',
      OIDC_EXCHANGE_CLIENT_IDS: 'county-site-a, county-site-b',
    }).oidc;
    expect(oidc).toMatchObject({
      provider: {
        kind: 'oauth2',
        authorizationUrl: 'https://sso.county.example/oauth/authorize',
        userinfoUrl: 'https://sso.county.example/api/me',
      },
      clientAuth: { method: 'private_key_jwt', keyFile: '/etc/edu/oidc-key.pem', algorithm: 'ES256' },
      scopes: 'user_info',
      claims: { uid: 'data.userId', name: 'name' },
      roleMap: [],
      defaultRole: { roleId: '3', roleName: '教师' },
      exchangeClientIds: ['county-site-a', 'county-site-b'],
    });
  });

  it.each([
    [{ OIDC_ISSUER: 'http://id.county.example' }, 'OIDC_ISSUER', 'https://'],
    [{ OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: '' }, 'OIDC_CLIENT_ID', 'missing'],
    [{ OIDC_CLIENT_SECRET: '' }, 'OIDC_CLIENT_SECRET', 'OIDC_PRIVATE_KEY_FILE'],
    [{ OIDC_PRIVATE_KEY_FILE: '/k.pem' }, 'OIDC_PRIVATE_KEY_FILE', 'not both'],
    [{ OIDC_TOKEN_URL: 'https://id.county.example/token' }, 'OIDC_TOKEN_URL', 'not both'],
    [{ OIDC_ROLE_MAP: '' }, 'OIDC_ROLE_MAP', 'OIDC_DEFAULT_ROLE'],
    [{ OIDC_ROLE_MAP: 'teachers' }, 'OIDC_ROLE_MAP', '<provider role>=<roleId>:<roleName>'],
    [{ OIDC_DEFAULT_ROLE: 'teacher' }, 'OIDC_DEFAULT_ROLE', '<roleId>:<roleName>'],
    [{ OIDC_SCOPES: 'profile email' }, 'OIDC_SCOPES', 'openid'],
    [{ OIDC_REDIRECT_URI: 'https://edu.county.example/callback' }, 'OIDC_REDIRECT_URI', '/auth/oidc/callback'],
    [{ OIDC_CLOCK_TOLERANCE_SECONDS: '-1' }, 'OIDC_CLOCK_TOLERANCE_SECONDS', 'whole number'],
    [{ OIDC_TOKEN_AUTH_METHOD: 'private_key_jwt' }, 'OIDC_PRIVATE_KEY_FILE', 'private_key_jwt'],
  ])('stop start-up on %j, naming %s', (change, setting, words) => {
    expect(() => loadConfig({ ...ISSUER_SETUP, ...change })).toThrow(`Invalid setting ${setting}`);
    expect(() => loadConfig({ ...ISSUER_SETUP, ...change })).toThrow(words);
  });

  it('take the plain OAuth 2.0 endpoints only as a set of three', () => {
    expect(() =>
      loadConfig({
        OIDC_AUTHORIZATION_URL: 'https://sso.county.example/authorize',
        OIDC_CLIENT_ID: 'edu-portal',
        OIDC_CLIENT_SECRET: 's',
        OIDC_DEFAULT_ROLE: '3:教师',
      }),
    ).toThrow('Invalid setting OIDC_TOKEN_URL');
  });

  it('name where a sign-out continues: the end-session address, else the issuer; none for plain OAuth 2.0', () => {
    const issuer = loadConfig(ISSUER_SETUP).oidc;
    const ended = loadConfig({ ...ISSUER_SETUP, OIDC_END_SESSION_URL: 'https://sso.county.example/logout' }).oidc;
    expect(issuer && providerSignOutOrigin(issuer)).toBe('https://id.county.example');
    expect(ended && providerSignOutOrigin(ended)).toBe('https://sso.county.example');
    expect(
      providerSignOutOrigin({
        provider: {
          kind: 'oauth2',
          authorizationUrl: 'https://a.example/a',
          tokenUrl: 'https://a.example/t',
          userinfoUrl: 'https://a.example/u',
        },
        endSessionUrl: undefined,
      }),
    ).toBeUndefined();
  });
});
