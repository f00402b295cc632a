import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, startBrowserSession } from './start-browser-session';

describe('startBrowserSession', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession({
      headers: { 'content-security-policy': "default-src 'self'" },
      handle(request, response) {
        if (request.url !== '/') return false;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>harness</title><button onclick="this.textContent=\'按下\'">按钮</button>');
        return true;
      },
    });
  });
  afterAll(() => session.close());

  it('serves a page that headless Chromium renders and clicks', async () => {
    const page = await session.newPage('/');
    expect(await page.title()).toBe('harness');
    await page.getByRole('button').click();
    expect(await page.getByRole('button').textContent()).toBe('按下');
  });

  it('gives each page its own storage', async () => {
    const first = await session.newPage('/');
    await first.evaluate(() => localStorage.setItem('k', 'v'));
    const second = await session.newPage('/');
    expect(await second.evaluate(() => localStorage.getItem('k'))).toBeNull();
  });

  it('answers 404 for paths it does not serve', async () => {
    const response = await fetch(`${session.baseUrl}/missing`);
    expect(response.status).toBe(404);
  });
});
