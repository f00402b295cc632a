import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '../testing/start-test-server';
import { exchangeIdToken } from './exchange-id-token';

let reply: { status: number; body: unknown };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((_request, response) => sendJson(response, reply.status, reply.body));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('exchangeIdToken', () => {
  it('posts an RFC 8693 token exchange of the ID token to {origin}/auth/token and answers the Bearer token', async () => {
    const answer = {
      access_token: 'local-jwt',
      issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      token_type: 'Bearer',
      expires_in: 43_200,
    };
    reply = { status: 200, body: answer };
    expect(await exchangeIdToken(`${server.origin}/ai`, 'provider-id-token')).toEqual(answer);
    const request = server.requests[0] as RecordedRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/auth/token');
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.text))).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: 'provider-id-token',
      subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
    });
  });

  it('rejects a refusal with the server description, and an answer of another shape', async () => {
    reply = { status: 400, body: { error: 'invalid_grant', error_description: '该账号已被停用' } };
    await expect(exchangeIdToken(server.origin, 't')).rejects.toMatchObject({
      code: 'http-status',
      status: 400,
      message: '该账号已被停用',
    });
    reply = { status: 200, body: { access_token: 'x', token_type: 'mac' } };
    await expect(exchangeIdToken(server.origin, 't')).rejects.toMatchObject({ code: 'invalid-response' });
  });
});
