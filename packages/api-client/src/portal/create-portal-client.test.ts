import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PortalApiError } from '../errors/portal-api-error';
import { isPortalApiError } from '../errors/portal-api-error';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '../testing/start-test-server';
import { createPortalClient, type PortalClientOptions, withPortalPrefix } from './create-portal-client';

let reply: { status: number; body: unknown; delayMs?: number };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(async (_request, response) => {
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (typeof reply.body === 'string') {
      response.writeHead(reply.status, { 'content-type': 'text/html' });
      response.end(reply.body);
    } else sendJson(response, reply.status, reply.body);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const last = () => server.requests.at(-1) as RecordedRequest;
function portal(extra: Partial<PortalClientOptions> = {}) {
  return createPortalClient({ baseUrl: server.origin, getToken: () => 'tok', areaCode: '410422', ...extra });
}
async function rejection(promise: Promise<unknown>): Promise<PortalApiError> {
  try {
    await promise;
  } catch (error) {
    expect(isPortalApiError(error)).toBe(true);
    return error as PortalApiError;
  }
  throw new Error('expected a rejection');
}

describe('withPortalPrefix', () => {
  it.each([
    ['portal/v1/x', '/resource_api/portal/v1/x'],
    ['/portal/v1/x', '/resource_api/portal/v1/x'],
    ['/resource_api/portal/v1/x', '/resource_api/portal/v1/x'],
    ['resource_api/a', '/resource_api/a'],
    ['/resource_apis/a', '/resource_api/resource_apis/a'],
  ])('%s → %s', (path, expected) => {
    expect(withPortalPrefix(path)).toBe(expected);
  });
});

describe('portal requests', () => {
  it('GET: prefix, areaCode, no-cache, bearer token, params without empty values', async () => {
    reply = { status: 200, body: { code: 20000, data: [1, 2] } };
    expect(await portal().get('portal/v1/x', { params: { a: 1, b: undefined, c: null, d: 'z' } })).toEqual([1, 2]);
    expect(last().method).toBe('GET');
    const url = new URL(last().url, server.origin);
    expect(url.pathname).toBe('/resource_api/portal/v1/x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ a: '1', d: 'z', areaCode: '410422' });
    expect(last().headers['cache-control']).toBe('no-cache');
    expect(last().headers.authorization).toBe('Bearer tok');
  });

  it('POST: JSON body and no areaCode', async () => {
    reply = { status: 200, body: { code: 0, data: { ok: true } } };
    expect(await portal().post('/resource_api/a/b', { json: { pageNum: 1 } })).toEqual({ ok: true });
    expect(last().method).toBe('POST');
    expect(last().url).toBe('/resource_api/a/b');
    expect(JSON.parse(last().text)).toEqual({ pageNum: 1 });
  });

  it('sends no areaCode when none is configured and no Authorization without a token', async () => {
    reply = { status: 200, body: { code: 0, data: null } };
    await createPortalClient({ baseUrl: `${server.origin}/` }).get('x');
    expect(last().url).toBe('/resource_api/x');
    expect(last().headers.authorization).toBeUndefined();
  });

  it.each([
    ['code 20000', { code: 20000, data: 'a' }],
    ['code 0', { code: 0, data: 'a' }],
    ['code "0" as text', { code: '0', data: 'a' }],
    ['status 1000', { status: 1000, data: 'a' }],
    ['status 1000 beside another code', { code: 1, status: 1000, data: 'a' }],
  ])('treats %s as success', async (_label, body) => {
    reply = { status: 200, body };
    expect(await portal().get('x')).toBe('a');
  });

  it('checks data with the given schema', async () => {
    reply = { status: 200, body: { code: 0, data: { n: 'not a number' } } };
    const error = await rejection(portal().get('x', { schema: z.object({ n: z.number() }) }));
    expect(error.code).toBe('invalid-response');
  });
});

describe('portal error rules (SPEC §8)', () => {
  it.each([
    ['message', { code: 500, message: '服务异常', msg: 'ignored' }, '服务异常'],
    ['msg', { code: 500, msg: '参数错误' }, '参数错误'],
    ['the fallback', { code: 500 }, 'request error, please try again later'],
    ['the fallback for status 999', { status: 999 }, 'request error, please try again later'],
  ])('a failed envelope shows %s', async (_label, body, message) => {
    reply = { status: 200, body };
    const error = await rejection(portal().get('x'));
    expect(error).toMatchObject({ code: 'envelope', message, status: 200 });
  });

  it.each([
    [400, 'request error, nothing changed'],
    [404, 'record does not exist'],
    [500, 'server error'],
    [502, 'gateway error'],
    [503, 'service unavailable or overloaded'],
    [504, 'gateway timeout'],
  ])('HTTP %i without a body message shows the status text', async (status, message) => {
    reply = { status, body: '<html>error</html>' };
    expect(await rejection(portal().get('x'))).toMatchObject({ code: 'http-status', status, message });
  });

  it('HTTP error with a server msg shows the msg', async () => {
    reply = { status: 500, body: { code: 500, msg: '数据库错误' } };
    expect(await rejection(portal().get('x'))).toMatchObject({ message: '数据库错误', envelopeCode: 500 });
  });

  it('a 2xx body that is not JSON is an invalid response', async () => {
    reply = { status: 200, body: '<html>' };
    expect((await rejection(portal().get('x'))).code).toBe('invalid-response');
  });

  it.each([
    ['HTTP 401', { status: 401, body: { code: 401, message: '未登录' } }, 'unauthorized'],
    ['envelope code 401', { status: 200, body: { code: 401, msg: 'token 过期' } }, 'unauthorized'],
    ['HTTP 403', { status: 403, body: '' }, 'forbidden'],
    ['envelope code 403', { status: 200, body: { code: 403 } }, 'forbidden'],
  ])('%s calls the %s handler once and rejects', async (_label, response, which) => {
    reply = response;
    const calls: string[] = [];
    const client = portal({
      onUnauthorized: (error) => calls.push(`unauthorized:${error.code}`),
      onForbidden: (error) => calls.push(`forbidden:${error.code}`),
    });
    const error = await rejection(client.get('x'));
    expect(calls).toEqual([`${which}:${error.code}`]);
  });

  it('HTTP 403 without a message shows its status text', async () => {
    reply = { status: 403, body: '' };
    expect((await rejection(portal().get('x'))).message).toBe('authorised but forbidden');
  });

  it('calls no handler for other failures', async () => {
    reply = { status: 500, body: {} };
    const calls: string[] = [];
    await rejection(portal({ onUnauthorized: () => calls.push('u'), onForbidden: () => calls.push('f') }).get('x'));
    expect(calls).toEqual([]);
  });

  it('times out with "server connection timed out"', async () => {
    reply = { status: 200, body: { code: 0 }, delayMs: 2000 };
    const started = Date.now();
    expect(await rejection(portal({ timeoutMs: 60 }).get('x'))).toMatchObject({
      code: 'timeout',
      message: 'server connection timed out',
    });
    // Well before the reply (2 s): the bound is loose so a loaded machine does not fail it.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a refused connection with "server connection timed out"', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    expect(await rejection(createPortalClient({ baseUrl: closed.origin }).get('x'))).toMatchObject({
      code: 'network',
      message: 'server connection timed out',
    });
  });

  it('rejects as aborted when the caller aborts', async () => {
    reply = { status: 200, body: { code: 0 }, delayMs: 300 };
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    expect((await rejection(portal().get('x', { signal: controller.signal }))).code).toBe('aborted');
  });
});
