import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AiServiceError, login } from '@edu/api-client';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let jwksServer: Server;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  // A stand-in for the external login service: publishes an RS256 key set on a local port.
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;
  server = await startTestServer({
    AUTH_JWKS_URL: jwksUrl,
    AUTH_ISSUER: 'https://login.example.cn',
    AUTH_AUDIENCE: 'edu-platform',
    ALLOWED_ORIGINS: 'https://www.county-a.cn, https://county-b.cn',
  });
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

describe('POST /auth/login', () => {
  it('returns a token and the user for each demo user', async () => {
    const result = await login(server.url, { username: 'teacher', password: 'demo1234' });
    expect(result.token.split('.')).toHaveLength(3);
    expect(result.user).toMatchObject({
      userId: '10001',
      uid: '10001',
      userName: '王丽华',
      schoolName: '叶县昆阳镇第一小学',
    });
    const admin = await login(server.url, { username: 'lyyk-admin', password: 'demo1234' });
    expect(admin.user.sysRoles?.[0]?.roleName).toContain('两研一刊管理员');
    for (const username of ['student', 'studio-owner', 'admin']) {
      expect((await login(server.url, { username, password: 'demo1234' })).user.userName).toBeTruthy();
    }
    expect(server.logs.join('\n')).toMatch(/generated a random secret/);
  });

  it.each([
    { name: 'a wrong password', username: 'teacher', password: 'wrong-password' },
    { name: 'an unknown user', username: 'nobody', password: 'demo1234' },
  ])('refuses $name with 401', async ({ username, password }) => {
    const error = await login(server.url, { username, password }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiServiceError);
    expect((error as AiServiceError).status).toBe(401);
    expect((error as AiServiceError).message).toBe('用户名或密码错误');
  });

  it.each([
    { name: 'malformed JSON', body: '{"username":', status: 400, message: /不是合法的 JSON/ },
    { name: 'a missing password', body: '{"username":"teacher"}', status: 400, message: /password/ },
    {
      name: 'an unknown field',
      body: '{"username":"teacher","password":"demo1234","admin":true}',
      status: 400,
      message: /admin/,
    },
  ])('refuses $name with a clear 400', async ({ body, status, message }) => {
    const response = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(status);
    const json = (await response.json()) as { code: number; message: string };
    expect(json.code).toBe(status);
    expect(json.message).toMatch(message);
  });
});

describe('bearer tokens', () => {
  it('refuses a missing token with 401', async () => {
    const response = await get('/ai/conversations');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/未登录/);
  });

  it('refuses a forged, a tampered and a garbage token with 401', async () => {
    const token = await server.tokenFor('teacher');
    const forged = await new SignJWT({ uid: '10001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('edu-platform-server')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ uid: '10002', iss: 'edu-platform-server' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, tampered, 'not-a-jwt']) {
      const response = await get('/ai/conversations', bad);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(/登录凭证无效/);
    }
  });

  it('refuses an expired token with 401', async () => {
    const { readFileSync } = await import('node:fs');
    const secret = readFileSync(`${server.config.dataDir}/auth-secret`, 'utf8').trim();
    const expired = await new SignJWT({ uid: '10001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('edu-platform-server')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    expect((await get('/ai/conversations', expired)).status).toBe(401);
  });

  it("refuses another user's uid in the query with 403 and accepts the user's own", async () => {
    const token = await server.tokenFor('teacher');
    expect((await get('/ai/conversations?uid=10002', token)).status).toBe(403);
    expect((await get('/ai/conversations?uid=10001', token)).status).toBe(200);
  });

  it('accepts a token signed by the external login service (JWKS) and refuses a wrong issuer', async () => {
    const external = await new SignJWT({ uid: '20001' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://login.example.cn')
      .setAudience('edu-platform')
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await get('/ai/conversations?uid=20001', external);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, data: [], message: 'success' });

    const wrongIssuer = await new SignJWT({ uid: '20001' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://evil.example.cn')
      .setAudience('edu-platform')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await get('/ai/conversations', wrongIssuer)).status).toBe(401);

    const neverExpires = await new SignJWT({ uid: '20001' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://login.example.cn')
      .setAudience('edu-platform')
      .sign(privateKey);
    expect((await get('/ai/conversations', neverExpires)).status).toBe(401);

    // A token the login service issued for another application is not ours.
    for (const audience of ['other-app', undefined]) {
      const builder = new SignJWT({ uid: '20001' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://login.example.cn')
        .setExpirationTime('1h');
      const foreign = await (audience ? builder.setAudience(audience) : builder).sign(privateKey);
      expect((await get('/ai/conversations', foreign)).status).toBe(401);
    }
  });
});

describe('CORS', () => {
  it('allows the listed origins only', async () => {
    const allowed = await fetch(`${server.url}/ai/conversations`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://county-b.cn', 'Access-Control-Request-Method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://county-b.cn');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    const refused = await fetch(`${server.url}/ai/conversations`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example.com', 'Access-Control-Request-Method': 'GET' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the CORS header on streamed chat replies too', async () => {
    const response = await fetch(`${server.url}/ai/chat`, {
      method: 'POST',
      headers: {
        Origin: 'https://www.county-a.cn',
        Authorization: `Bearer ${await server.tokenFor('teacher')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ messages: [{ role: 'user', content: '你好' }] }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.county-a.cn');
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await response.text()).toMatch(/data: \[DONE\]\n\n$/);
  });
});

describe('unknown paths', () => {
  it('answer 404 with the envelope', async () => {
    const response = await get('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});
