import { saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent } from './portal-environment';

const launcherOf = (page: Page) => page.locator('[data-edu-assistant]').getByRole('button', { name: '打开AI助手' });

/** Navigates inside the app (a click on an in-app link), as a person would. */
async function goWithin(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

describe('the assistant', () => {
  const environment = setUpPortalEnvironment();

  it('shows only to a signed-in user, only on SPEC paths, and loads after the page is interactive', async () => {
    const visitor = await newPage(environment);
    await visitor.goto(`${environment.url}/index`);
    await waitForContent(visitor);
    await visitor.waitForTimeout(2_500);
    expect(await visitor.locator('edu-assistant').count()).toBe(0);

    const page = await newPage(environment);
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (/assistant|edu-assistant|panel/.test(request.url())) widgetRequests.push(request.url());
    });
    await signIn(page, environment, 'teacher');
    await launcherOf(page).waitFor({ timeout: 20_000 });
    for (const path of ['/application']) {
      await goWithin(page, path);
      await expect.poll(() => launcherOf(page).count()).toBe(1);
    }
    for (const path of ['/information', '/jhmessage', '/404']) {
      await goWithin(page, path);
      await expect.poll(() => launcherOf(page).count()).toBe(0);
    }
    await goWithin(page, '/index');
    await expect.poll(() => launcherOf(page).count()).toBe(1);
    expect(widgetRequests.length).toBeGreaterThan(0);
  });

  it('draws only the launcher until someone reaches for it: the panel’s code comes on hover (issue #36)', async () => {
    const page = await newPage(environment);
    const appChunk = /\/assets\/assistant-app-[^/]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signIn(page, environment, 'teacher');
    await launcherOf(page).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => appChunk.test(url))).toEqual([]);
    const loading = page.waitForRequest(appChunk);
    await launcherOf(page).hover();
    await loading;
    await launcherOf(page).click();
    await page.locator('[data-edu-assistant]').getByRole('textbox', { name: '输入问题' }).first().waitFor();
  });

  it('answers a question through /ai on this origin with the session cookie, no token', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher');
    await launcherOf(page).click({ timeout: 20_000 });
    const host = page.locator('[data-edu-assistant]');
    const input = host.getByRole('textbox', { name: '输入问题' });
    await input.waitFor();
    const streamed = page.waitForResponse((response) => response.url().endsWith('/ai/chat'));
    await input.fill('怎么参加比赛');
    await input.press('Enter');
    const chat = await streamed;
    expect(chat.status()).toBe(200);
    expect(chat.request().headers().authorization).toBeUndefined();
    const reply = host.locator('[data-role="assistant"]').last();
    await expect.poll(() => reply.textContent(), { timeout: 30_000 }).toContain('离线导览模式');
    await saveScreenshot(page, 'portal/assistant-answer-1440');
  });
});
