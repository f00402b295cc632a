import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';
import { checkRoute, type RouteCase } from './route-check';

type Row = { id: string; title: string };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The studios (/three-studio and its pages) for a visitor and the studio host, and the studio admin
 * (/three-studio/base/*) for the host (menu from the permission list) and for a teacher (sent away).
 */
describe('the studios and the studio admin', () => {
  const environment = setUpPortalEnvironment();
  let routes: RouteCase[] = [];
  let adminRoutes: RouteCase[] = [];

  beforeAll(async () => {
    const data = async <T>(path: string): Promise<T> =>
      ((await (await fetch(`${environment.url}/resource_api/portal/v1/studio/${path}`)).json()) as { data: T }).data;
    const studio = (await data<{ list: Row[] }>('list?keyword=%E9%99%88%E6%B7%91%E8%8A%AC')).list[0] as Row;
    const news = (await data<{ list: Row[] }>(`${studio.id}/news`)).list[0] as Row;
    const item = async (kind: string) =>
      (await data<{ list: Row[] }>(`${studio.id}/items?kind=${kind}`)).list[0] as Row;
    const [ykbk, gkyk, jyyj] = [await item('ykbk'), await item('gkyk'), await item('jyyj')];
    routes = [
      {
        path: '/three-studio',
        name: 'studios-three-studio',
        visitor: /三名工作室[\s\S]*名师工作室[\s\S]*名校长工作室[\s\S]*名班主任工作室[\s\S]*成员 \d+ 人[\s\S]*共 9 条/,
      },
      {
        path: `/three-studio/detail?id=${studio.id}`,
        name: 'studios-detail',
        visitor: new RegExp(
          `${literal(studio.title)}[\\s\\S]*主持人：陈淑芬[\\s\\S]*工作室成果[\\s\\S]*${literal(ykbk.title)}[\\s\\S]*工作室动态[\\s\\S]*工作室成员[\\s\\S]*陈淑芬主持人[\\s\\S]*助理[\\s\\S]*工作室资源[\\s\\S]*工作室三年发展规划`,
        ),
      },
      {
        path: `/three-studio/2syNewsInfo?id=${news.id}`,
        name: 'studios-2syNewsInfo',
        visitor: new RegExp(`${literal(news.title)}[\\s\\S]*浏览[\\s\\S]*所属工作室[\\s\\S]*${literal(studio.title)}`),
      },
      {
        path: '/three-studio/school',
        name: 'studios-school',
        visitor: /工作室学校[\s\S]*叶县实验学校[\s\S]*陈淑芬名师工作室/,
      },
      {
        path: `/three-studio/ykbkDetail?id=${ykbk.id}`,
        name: 'studios-ykbkDetail',
        visitor: new RegExp(`${literal(ykbk.title)}[\\s\\S]*研课备课[\\s\\S]*相关文件[\\s\\S]*教学设计\\.docx`),
      },
      {
        path: `/three-studio/gkykDetail?id=${gkyk.id}`,
        name: 'studios-gkykDetail',
        visitor: new RegExp(`${literal(gkyk.title)}[\\s\\S]*观课议课[\\s\\S]*课堂实录\\.mp4`),
      },
      {
        path: `/three-studio/jyyjDetail?id=${jyyj.id}`,
        name: 'studios-jyyjDetail',
        visitor: new RegExp(`${literal(jyyj.title)}[\\s\\S]*教育研究[\\s\\S]*\\.pdf`),
      },
    ];
    const admin = (page: string, expected: RegExp): RouteCase => ({
      path: `/three-studio/base/${page}`,
      name: `studios-base-${page}`,
      visitor: expected,
    });
    adminRoutes = [
      admin(
        'home',
        /管理[\s\S]*陈淑芬[\s\S]*工作室首页[\s\S]*工作室动态[\s\S]*资源管理[\s\S]*成员管理[\s\S]*查看工作室主页/,
      ),
      admin('news', new RegExp(`工作室动态[\\s\\S]*发布动态[\\s\\S]*${literal(news.title)}[\\s\\S]*编辑[\\s\\S]*删除`)),
      admin('content', /内容编辑[\s\S]*标题[\s\S]*封面图片[\s\S]*正文[\s\S]*发布/),
      admin('resources', /资源管理[\s\S]*上传资源[\s\S]*工作室三年发展规划[\s\S]*删除/),
      admin('members', /成员管理[\s\S]*陈淑芬[\s\S]*主持人[\s\S]*移除[\s\S]*添加成员/),
    ];
  });

  it('renders every studio page for a visitor', async () => {
    const page = await newPage(environment);
    for (const route of routes) await checkRoute(page, environment, route, 'visitor');
  }, 120_000);

  it('renders every page for the studio host, the admin menu from the permissions, and manages news there', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'studio-owner');
    // The public pages look the same signed in (axe and screenshots ran for the visitor): their data and no errors.
    const problems = watchProblems(page);
    for (const route of routes) {
      await page.goto(`${environment.url}${route.path}`);
      await waitForContent(page);
      await expect.poll(() => page.locator('main').textContent()).toMatch(route.visitor);
    }
    expect(problems).toEqual([]);
    for (const route of adminRoutes) await checkRoute(page, environment, route, 'studio-owner');
    const menu = page.getByRole('navigation', { name: '工作室管理菜单' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      '工作室首页',
      '工作室动态',
      '资源管理',
      '成员管理',
    ]);

    // Publish (the form asks for what is required first), edit and delete a news item.
    const writing = watchProblems(page);
    await menu.getByRole('link', { name: '工作室动态' }).click();
    await page.getByRole('link', { name: '发布动态' }).click();
    await page.getByRole('button', { name: '发布' }).click();
    expect(await page.getByText('必填项不能为空').count()).toBe(2);
    await page.getByLabel('标题').fill('工作室开展同课异构研讨');
    await page.getByRole('textbox', { name: '正文' }).click();
    await page.keyboard.type('全体成员参加');
    await page.keyboard.press('Control+a');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.getByRole('button', { name: '发布' }).click();
    await page.waitForURL(/\/three-studio\/base\/news\?studio=/);
    const list = page.getByRole('list', { name: '动态列表' });
    await page.getByRole('link', { name: '编辑 工作室开展同课异构研讨' }).click();
    await expect.poll(() => page.getByLabel('标题').inputValue()).toBe('工作室开展同课异构研讨');
    await page.getByLabel('标题').fill('工作室同课异构研讨纪要');
    await page.getByRole('button', { name: '保存' }).click();
    await list.getByRole('link', { name: '工作室同课异构研讨纪要', exact: true }).click();
    // The body kept its formatting through the server's sanitiser and the portal's.
    await page.locator('main :is(b, strong)', { hasText: '全体成员参加' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: '删除 工作室同课异构研讨纪要' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => list.textContent()).not.toContain('工作室同课异构研讨纪要');
    expect(writing).toEqual([]);
  }, 180_000);

  it('sends a teacher without studio permissions away from the admin, with no admin menu', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await signIn(page, environment, 'teacher', '/three-studio/base/news');
    await page.waitForURL(`${environment.url}/index`);
    expect(await page.getByRole('navigation', { name: '工作室管理菜单' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
