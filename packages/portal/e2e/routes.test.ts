import { describe, expect, it } from 'vitest';
import { screenshotBothWidths } from './page-widths';
import { newPage, setUpPortalEnvironment, signIn, waitForContent } from './portal-environment';
import { checkRoute, type RouteCase } from './route-check';
import { literal, type SeededContent, seededContent } from './seeded-content';

/**
 * Every route of this part, with what proves its content rendered (for a visitor and for a teacher); the
 * items a route opens are the seeded demo's (looked up: ids and names move when the demo content does).
 */
const routesFor = ({ newestArticle, reformArticle, teacherMessage }: SeededContent): RouteCase[] => [
  { path: '/index', name: 'index', visitor: /新闻资讯[\s\S]*优质资源[\s\S]*教育地图/ },
  { path: '/application', name: 'application', visitor: /应用中心[\s\S]*智慧作业/ },
  { path: '/information', name: 'information', visitor: /资讯中心[\s\S]*教育新闻/ },
  {
    path: `/detial/${newestArticle.id}`,
    name: 'detial',
    visitor: new RegExp(`${literal(newestArticle.title)}[\\s\\S]*相关推荐`),
  },
  {
    path: '/jhmessage',
    name: 'jhmessage',
    visitor: /登录后查看您的个人消息[\s\S]*通知公告[\s\S]*冬季防火安全提示/,
    teacher: new RegExp(`我的消息[\\s\\S]*${literal(teacherMessage.title)}[\\s\\S]*通知公告`),
  },
  {
    path: `/messageInfo/${teacherMessage.id}`,
    name: 'messageInfo',
    visitor: /消息仅收件人可见/,
    teacher: new RegExp(`${literal(teacherMessage.title)}[\\s\\S]*${literal(teacherMessage.content)}`),
  },
  {
    path: '/resource',
    name: 'resource',
    visitor: /资源中心[\s\S]*推荐资源[\s\S]*最新资源[\s\S]*资源排行[\s\S]*昆阳街道/,
  },
  { path: '/contest/list', name: 'contest-list', visitor: /资源大赛[\s\S]*进行中[\s\S]*比赛时间[\s\S]*比赛结果/ },
  { path: '/contest/result', name: 'contest-result', visitor: /比赛结果[\s\S]*一等奖[\s\S]*二等奖/ },
  { path: '/contest/resourceList', name: 'contest-resourceList', visitor: /参赛作品[\s\S]*共 \d+ 件作品/ },
  { path: '/reform', name: 'reform', visitor: /评价改革[\s\S]*改革标签[\s\S]*学生评价[\s\S]*浏览/ },
  {
    path: `/reformInfo/${reformArticle.id}`,
    name: 'reformInfo',
    visitor: new RegExp(`${literal(reformArticle.title)}[\\s\\S]*同类资讯`),
  },
  { path: '/afterService', name: 'afterService', visitor: /课后服务[\s\S]*《叶县课后服务》[\s\S]*本期文章/ },
  { path: '/exhibition', name: 'exhibition', visitor: /展厅[\s\S]*获奖作品展[\s\S]*展品 \d+ 件[\s\S]*一等奖/ },
  { path: '/paint', name: 'paint', visitor: /绘画获奖[\s\S]*全部获奖作品[\s\S]*指导教师/ },
  { path: '/networkSafety', name: 'networkSafety', visitor: /网络安全[\s\S]*学习文件[\s\S]*中小学生网络安全知识手册/ },
  { path: '/404', name: '404', visitor: /页面不存在/ },
];

/** Every route in one page (axe, the phone-width check and, when asked for, two full-length screenshots each). */
const ALL_ROUTES_TIMEOUT_MS = 17 * 20_000; // 20 s for each of the 17 routes

describe('every route of the portal, part 1', () => {
  const environment = setUpPortalEnvironment();

  it(
    'renders its content for a visitor, without console errors or serious axe findings',
    async () => {
      const page = await newPage(environment);
      for (const route of routesFor(await seededContent(environment)))
        await checkRoute(page, environment, route, 'visitor');
    },
    ALL_ROUTES_TIMEOUT_MS,
  );

  it(
    'renders its content for a signed-in teacher',
    async () => {
      const page = await newPage(environment);
      await signIn(page, environment, 'teacher');
      // axe ran for the visitor; it runs again where a signed-in user sees different content (and the header).
      for (const route of routesFor(await seededContent(environment))) {
        await checkRoute(page, environment, route, 'teacher', { axe: route.teacher !== undefined });
      }
    },
    ALL_ROUTES_TIMEOUT_MS,
  );

  it('sends unknown paths to /404, / to /index, and /redirect to its target', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/no/such/page`);
    await page.waitForURL(`${environment.url}/404`);
    await expect.poll(() => page.locator('main').textContent()).toContain('页面不存在');
    await page.goto(`${environment.url}/`);
    await page.waitForURL(`${environment.url}/index`);
    await page.goto(`${environment.url}/redirect/information`);
    await page.waitForURL(`${environment.url}/information`);
    await page.goto(`${environment.url}/redirect?redirect_url=${encodeURIComponent('https://evil.example/')}`);
    await page.waitForURL(`${environment.url}/index`);
  });

  it('titles the document from the site info and the screen', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/index`);
    await expect.poll(() => page.title()).toBe('叶县教育公共服务平台');
    await page.goto(`${environment.url}/information`);
    await expect.poll(() => page.title()).toBe('资讯中心 - 叶县教育公共服务平台');
    const { newestArticle } = await seededContent(environment);
    await page.goto(`${environment.url}/detial/${newestArticle.id}`);
    await expect.poll(() => page.title()).toBe(`${newestArticle.title} - 叶县教育公共服务平台`);
  });

  it('scrolls to the top on every navigation and ignores a navigation to the current route', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/index`);
    await waitForContent(page);
    const historyLength = await page.evaluate(() => history.length);
    // Pictures below the fold may still be growing the page: scroll until the position holds.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 600));
        return page.evaluate(() => window.scrollY);
      })
      .toBe(600);
    // The nav item of the current route: nothing happens (no history entry, no scroll).
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.getByRole('link', { name: '更多 ›' }).first().click();
    await page.waitForURL(`${environment.url}/information`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('costs only its part when a chunk does not arrive: the screen offers 重试, the navbar goes on without the menu', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/information`);
    await waitForContent(page);
    const screenChunk = /\/assets\/applications-screen-[\w-]+\.js$/;
    await page.route(screenChunk, (route) => route.abort());
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '应用中心' }).click();
    const failed = page.getByRole('alert');
    await expect.poll(() => failed.textContent()).toContain('内容加载失败');
    // The frame stays: the page is not blank, and the navbar still leads elsewhere.
    expect(await page.getByRole('link', { name: '登录', exact: true }).isVisible()).toBe(true);
    await screenshotBothWidths(page, 'chunk-failed-screen');
    await page.unroute(screenChunk);
    await failed.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.locator('main').textContent()).toMatch(/应用中心[\s\S]*智慧作业/);

    // A signed-in user's page whose menu chunk fails is still taken over, without the menu.
    await signIn(page, environment, 'teacher');
    await page.route(/\/assets\/user-menu-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${environment.url}/information`);
    await waitForContent(page);
    await expect.poll(() => page.getByRole('button', { name: /王丽华/ }).count()).toBe(0);
    await screenshotBothWidths(page, 'chunk-failed-menu');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '应用中心' }).click();
    await expect.poll(() => page.locator('main').textContent()).toMatch(/应用中心[\s\S]*智慧作业/);
  });
});
