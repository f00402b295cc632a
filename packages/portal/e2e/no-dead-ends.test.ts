import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../src/lib/format-count';
import { screenshotBothWidths } from './page-widths';
import {
  newPage,
  type PortalEnvironment,
  setUpPortalEnvironment,
  signIn,
  visit,
  waitForContent,
  watchProblems,
} from './portal-environment';

const PHONE = { width: 390, height: 844 };

/** How often an application has been opened, as the application centre's list tells. */
async function launchesOf(environment: PortalEnvironment, title: string): Promise<number> {
  const answer = (await (
    await fetch(`${environment.url}/resource_api/portal/v1/client/application?keyword=${encodeURIComponent(title)}`)
  ).json()) as { data: { list: { title: string; viewCount: number }[] } };
  const app = answer.data.list.find((entry) => entry.title === title);
  if (!app) throw new Error(`no application ${title}`);
  return app.viewCount;
}

/**
 * Opens the application centre and returns its list. The other site the applications lead to is answered
 * here: the test machine has no way out, and the tab's content is not ours.
 */
async function openApplications(page: Page, environment: PortalEnvironment): Promise<Locator> {
  await page
    .context()
    .route(/^https:\/\/basic\.smartedu\.cn\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>国家中小学智慧教育平台</title>' }),
    );
  await visit(page, environment, '/application');
  return page.getByRole('region', { name: '应用列表' });
}

/**
 * What leads somewhere on the portal's pages: the application tiles, the home page's banners and special
 * resources, the user's name in the header, the resource names, and the site's name on a phone.
 */
