import { saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutAtPhoneWidth, screenshotBothWidths } from './page-widths';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';
import { checkRoute, type RouteCase } from './route-check';

type Row = { id: string; title: string };

/** A 1×1 PNG, the cover the administrator uploads. */
const ONE_PIXEL_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's main content matches, within the route checks' time. */
async function expectMain(page: Page, expected: RegExp) {
  await waitForContent(page);
  await expect.poll(() => page.locator('main').textContent(), { timeout: 30_000 }).toMatch(expected);
}

/**
 * The two-research-one-journal section (两研一刊) on the demo content: every route for a visitor (axe,
 * screenshots) and a signed-in teacher, collecting, and the administrator's pages: a news item created,
 * edited and deleted, files added to an activity and deleted, and the kept-alive pages keeping their state.
 */
describe('the research section', () => {
  const environment = setUpPortalEnvironment();
  let news: Row;
  let activity: Row;
  let routes: RouteCase[] = [];

  beforeAll(async () => {
    const first = async (path: string): Promise<Row> => {
      const answer = (await (
        await fetch(`${environment.url}/resource_api/portal/client/research/v1/${path}`)
      ).json()) as { data: { list: Row[] } };
      return answer.data.list[0] as Row;
    };
    news = await first('news/list/page');
    activity = await first('activities/list/page');
    routes = [
      {
        path: '/lyyk',
        name: 'research-lyyk',
        visitor: /两研一刊[\s\S]*教研资讯[\s\S]*关于两研一刊[\s\S]*教研活动[\s\S]*研究成果[\s\S]*评分/,
        teacher: /两研一刊[\s\S]*教研资讯[\s\S]*我的收藏[\s\S]*教研活动[\s\S]*研究成果/,
      },
      {
        path: '/lyyk/article',
        name: 'research-article-list',
        visitor: new RegExp(`教研资讯[\\s\\S]*${literal(news.title)}[\\s\\S]*共 \\d+ 条`),
      },
      {
        path: `/lyyk/article/${news.id}`,
        name: 'research-article',
        visitor: new RegExp(`${literal(news.title)}[\\s\\S]*浏览[\\s\\S]*登录后收藏[\\s\\S]*最新资讯`),
        teacher: new RegExp(`${literal(news.title)}[\\s\\S]*收藏[\\s\\S]*最新资讯`),
      },
      {
        path: '/lyyk/active',
        name: 'research-active-list',
        visitor: new RegExp(`教研活动[\\s\\S]*${literal(activity.title)}[\\s\\S]*活动时间`),
      },
      {
        path: `/lyyk/active/${activity.id}`,
        name: 'research-active',
        visitor: new RegExp(
          `${literal(activity.title)}[\\s\\S]*活动时间[\\s\\S]*活动视频[\\s\\S]*课堂实录[\\s\\S]*成果文件`,
        ),
      },
    ];
  });

  it('renders every route for a visitor, without console errors or serious axe findings', async () => {
    const page = await newPage(environment);
    for (const route of routes) await checkRoute(page, environment, route, 'visitor');
  }, 120_000);

  it('renders every route for a teacher, who collects an activity and is sent away from /lyyk/manage', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await signIn(page, environment, 'teacher', '/lyyk');
    // Through the section's own links (one page load), as a reader moves through it.
    const [home, newsList, newsPage, activityList, activityPage] = routes.map(
      (route) => route.teacher ?? route.visitor,
    );
    await expectMain(page, home as RegExp);
    const sections = page.getByRole('navigation', { name: '两研一刊栏目' });
    await sections.getByRole('link', { name: '教研资讯' }).click();
    await expectMain(page, newsList as RegExp);
    await page.getByRole('region', { name: '资讯列表' }).getByRole('link', { name: news.title }).first().click();
    await expectMain(page, newsPage as RegExp);
    // The navigation's 两研一刊 item leads back to the section.
    const mainMenu = page.getByRole('navigation', { name: '主导航' }).first();
    await mainMenu.getByRole('link', { name: '两研一刊' }).click();
    await sections.getByRole('link', { name: '教研活动' }).click();
    await expectMain(page, activityList as RegExp);
    await page.getByRole('region', { name: '活动列表' }).getByRole('link', { name: activity.title }).click();
    await expectMain(page, activityPage as RegExp);
    const collect = page.getByRole('button', { name: /收藏/ });
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('false');
    await collect.click();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('navigation', { name: '位置' }).getByRole('link', { name: '两研一刊' }).click();
    await page.getByRole('region', { name: '我的收藏' }).getByRole('link', { name: activity.title }).waitFor();
    expect(problems).toEqual([]);
    await page.goto(`${environment.url}/lyyk/manage`);
    await page.waitForURL(`${environment.url}/index`);
  }, 90_000);

  it('lets the administrator create, edit and delete a news item, and add and delete an activity’s files; both pages stay as left', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'lyyk-admin', '/lyyk/activeManage');
    await checkRoute(
      page,
      environment,
      { path: '/lyyk/activeManage', name: 'research-activeManage', visitor: /活动管理[\s\S]*活动列表[\s\S]*活动日期/ },
      'admin',
    );
    await checkRoute(
      page,
      environment,
      {
        path: '/lyyk/manage',
        name: 'research-manage',
        visitor: /资讯与成果管理[\s\S]*资讯列表[\s\S]*研究成果[\s\S]*评价/,
      },
      'admin',
    );
    const problems = watchProblems(page);
    const newsPanel = page.getByRole('region', { name: '资讯列表' });

    // Create: the empty form is refused with SPEC's message, then a filled one is published.
    await newsPanel.getByRole('button', { name: '＋ 新增资讯' }).click();
    const form = page.getByRole('dialog', { name: '新增资讯' });
    await form.getByRole('button', { name: '保存' }).click();
    expect(await form.getByText('必填项不能为空').count()).toBe(2);
    const title = `县教研室发布期末复习指导意见 ${Date.now()}`;
    await form.getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await form.getByLabel('上传封面').setInputFiles({
      name: '封面.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG_BASE64, 'base64'),
    });
    await expect
      .poll(() => form.getByRole('img', { name: '当前封面' }).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    await form.getByRole('textbox', { name: '正文' }).click();
    // With a long link, as pasted from a notice: it must wrap inside the article on a phone (checked below).
    const link = `https://jyj.yexian.gov.cn/download?file=${'a1b2c3d4'.repeat(15)}`;
    await page.keyboard.type(`各学科教研组请结合学情，精选复习内容。详见 ${link}`);
    await saveScreenshot(page, 'portal/research-manage-form-1440');
    expect((await layoutAtPhoneWidth(page)).outOfTheirBox, 'the form at 390 px').toEqual([]);
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'detached' });
    const row = newsPanel.getByRole('row').filter({ hasText: title });
    await row.waitFor();

    // Edit: the form opens with the stored body; the new title replaces the old one.
    await row.getByRole('button', { name: '编辑' }).click();
    const editForm = page.getByRole('dialog', { name: '编辑资讯' });
    await expect.poll(() => editForm.getByRole('textbox', { name: '正文' }).textContent()).toContain('精选复习内容');
    await editForm.getByRole('textbox', { name: '标题', exact: true }).fill(`${title}（修订）`);
    await editForm.getByRole('button', { name: '保存' }).click();
    await editForm.waitFor({ state: 'detached' });
    const edited = newsPanel.getByRole('row').filter({ hasText: `${title}（修订）` });
    await edited.waitFor();

    // The published article on a phone, in a second tab (this one's pages stay as left).
    const reader = await page.context().newPage();
    await reader.goto(`${environment.url}/lyyk/article`);
    await reader
      .getByRole('region', { name: '资讯列表' })
      .getByRole('link', { name: `${title}（修订）` })
      .first()
      .click();
    await expect.poll(() => reader.locator('main').textContent()).toContain(link);
    const article = await layoutAtPhoneWidth(reader);
    await screenshotBothWidths(reader, 'research-article-long-link');
    expect(article.overflows, 'the article scrolls sideways at 390 px').toBe(false);
    expect(article.outOfTheirBox, 'the article at 390 px').toEqual([]);
    await reader.close();

    // Kept alive: a search of the results survives a visit to the activities' page.
    const results = page.getByRole('region', { name: '研究成果' });
    await results.getByLabel('文件名').fill('课堂观察量表');
    await results.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => results.getByRole('row').count()).toBe(3);
    await page.getByRole('navigation', { name: '管理栏目' }).getByRole('link', { name: '活动管理' }).click();
    await page.waitForURL(`${environment.url}/lyyk/activeManage`);

    // Files: one uploaded through the upload component, added to an activity, then deleted in a batch.
    const activities = page.getByRole('region', { name: '活动列表' });
    await activities.getByRole('button', { name: `文件 ${activity.title}` }).click();
    const files = page.getByRole('dialog', { name: '活动文件' });
    await files.getByLabel('选择文件上传').setInputFiles({
      name: '群文阅读研讨纪要.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await files.getByText('已上传').waitFor();
    await saveScreenshot(page, 'portal/research-activity-files-1440');
    expect((await layoutAtPhoneWidth(page)).outOfTheirBox, 'the files dialog at 390 px').toEqual([]);
    await files.getByRole('button', { name: '添加到活动（1）' }).click();
    const added = files.getByRole('row').filter({ hasText: '群文阅读研讨纪要.pdf' });
    await added.waitFor();
    await added.getByRole('checkbox').check();
    await files.getByRole('button', { name: '删除所选（1）' }).click();
    await page.getByRole('dialog', { name: '批量删除文件' }).getByRole('button', { name: '确定删除' }).click();
    await added.waitFor({ state: 'detached' });
    await files.getByRole('button', { name: '关闭' }).click();

    await page.getByRole('navigation', { name: '管理栏目' }).getByRole('link', { name: '资讯与成果管理' }).click();
    await page.waitForURL(`${environment.url}/lyyk/manage`);
    expect(await results.getByLabel('文件名').inputValue()).toBe('课堂观察量表');
    expect(await results.getByRole('row').count()).toBe(3);

    // Delete, after the confirmation.
    await edited.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '删除资讯' }).getByRole('button', { name: '确定删除' }).click();
    await edited.waitFor({ state: 'detached' });
    const gone = await fetch(
      `${environment.url}/resource_api/portal/client/research/v1/news/list/page?keyword=${encodeURIComponent(title)}`,
    );
    expect(((await gone.json()) as { data: { total: number } }).data.total).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);
});
