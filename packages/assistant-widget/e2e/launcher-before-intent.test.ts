import { saveScreenshot } from '@edu/browser-harness';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { launcherBox, widget } from './widget-page';

/*
 * Issue #36: the page pays for the launcher only. The panel's code (React, the panel, the API client) is
 * requested on intent (pointer over the launcher, focus, touch), a click before it arrived opens a
 * loading panel that keeps what is typed and pressed, and a failed load says so and can be retried.
 */
const env = setUpWidgetEnvironment();
const pageUrl = () => `/pages/index.html?uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`;
const APP_CHUNK = /\/widget\/chunks\/mount-assistant-app-[^/]+\.js$/;
/** Strings only React's runtime carries. */
const REACT_MARKERS = ['react.transitional.element', 'react.dev/errors'];

/** Holds back the panel's main chunk until `release` is called (or fails it with `fail`). */
async function holdAppChunk(page: Page) {
  let release: () => void = () => undefined;
  let fail = false;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await released;
    if (fail) await route.abort('connectionrefused');
    else await route.continue();
  };
  await page.route(APP_CHUNK, handler);
  return {
    release: () => release(),
    failNext() {
      fail = true;
      release();
    },
    async stop() {
      await page.unroute(APP_CHUNK, handler);
    },
  };
}

describe('before intent', () => {
  it('the page gets the launcher without React; pointing at it starts loading the panel', async () => {
    const page = await env.session.newPage(undefined, { viewport: { width: 1280, height: 860 } });
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/widget/')) return;
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto(`${env.server.url}${pageUrl()}`);
    const w = widget(page);
    await w.launcher.waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => APP_CHUNK.test(script.url))).toEqual([]);
    const withReact = scripts.filter((script) => REACT_MARKERS.some((marker) => script.body.includes(marker)));
    expect(withReact.map((script) => script.url)).toEqual([]);

    const appRequested = page.waitForRequest(APP_CHUNK);
    await w.launcher.hover();
    await appRequested;
    // Nothing else happened: the panel opens on the click only.
    await page.waitForTimeout(300);
    expect(await w.panel.count()).toBe(0);
  });

  it('focus on the launcher is intent too, and Enter opens the panel', async () => {
    const page = await env.session.newPage(pageUrl(), { viewport: { width: 1280, height: 860 } });
    const w = widget(page);
    await w.launcher.waitFor();
    const appRequested = page.waitForRequest(APP_CHUNK);
    await w.launcher.focus();
    await appRequested;
    await page.keyboard.press('Enter');
    await w.panel.waitFor();
    await expect.poll(() => w.input.evaluate((element) => element.matches(':focus'))).toBe(true);
  });

  it('drags, moves by keyboard and is remembered while the panel’s code cannot arrive', async () => {
    const page = await env.session.newPage(pageUrl(), { viewport: { width: 1200, height: 800 } });
    await page.route(APP_CHUNK, (route) => route.abort('connectionrefused'));
    const w = widget(page);
    await w.launcher.waitFor();
    const box = await launcherBox(page);
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(300, 200, { steps: 8 });
    await page.mouse.up();
    // Snapped to the left edge at the height it was dropped.
    await expect.poll(async () => Math.round((await launcherBox(page)).x)).toBe(28);
    await w.launcher.focus();
    await page.keyboard.press('Shift+ArrowUp');
    expect(Math.round((await launcherBox(page)).y)).toBe(120);
    await page.reload();
    await w.launcher.waitFor();
    expect([Math.round((await launcherBox(page)).x), Math.round((await launcherBox(page)).y)]).toEqual([28, 120]);
    expect(await w.panel.count()).toBe(0);
  });
});

describe('the loading panel', () => {
  it('opens on a click before the panel’s code is there, keeps the question and sends it on Enter', async () => {
    const page = await env.session.newPage(undefined, { viewport: { width: 1280, height: 860 } });
    const hold = await holdAppChunk(page);
    await page.goto(`${env.server.url}${pageUrl()}`);
    const w = widget(page);
    await w.launcher.click();
    await w.loadingPanel.waitFor();
    expect(await w.launcher.getAttribute('aria-busy')).toBe('true');
    expect(await w.launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await w.loadingPanel.getByRole('status').textContent()).toContain('正在打开AI助手');
    // The focus is in its field, which takes the question.
    await page.keyboard.type('课后服务有哪些课程？');
    await page.keyboard.press('Enter');
    expect(await w.loadingPanel.getByRole('status').textContent()).toContain('问题将在加载完成后发送');
    await saveScreenshot(page, 'widget/loading-panel-1280');
    hold.release();
    await w.panel.waitFor();
    await expect.poll(() => w.loadingPanel.count()).toBe(0);
    await expect.poll(() => w.userMessages.last().textContent()).toBe('课后服务有哪些课程？');
    await w.send.waitFor({ timeout: 20_000 });
    expect(await w.input.inputValue()).toBe('');
    expect(await w.launcher.getAttribute('aria-busy')).toBeNull();
  });

  it('closed and opened again it still holds what was typed, which the panel takes over', async () => {
    const page = await env.session.newPage(undefined, { viewport: { width: 1280, height: 860 } });
    const hold = await holdAppChunk(page);
    await page.goto(`${env.server.url}${pageUrl()}`);
    const w = widget(page);
    await w.launcher.click();
    await w.loadingPanel.waitFor();
    await page.keyboard.type('打了一半');
    await page.keyboard.press('Escape');
    await expect.poll(() => w.loadingPanel.isVisible()).toBe(false);
    expect(await w.launcher.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => w.launcher.evaluate((element) => element.matches(':focus'))).toBe(true);
    await w.launcher.click();
    await w.loadingPanel.waitFor();
    hold.release();
    await w.panel.waitFor();
    expect(await w.input.inputValue()).toBe('打了一半');
    await expect.poll(() => w.input.evaluate((element) => element.matches(':focus'))).toBe(true);
  });

  it('says when the panel’s code could not be loaded, and retry opens it with the question kept', async () => {
    const page = await env.session.newPage(undefined, { viewport: { width: 1280, height: 860 } });
    const hold = await holdAppChunk(page);
    await page.goto(`${env.server.url}${pageUrl()}`);
    const w = widget(page);
    await w.launcher.click();
    await w.loadingPanel.waitFor();
    await page.keyboard.type('网络断了也别丢');
    hold.failNext();
    await expect.poll(() => w.loadingPanel.getByRole('status').textContent()).toContain('AI助手加载失败');
    const retry = w.loadingPanel.getByRole('button', { name: '重试' });
    expect(await retry.isVisible()).toBe(true);
    await saveScreenshot(page, 'widget/loading-panel-failed-1280');
    await hold.stop();
    await retry.click();
    await w.panel.waitFor();
    expect(await w.input.inputValue()).toBe('网络断了也别丢');
  });
});