describe('the portal without dead ends', () => {
  const environment = setUpPortalEnvironment();

  it('opens an application: a page of ours in place, another site in a new tab with no opener, each launch counted; one without an address says so', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    const list = await openApplications(page, environment);

    // Another site: a new tab, without a handle on this page; this page stays.
    const external = list.getByRole('link', { name: /^教师研修/ });
    expect(await external.getAttribute('rel')).toContain('noopener');
    const before = await launchesOf(environment, '教师研修');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), external.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://basic.smartedu.cn/');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/application');
    await expect.poll(() => launchesOf(environment, '教师研修')).toBe(before + 1);
    // The list shows the new count (it is asked for again after a launch).
    const shownCount = `${formatCount(before + 1)} 次使用`;
    await expect
      .poll(() => list.getByRole('listitem').filter({ hasText: '教师研修' }).textContent())
      .toContain(shownCount);

    // No address: the tile says so, and so does a click; nothing is counted.
    const closed = list.getByRole('listitem').filter({ hasText: '智慧作业' });
    expect(await closed.getByText('暂未开通', { exact: true }).isVisible()).toBe(true);
    const closedBefore = await launchesOf(environment, '智慧作业');
    await closed.getByRole('button', { name: '智慧作业', exact: true }).click();
    await page.getByText('“智慧作业”暂未开通在线访问，请联系管理员开通').waitFor();
    expect(new URL(page.url()).pathname).toBe('/application');
    expect(await launchesOf(environment, '智慧作业')).toBe(closedBefore);

    // A page of ours: opened in place, counted.
    const inPlace = await launchesOf(environment, '三个课堂');
    await list.getByRole('link', { name: '三个课堂' }).click();
    await page.waitForURL(`${environment.url}/hdym`);
    await expect.poll(() => launchesOf(environment, '三个课堂')).toBe(inPlace + 1);

    // The home page's tiles open theirs too.
    await page.getByRole('banner').getByRole('link', { name: /首页$/ }).first().click();
    await page.getByRole('region', { name: '应用中心' }).getByRole('link', { name: '资源中心' }).click();
    await page.waitForURL(`${environment.url}/resource`);
    expect(problems).toEqual([]);
  });

  it('opens an application as the console set it: a page of ours in a new tab, another site in place, each counted', async () => {
    const admin = await newPage(environment);
    await signIn(admin, environment, 'admin', '/index');
    await waitForContent(admin);
    await admin
      .getByRole('banner')
      .getByRole('button', { name: /打开用户菜单/ })
      .click();
    await admin.getByRole('dialog').getByRole('link', { name: '平台管理' }).click();
    await admin.getByRole('navigation', { name: '平台管理菜单' }).getByRole('link', { name: '首页与站点' }).click();
    await admin.getByRole('tab', { name: '推荐应用' }).click();
    const apps = admin.getByRole('tabpanel', { name: '推荐应用' });
    // An application never edited in the console shows how it has always opened.
    await expect.poll(() => apps.getByRole('row', { name: /教师研修/ }).textContent()).toContain('新窗口');
    for (const [title, mode] of [
      ['三个课堂', '新窗口'],
      ['教师研修', '当前窗口'],
    ] as const) {
      await apps
        .getByRole('row', { name: new RegExp(title) })
        .getByRole('button', { name: '编辑' })
        .click();
      const dialog = admin.getByRole('dialog', { name: '编辑推荐应用' });
      await dialog.getByLabel('打开方式').selectOption({ label: mode });
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => apps.getByRole('row', { name: new RegExp(title) }).textContent()).toContain(mode);
    }

    const page = await newPage(environment);
    const problems = watchProblems(page);
    const list = await openApplications(page, environment);

    // A page of ours set to 新窗口: a new tab with no handle on this one; this page stays.
    const ours = list.getByRole('link', { name: /^三个课堂/ });
    expect(await ours.getAttribute('target')).toBe('_blank');
    expect(await ours.textContent()).toContain('（在新窗口打开）');
    const oursBefore = await launchesOf(environment, '三个课堂');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), ours.click()]);
    await tab.waitForURL(`${environment.url}/hdym`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/application');
    await expect.poll(() => launchesOf(environment, '三个课堂')).toBe(oursBefore + 1);

    // Another site set to 当前窗口: this tab goes there, once the opening is counted.
    const other = list.getByRole('link', { name: '教师研修', exact: true });
    expect(await other.getAttribute('target')).toBeNull();
    const otherBefore = await launchesOf(environment, '教师研修');
    await other.click();
    await page.waitForURL('https://basic.smartedu.cn/');
    expect(await launchesOf(environment, '教师研修')).toBe(otherBefore + 1);
    expect(problems).toEqual([]);
  });

  it("opens the workbench's 我的应用 in place", async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher', '/personal?typeIndex=1');
    await waitForContent(page);
    await page.getByRole('region', { name: '我的应用' }).getByRole('link', { name: '资源中心' }).click();
    await page.waitForURL(`${environment.url}/resource`);
  });

  it('letters the banners and slides in text and leads each, and each special resource, somewhere real', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await visit(page, environment, '/index');
    const slide = page.getByRole('region', { name: '图片新闻' }).getByRole('link').first();
    expect(await slide.getByText('叶县2026年秋季开学第一课', { exact: true }).isVisible()).toBe(true);
    const ads = page.getByRole('region', { name: '专题推荐' });
    for (const title of ['智慧教育 点亮未来', '三个课堂 让优质资源共享', '双减在行动']) {
      expect(await ads.getByText(title, { exact: true }).isVisible()).toBe(true);
    }
    await screenshotBothWidths(page, 'no-dead-ends-home-visitor');
    await ads.getByRole('link', { name: /^三个课堂 让优质资源共享/ }).click();
    await page.waitForURL(`${environment.url}/hdym`);
    await page.getByRole('banner').getByRole('link', { name: /首页$/ }).first().click();
    const special = page.getByRole('region', { name: '专题资源' }).getByRole('link').first();
    await special.waitFor();
    const href = (await special.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/\w/);
    await special.click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    await waitForContent(page);
    expect(await page.locator('main').textContent()).not.toContain('页面不存在');
    expect(problems).toEqual([]);
  });

  it("shows the signed-in user's name from 1280 px, whole on hover, with the navigation on one line", async () => {
    const page = await newPage(environment, { viewport: { width: 1280, height: 900 } });
    await signIn(page, environment, 'studio-owner');
    await waitForContent(page);
    const name = page.getByRole('banner').getByTitle('陈淑芬');
    expect(await name.isVisible()).toBe(true);
    expect(await name.textContent()).toBe('陈淑芬');
    const row = page.getByRole('banner').locator('.page-container').first();
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // Below 1280 px the navigation folds into the menu button and the avatar stands alone.
    await page.setViewportSize({ width: 1024, height: 900 });
    expect(await name.isVisible()).toBe(false);
    // Her studio's admin, from the user menu (the screenshot of the studio backend).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /打开用户菜单/ })
      .click();
    await page.getByRole('dialog').getByRole('link', { name: '工作室管理' }).click();
    await page.waitForURL(/\/three-studio\/base\/home\?studio=\w+$/);
    await waitForContent(page);
    expect(await page.getByRole('navigation', { name: '工作室管理菜单' }).textContent()).toMatch(
      /工作室首页[\s\S]*工作室动态[\s\S]*资源管理[\s\S]*成员管理/,
    );
    await screenshotBothWidths(page, 'no-dead-ends-studio-admin');
  });

  it.each([{ width: 1440, height: 900 }, PHONE])(
    'wraps resource names to two lines at $width px, whole on hover and in the preview',
    async (viewport) => {
      const page = await newPage(environment, { viewport });
      await visit(page, environment, '/resource');
      const names = page.locator('main button span[title]');
      const shapes = await names.evaluateAll((spans) =>
        spans.map((span) => {
          const lineHeight = Number.parseFloat(getComputedStyle(span).lineHeight);
          return {
            title: span.getAttribute('title') ?? '',
            text: span.textContent ?? '',
            lines: Math.round(span.getBoundingClientRect().height / lineHeight),
            cutSideways: span.scrollWidth > span.clientWidth + 1,
          };
        }),
      );
      expect(shapes.length).toBeGreaterThan(10);
      for (const shape of shapes) {
        expect(shape.title).toBe(shape.text);
        expect(shape.lines).toBeLessThanOrEqual(2);
        expect(shape.cutSideways).toBe(false);
      }
      // Names longer than a line take the second one instead of being cut.
      expect(shapes.some((shape) => shape.lines === 2)).toBe(true);
      const longest = shapes.reduce((a, b) => (b.title.length > a.title.length ? b : a));
      await names.filter({ hasText: longest.title }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const shown = longest.title.replace(/\.[a-z0-9]+$/i, '');
      expect(await dialog.getByRole('heading').first().textContent()).toContain(shown);
      expect(await dialog.getByText(shown).first().isVisible()).toBe(true);
    },
  );

  it.each([
    { who: 'visitor', viewport: PHONE },
    { who: 'teacher', viewport: PHONE },
    { who: 'visitor', viewport: { width: 360, height: 780 } },
  ])('shows the whole site name in the header for a $who at $viewport.width px', async ({ who, viewport }) => {
    const page = await newPage(environment, { viewport });
    if (who === 'visitor') await visit(page, environment, '/index');
    else {
      await signIn(page, environment, who);
      await waitForContent(page);
    }
    const name = page.getByRole('banner').getByRole('link', { name: /首页$/ }).first().locator('span').last();
    const shape = await name.evaluate((element) => ({
      text: element.textContent,
      cut: element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
      fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
    }));
    expect(shape).toEqual({ text: '叶县教育公共服务平台', cut: false, fontSize: 15 });
    if (who === 'visitor' && viewport.width === PHONE.width)
      await screenshotBothWidths(page, 'no-dead-ends-phone-home');
  });
});
