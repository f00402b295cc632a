import { rmSync } from 'node:fs';
import { type BrowserSession, startBrowserSession } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/start-test-server';
import { buildWidgetBundle } from './build-widget-bundle';

const SHOTS = '/tmp/shots-server';

describe('demo home page in Chromium', () => {
  let widgetDir: string;
  let server: TestServer;
  let session: BrowserSession;
  beforeAll(async () => {
    widgetDir = await buildWidgetBundle();
    server = await startTestServer({ WIDGET_DIR: widgetDir });
    session = await startBrowserSession({ baseUrl: server.url });
  }, 120_000);
  afterAll(async () => {
    await session?.close();
    await server?.stop();
    if (widgetDir) rmSync(widgetDir, { recursive: true, force: true });
  });

  /** Console errors, page errors and CSP violations of a page: a strict page must raise none. */
  function watch(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    return problems;
  }

  it('logs in through the form, shows the assistant, and streams a guide answer', { timeout: 90_000 }, async () => {
    const page = await session.newPage(undefined, { viewport: { width: 1280, height: 860 } });
    const problems = watch(page);
    await page.goto(`${server.url}/`);
    expect(await page.locator('h1').textContent()).toBe('叶县教育公共服务平台');
    expect(await page.locator('edu-assistant').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/home-anonymous.png`, fullPage: true });

    await page.getByRole('link', { name: '登录' }).click();
    await page.waitForURL(/\/auth\/login\?redirect_url=%2F$/);
    await page.getByLabel('用户名').fill('teacher');
    await page.getByLabel('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.locator('main').textContent()).toContain('已登录：王丽华');

    const host = page.locator('edu-assistant');
    const launcher = host.getByRole('button', { name: '打开AI助手' });
    await launcher.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/home-logged-in.png` });

    const streamed = page.waitForResponse((response) => response.url().endsWith('/ai/chat'));
    await launcher.click();
    const input = host.getByRole('textbox', { name: '输入问题' });
    await input.waitFor();
    await input.fill('怎么参加比赛');
    await input.press('Enter');
    const chat = await streamed;
    expect(chat.status()).toBe(200);
    expect(chat.headers()['content-type']).toMatch(/^text\/event-stream/);
    // No token anywhere in the page: the widget's calls carry the HttpOnly session cookie (CONTRACTS 1.9).
    expect(chat.request().headers().authorization).toBeUndefined();
    expect(await page.evaluate('document.cookie')).not.toContain('edu_token');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'edu_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.content()).not.toMatch(/token=|eyJ[\w-]+\.[\w-]+/);

    const reply = host.locator('[data-role="assistant"]').last();
    await expect.poll(() => reply.textContent(), { timeout: 30_000 }).toContain('离线导览模式');
    // The guide links the contest pages.
    await expect.poll(() => reply.locator('a[href*="/contest"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await host.getByRole('button', { name: '发送' }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/home-assistant-answer.png` });
    expect(problems).toEqual([]);
  });
});
