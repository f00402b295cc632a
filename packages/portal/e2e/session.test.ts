import { saveScreenshot } from '@edu/browser-harness';
import { describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent } from './portal-environment';
import { seededContent } from './seeded-content';

describe('sign-in, sign-out, guards and the unread badge', () => {
  const environment = setUpPortalEnvironment();

  it('signs in through /login and the server page, back to the page the visitor was on, then signs out', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/information`);
    await waitForContent(page);
    await page.getByRole('link', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/auth\/login\?redirect_url=%2Finformation$/);
    await page.getByLabel('用户名').fill('teacher');
    await page.getByLabel('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${environment.url}/information`);
    const userButton = page.getByRole('button', { name: /王丽华/ });
    await userButton.waitFor();
    // The portal never sees the token: the session lives in the HttpOnly cookie (CONTRACTS §1.1).
    const scriptVisibleCookies = await page.evaluate(() => document.cookie);

    await userButton.click();
    await expect.poll(() => page.getByRole('link', { name: '工作台' }).isVisible()).toBe(true);
    const logout = page.waitForRequest((request) => request.url().includes('/resource_api/api/admin/logout/token'));
    await page.getByRole('button', { name: '退出登录' }).click();
    expect((await logout).method()).toBe('POST');
    await page.waitForURL(`${environment.url}/information`);
    await page.getByRole('link', { name: '登录', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /王丽华/ }).count()).toBe(0);
    expect(scriptVisibleCookies).not.toContain('edu_token');
  });

  it("takes a signed-in user's page over with the user menu working: the first click opens it, however late its chunk", async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher');
    // Hydrated without its chunk, the menu would stay the server's markup once the root stopped being
    // inert, and the click would be lost (as it once was on a busy CI machine).
    await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(`${environment.url}/information`);
    await waitForContent(page);
    await page.getByRole('button', { name: /王丽华/ }).click();
    await expect.poll(() => page.getByRole('link', { name: '工作台' }).isVisible()).toBe(true);
  });

  it('sends an anonymous visitor of /personal, and a teacher of /lyyk/manage, to /index', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/personal?typeIndex=1`);
    await page.waitForURL(`${environment.url}/index`);
    await signIn(page, environment, 'teacher');
    await page.goto(`${environment.url}/lyyk/manage`);
    await page.waitForURL(`${environment.url}/index`);
  });

  it('shows the unread count on the bell of a signed-in user, and a login bell to a visitor', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/index`);
    await page.getByRole('link', { name: '消息（请先登录）' }).waitFor();
    await signIn(page, environment, 'teacher');
    const badge = page.getByTestId('unread-badge');
    await expect.poll(() => badge.textContent(), { timeout: 30_000 }).toBe('3');
    // Reading a message lowers the count.
    const { teacherMessage } = await seededContent(environment);
    await page.goto(`${environment.url}/messageInfo/${teacherMessage.id}`);
    await expect.poll(() => page.locator('main').textContent()).toContain(teacherMessage.title);
    await expect.poll(() => badge.textContent(), { timeout: 30_000 }).toBe('2');
  });

  it('prompts a user whose password expired after 3 s, and skipping extends it', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'expired');
    const dialog = page.getByRole('dialog', { name: '密码已过期' });
    await dialog.waitFor({ timeout: 20_000 });
    // Only postponed, not required: it can be closed too.
    expect(await dialog.getByRole('button', { name: '关闭' }).count()).toBe(1);
    const update = page.waitForResponse((response) =>
      response.url().includes('/api/edu/uc/eduUserExt/updateExpirTime'),
    );
    await dialog.getByRole('button', { name: '暂不修改' }).click();
    expect((await update).status()).toBe(200);
    await expect.poll(() => dialog.count()).toBe(0);
    // With hideConfirm the prompt never shows (the password was extended anyway, so check a fresh user).
    const other = await newPage(environment);
    await signIn(other, environment, 'teacher', '/index?hideConfirm=1');
    await other.waitForTimeout(3_500);
    expect(await other.getByRole('dialog').count()).toBe(0);
  });

  it('leaves the sign-in page back to the portal through 返回首页, at a desktop and a phone width', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/login?redirect_url=${encodeURIComponent('/resource')}`);
    await page.waitForURL(/\/auth\/login\?redirect_url=%2Fresource$/);
    await saveScreenshot(page, 'portal/sign-in-page-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'portal/sign-in-page-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${environment.url}/index`);
    await waitForContent(page);
  });
});
