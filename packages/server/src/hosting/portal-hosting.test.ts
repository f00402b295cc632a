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
        firstPictures: [],
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

describe('the preload of the pictures a page shows first', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const PRELOAD = /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g;

  /** A hosting whose render draws `/index` (naming its pictures) and nothing else; counts the direct reads. */
  function hostingWithPictures() {
    dir = mkdtempSync(path.join(tmpdir(), 'edu-portal-hosting-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE.replace('<body>', '<head></head><body>'));
    const lookedUp: string[] = [];
    const app = createPortalHosting({
      dir,
      renderPage: async ({ url, template }) =>
        url === '/index'
          ? { kind: 'page', html: template, firstPictures: ['/uploads/drawn.jpg', 'https://evil.example/x.jpg'] }
          : undefined,
      answerApiCall: async () => new Response('unused'),
      firstPicturesOf: async (pagePath) => {
        lookedUp.push(pagePath);
        return ['/uploads/looked-up.jpg'];
      },
    });
    const preloadsOf = async (page: string) => {
      const html = await (await app.request(page, { headers: { accept: 'text/html' } })).text();
      return [...html.matchAll(PRELOAD)].map((match) => match[1]);
    };
    return { preloadsOf, lookedUp };
  }

  it("takes a drawn page's pictures from its render, without reading them again", async () => {
    const { preloadsOf, lookedUp } = hostingWithPictures();
    expect(await preloadsOf('/index')).toEqual(['/uploads/drawn.jpg']);
    expect(lookedUp).toEqual([]);
  });

  it('looks the pictures up for a page the render did not draw', async () => {
    const { preloadsOf, lookedUp } = hostingWithPictures();
    expect(await preloadsOf('/information')).toEqual(['/uploads/looked-up.jpg']);
    expect(lookedUp).toEqual(['/information']);
  });
});
