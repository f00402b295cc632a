import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

// Every redirect the server makes stays on the site: the logout, the login form's return and the login
// page's hidden field, for hostile `redirect_url` values as a browser would send them (raw query text).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Hostile `redirect_url` query values, already percent-encoded as they travel in the URL. */
const HOSTILE = [
  '%2F%09%2Fevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '%2F%0D%2Fevil.example',
  '/%2509/evil.example',
  '/%00/evil.example',
  '/%20/evil.example',
  '/%E3%80%80/evil.example',
  '/%C2%A0/evil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%255Cevil.example',
  '//evil.example',
  '%2F%2Fevil.example',
  '///evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2F/evil.example',
  'https://evil.example/',
  'HTTPS://EVIL.EXAMPLE/',
  'https:evil.example',
  'https://127.0.0.1.evil.example/',
  'http://127.0.0.1:1/index',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java%0Ascript:alert(1)',
  'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
];

/** Targets that do not even decode: the URL is refused (400) before any redirect is considered. */
const MALFORMED = ['/%ZZ', '/%E0%A4%A', '%', '/%C0%AF'];

/** The place a browser would go for a Location header, resolved against our origin. */
const destination = (location: string | null) => new URL(location ?? '', server.url);

describe('GET /auth/logout?redirect_url=', () => {
  it.each(HOSTILE)('keeps %s on the site (the default /index)', async (raw) => {
    const response = await fetch(`${server.url}/auth/logout?redirect_url=${raw}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location');
    expect(location).toBe('/index');
    expect(destination(location).origin).toBe(server.url);
  });

  it.each([
    ['%2Fzhsj', '/zhsj'],
    ['%2Fpersonal%3FtypeIndex%3D2', '/personal?typeIndex=2'],
    [`${encodeURIComponent(`${'http://127.0.0.1'}`)}`, '/index'],
  ])('follows the same-site target %s to %s', async (raw, expected) => {
    const response = await fetch(`${server.url}/auth/logout?redirect_url=${raw}`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe(expected);
  });

  it('follows a full URL of our own origin as its path', async () => {
    const target = encodeURIComponent(`${server.url}/resource?x=1`);
    const response = await fetch(`${server.url}/auth/logout?redirect_url=${target}`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/resource?x=1');
  });
});

describe('POST /auth/login/form redirect_url', () => {
  it.each(HOSTILE)('returns to the workbench for %s', async (raw) => {
    const response = await fetch(`${server.url}/auth/login/form`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: `username=teacher&password=demo1234&redirect_url=${raw}`,
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location');
    expect(location).toBe('/personal?typeIndex=1');
    expect(destination(location).origin).toBe(server.url);
  });
});

describe('GET /auth/login?redirect_url=', () => {
  it.each(HOSTILE)('writes the default into the form for %s', async (raw) => {
    const html = await (await fetch(`${server.url}/auth/login?redirect_url=${raw}`)).text();
    expect(html).toContain('name="redirect_url" value="/personal?typeIndex=1"');
    expect(html).not.toMatch(/evil\.example|javascript:/i);
  });
});

describe('malformed redirect targets', () => {
  it.each(MALFORMED.flatMap((raw) => [`/auth/logout?redirect_url=${raw}`, `/auth/login?redirect_url=${raw}`]))(
    '%s is a 400 naming the problem, with no redirect and no cookie change',
    async (url) => {
      const response = await fetch(`${server.url}${url}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(((await response.json()) as { message: string }).message).toMatch(/百分号编码不正确/);
    },
  );
});
