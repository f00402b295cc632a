import { saveScreenshot } from '@edu/browser-harness';
import { startTestIdentityProvider, type TestIdentityProvider } from '@edu/test-identity-provider';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, waitForContent } from './portal-environment';

// The county's unified login in Chromium: a real OpenID Connect provider (panva's oidc-provider) on a
// loopback port under another host name (localhost, while the portal is on 127.0.0.1: another site to the
// browser), the portal's server configured for it, and a person going through it as they would.

const CLIENT = { id: 'edu-portal', secret: 'edu-portal-secret-for-browser-tests' };
const PERSON = { login: 'yx-t01', password: 'pass-t01' };

describe('signing in through the county’s unified login', () => {
  let provider: TestIdentityProvider;
  beforeAll(async () => {
    provider = await startTestIdentityProvider({
      accounts: [
        {
          id: PERSON.login,
          password: PERSON.password,
          claims: {
            name: '周敏',
            school_name: '叶县昆阳镇第二小学',
            organ_name: '叶县教育体育局',
            roles: ['teachers'],
          },
        },
        { id: 'yx-t02', password: 'pass-t02', claims: { name: '吴刚', roles: ['teachers'] } },
      ],
    });
  });
  const environment = setUpPortalEnvironment(() => ({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
    OIDC_ROLE_MAP: 'teachers=3:教师',
  }));
  beforeAll(() => {
    provider.addClient({
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      client_name: '叶县教育公共服务平台',
      redirect_uris: [`${environment.url}/auth/oidc/callback`],
      post_logout_redirect_uris: [`${environment.url}/auth/oidc/signed-out`],
      backchannel_logout_uri: `${environment.url}/auth/oidc/backchannel-logout`,
    });
  });
  afterAll(async () => {
    await provider?.close();
  });

  /** The provider's own pages, as the person fills them in. */
  async function signInAtProvider(page: Page, person: { login: string; password: string }) {
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('账号').fill(person.login);
    await page.getByLabel('口令').fill(person.password);
    await page.getByRole('button', { name: '登录并继续' }).click();
    await page.getByRole('heading', { name: '授权确认' }).waitFor();
  }

  it('signs in at the provider, lands back on the page with the name in the navbar, the assistant answers, and signs out at both ends', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/information`);
    await waitForContent(page);
    await page.getByRole('link', { name: '登录', exact: true }).click();
    await signInAtProvider(page, PERSON);
    await page.getByRole('button', { name: '同意授权' }).click();
    await page.waitForURL(`${environment.url}/information`);
    const userButton = page.getByRole('button', { name: /周敏/ });
    await userButton.waitFor();
    await saveScreenshot(page, 'portal/unified-login-signed-in-1440');
    // Neither our token nor the provider's is within a script's reach.
    const scriptCookies = await page.evaluate(() => document.cookie);
    expect(scriptCookies).not.toMatch(/edu_token|edu_provider_session|edu_oidc_state/);

    await page.goto(`${environment.url}/index`);
    await waitForContent(page);
    const host = page.locator('[data-edu-assistant]');
    await host.getByRole('button', { name: '打开AI助手' }).click({ timeout: 20_000 });
    const input = host.getByRole('textbox', { name: '输入问题' });
    await input.fill('怎么参加比赛');
    await input.press('Enter');
    const reply = host.locator('[data-role="assistant"]').last();
    await expect.poll(() => reply.textContent(), { timeout: 30_000 }).toContain('离线导览模式');
    await saveScreenshot(page, 'portal/unified-login-assistant-1440');

    await page.goto(`${environment.url}/information`);
    await waitForContent(page);
    await page.getByRole('button', { name: /周敏/ }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByText('是否同时退出统一身份认证？').waitFor();
    await page.getByRole('button', { name: '确认退出' }).click();
    await page.waitForURL(`${environment.url}/information`);
    await page.getByRole('link', { name: '登录', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /周敏/ }).count()).toBe(0);

    // The provider's session ended too: signing in again asks for the password.
    await page.getByRole('link', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('口令').waitFor();
  });

  it('tells a person who refused consent what happened, on a page with 重新登录 and the way home', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/login?redirect_url=${encodeURIComponent('/resource')}`);
    await signInAtProvider(page, { login: 'yx-t02', password: 'pass-t02' });
    await page.getByRole('button', { name: '拒绝' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/oidc/callback');
    await page.getByRole('heading', { name: '您没有同意授权' }).waitFor();
    await saveScreenshot(page, 'portal/unified-login-denied-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'portal/unified-login-denied-390');
    const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows).toBe(false);

    await page.getByRole('link', { name: '重新登录' }).click();
    await page.getByRole('heading', { name: '授权确认' }).waitFor();
    await page.getByRole('button', { name: '同意授权' }).click();
    await page.waitForURL(`${environment.url}/resource`);
    await page.getByRole('button', { name: /吴刚/ }).waitFor();
  });

  it('offers the way home from a problem page', async () => {
    const page = await newPage(environment);
    // A callback that this browser did not start (a link someone sent): a stale request.
    await page.goto(`${environment.url}/auth/oidc/callback?code=abc&state=not-ours`);
    await page.getByRole('heading', { name: '登录请求已失效' }).waitFor();
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${environment.url}/index`);
  });
});
