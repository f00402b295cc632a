import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerEnv } from '../http/server-env';
import { createPortalHosting } from './portal-hosting';

const TEMPLATE = '<!doctype html><html><body><div id="root"></div></body></html>';

/** Serves a portal build of one index.html whose render makes one API call; records what the API was given. */
function hostingWithOneCall(dir: string) {
  const calls: { request: Request; env: ServerEnv['Bindings'] }[] = [];
  const app = createPortalHosting({
    dir,
    renderPage: async ({ template, answer }) => {
      // The render's own request names a cookie: the hosting must not pass it on as the visitor's.
      const response = await answer(
        new Request('http://render.invalid/resource_api/portal/v1/example?x=1', {
          headers: { cookie: 'edu_token=ignored' },
        }),
      );
      return {
        kind: 'page',
        html: template.replace('<div id="root"></div>', `<div id="root">${await response.text()}</div>`),
      };
    },
    answerApiCall: async (request, env) => {
      calls.push({ request, env });
      return new Response('answered');
    },
  });
  return { app, calls };
}

describe("the server render's API calls", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const portalDir = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'edu-portal-hosting-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    return dir;
  };

  it("reach the API in-process for the page's visitor: their token handed over, no cookie and no forged Sec-Fetch-*", async () => {
    const { app, calls } = hostingWithOneCall(portalDir());
    const page = await app.request('/index', {
      headers: {
        accept: 'text/html',
        cookie: 'edu_token=visitor-token',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
      },
    });
    expect(await page.text()).toContain('<div id="root">answered</div>');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.env.renderCaller).toEqual({ token: 'visitor-token' });
    expect(call?.request.headers.get('cookie')).toBeNull();
    expect(call?.request.headers.get('sec-fetch-site')).toBeNull();
    expect(call?.request.headers.get('sec-fetch-mode')).toBeNull();
    expect(call?.request.url).toBe('http://localhost/resource_api/portal/v1/example?x=1');
  });

  it('hand over no token for an anonymous visitor', async () => {
    const { app, calls } = hostingWithOneCall(portalDir());
    await app.request('/index', { headers: { accept: 'text/html' } });
    expect(calls[0]?.env.renderCaller).toEqual({ token: undefined });
  });
});
