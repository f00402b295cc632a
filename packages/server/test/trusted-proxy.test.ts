import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

// Behind a TLS proxy (TRUST_PROXY names it), the server answers with the scheme and host the browser used:
// the upload address it hands out, the same-origin rule of the login form, the cookie's Secure flag. From a
// peer that is not a trusted proxy the forwarding headers change nothing.

const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'edu.example.cn' };

let proxied: TestServer;
let direct: TestServer;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([startTestServer({ TRUST_PROXY: '127.0.0.1' }), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([proxied?.stop(), direct?.stop()]);
});

async function uploadAddress(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/resource_api/storage/getPresignedPostFormData?fileName=a.pdf`, {
    headers: { authorization: `Bearer ${await server.tokenFor('teacher')}`, ...forwarded },
  });
  return ((await response.json()) as { data: { postURL: string } }).data.postURL;
}

function signIn(server: TestServer, origin: string) {
  return fetch(`${server.url}/auth/login/form`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...forwarded },
    body: new URLSearchParams({ username: 'student', password: 'demo1234' }),
  });
}

describe('TRUST_PROXY and X-Forwarded-Proto / X-Forwarded-Host', () => {
  it('hands out the https upload address of the site the proxy serves', async () => {
    expect(await uploadAddress(proxied)).toBe('https://edu.example.cn/resource_api/storage/upload');
  });

  it('takes the forwarded origin as ours for the login form, and marks the cookie Secure', async () => {
    const response = await signIn(proxied, 'https://edu.example.cn');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/edu_token=[^;]+;.*\bSecure\b/);
    expect((await signIn(proxied, proxied.url)).status).toBe(403);
  });

  it('ignores the headers when the setting is off (the default)', async () => {
    // Neither PUBLIC_ORIGIN nor a trusted proxy: a site path, never an origin built from the Host header.
    expect(await uploadAddress(direct)).toBe('/resource_api/storage/upload');
    expect((await signIn(direct, 'https://edu.example.cn')).status).toBe(403);
    const own = await signIn(direct, direct.url);
    expect(own.status).toBe(303);
    expect(own.headers.get('set-cookie')).not.toMatch(/\bSecure\b/);
  });
});
