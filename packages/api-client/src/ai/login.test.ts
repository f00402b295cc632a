import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '../testing/start-test-server';
import { login } from './login';

let reply: { status: number; body: unknown };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((_request, response) => sendJson(response, reply.status, reply.body));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const user = { userId: 7, userName: '张老师', uid: 'u7', sysRoles: [{ roleId: 1, roleName: '教师' }], extra: 'kept' };

describe('login', () => {
  it.each([
    ['the origin', ''],
    ['the AI base URL', '/ai'],
    ['a deep path with a query', '/x/y?z=1'],
  ])('posts the credentials in the body to {origin}/auth/login given %s', async (_label, suffix) => {
    reply = { status: 200, body: { code: 200, data: { token: 'jwt-1', user }, message: 'ok' } };
    expect(await login(`${server.origin}${suffix}`, { username: 'zhang', password: 'secret1' })).toEqual({
      token: 'jwt-1',
      user,
    });
    const request = server.requests[0] as RecordedRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/auth/login');
    expect(JSON.parse(request.text)).toEqual({ username: 'zhang', password: 'secret1' });
    expect(request.headers.authorization).toBeUndefined();
  });

  it('rejects wrong credentials with the server message', async () => {
    reply = { status: 401, body: { code: 401, message: '用户名或密码错误' } };
    await expect(login(server.origin, { username: 'zhang', password: 'bad' })).rejects.toMatchObject({
      code: 'http-status',
      status: 401,
      message: '用户名或密码错误',
    });
  });

  it('rejects a reply without a token as invalid', async () => {
    reply = { status: 200, body: { code: 200, data: { user } } };
    await expect(login(server.origin, { username: 'zhang', password: 'x' })).rejects.toMatchObject({
      code: 'invalid-response',
    });
  });

  it('rejects blank credentials before sending', async () => {
    await expect(login(server.origin, { username: ' ', password: 'x' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(server.requests).toHaveLength(0);
  });
});
