import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { layoutAtPhoneWidth, screenshotBothWidths } from './page-widths';
import { newPage, setUpPortalEnvironment, signIn, visit, waitForContent, watchProblems } from './portal-environment';
import { checkRoute, type RouteCase } from './route-check';

type Row = { id: string; title: string };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A one-page PDF, small and well formed, as a teacher would upload it. */
const ONE_PAGE_PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
  '',
].join('\n');

/**
 * The studios (/three-studio and its pages) for a visitor and the studio host, and the studio admin
 * (/three-studio/base/*) for the host (menu from the permission list) and for a teacher (sent away).
 */
describe('the studios and the studio admin', () => {
  const environment = setUpPortalEnvironment();
  let routes: RouteCase[] = [];
  let adminRoutes: RouteCase[] = [];
  /** The studio of the demo user studio-owner (陈淑芬名师工作室). */
  let studio: Row;
  const data = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${environment.url}/resource_api/portal/v1/studio/${path}`)).json()) as { data: T }).data;

  beforeAll(async () => {
    studio = (await data<{ list: Row[] }>('list?keyword=%E9%99%88%E6%B7%91%E8%8A%AC')).list[0] as Row;
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
      await visit(page, environment, route.path);
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

  /**
   * A teacher of the studio's school who is not a member yet and whose name no other teacher's name
   * contains, so that the search by name finds them alone (the demo names are drawn at random).
   */
  const teacherToAdd = async () => {
    const { db } = environment.server.database;
    const { school_id } = await db
      .selectFrom('portal_content')
      .select('school_id')
      .where('id', '=', studio.id)
      .executeTakeFirstOrThrow();
    const teachers = await db.selectFrom('portal_teachers').select(['id', 'name', 'school_id', 'title']).execute();
    const members = await db
      .selectFrom('portal_studio_members')
      .select('uid')
      .where('studio_id', '=', studio.id)
      .execute();
    const teacher = teachers.find(
      (candidate) =>
        candidate.school_id === school_id &&
        !members.some((member) => member.uid === candidate.id) &&
        teachers.every((other) => other === candidate || !other.name.includes(candidate.name)),
    );
    if (!teacher) throw new Error(`the demo data has no teacher of school ${school_id} to add to the studio`);
    return teacher;
  };

  /**
   * From a studio admin page to the public studio page through the app (admin home, 查看工作室主页):
   * the page shows what the admin's writes refreshed, not what the app had kept (60 s stale time).
   */
  const openStudioHomepage = async (page: Page) => {
    await page.getByRole('navigation', { name: '工作室管理菜单' }).getByRole('link', { name: '工作室首页' }).click();
    await page.getByRole('link', { name: '查看工作室主页' }).click();
    await page.waitForURL(`${environment.url}/three-studio/detail?id=${studio.id}`);
    await waitForContent(page);
  };
  /** Back from the public studio page to the admin home, then to a page of the admin menu. */
  const backToAdmin = async (page: Page, menuEntry: string) => {
    await page.goBack();
    await page.getByRole('navigation', { name: '工作室管理菜单' }).getByRole('link', { name: menuEntry }).click();
    await waitForContent(page);
  };

  it('adds a teacher of the studio school as a member and removes them, as the studio host', async () => {
    const teacher = await teacherToAdd();
    const page = await newPage(environment);
    await signIn(page, environment, 'studio-owner');
    const problems = watchProblems(page);
    const publicMembers = page.getByRole('region', { name: '工作室成员' });
    const memberCount = page.locator('dl div', { has: page.getByText('成员', { exact: true }) }).locator('dd');
    await visit(page, environment, `/three-studio/base/home?studio=${studio.id}`);
    await openStudioHomepage(page);
    const countBefore = Number(await memberCount.textContent());
    expect(await publicMembers.textContent()).not.toContain(teacher.name);

    // Add: find the teacher by name in 添加成员, add them; they leave the teachers found and join the list.
    await backToAdmin(page, '成员管理');
    const members = page.getByRole('list', { name: '成员列表' });
    const adding = page.getByRole('region', { name: '添加成员' });
    await adding.getByLabel('教师姓名').fill(teacher.name);
    await adding.getByRole('button', { name: '查找' }).click();
    await adding
      .getByRole('list', { name: '可添加的教师' })
      .getByRole('button', { name: `添加 ${teacher.name}` })
      .click();
    await page.getByRole('status').getByText('已添加成员').waitFor();
    const added = members.getByRole('listitem').filter({ hasText: teacher.name });
    // Listed by name, role, title and school, never by the bare id.
    await expect
      .poll(() => added.textContent())
      .toMatch(new RegExp(`${literal(teacher.name)}成员${literal(teacher.title)}`));
    expect(await added.textContent()).toContain('叶县实验学校');
    expect(await members.textContent()).not.toContain(teacher.id);
    await adding.getByText('没有找到可添加的教师').waitFor();
    await saveScreenshot(page, 'portal/studios-base-members-added-1440', { fullPage: true });

    // The public studio page lists the new member and counts them.
    await openStudioHomepage(page);
    await expect
      .poll(() => publicMembers.getByRole('listitem').filter({ hasText: teacher.name }).textContent())
      .toContain('成员');
    expect(Number(await memberCount.textContent())).toBe(countBefore + 1);

    // Remove, after the confirmation: gone from the admin and from the public page.
    await backToAdmin(page, '成员管理');
    await members.getByRole('button', { name: `移除 ${teacher.name}` }).click();
    const confirm = page.getByRole('dialog', { name: '确认删除' });
    expect(await confirm.textContent()).toContain(`确定将 ${teacher.name} 移出工作室吗？`);
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByRole('status').getByText('已移除成员').waitFor();
    await expect.poll(() => members.textContent()).not.toContain(teacher.name);
    await openStudioHomepage(page);
    await expect.poll(() => publicMembers.textContent()).not.toContain(teacher.name);
    expect(Number(await memberCount.textContent())).toBe(countBefore);
    expect(problems).toEqual([]);
  }, 120_000);

  it('uploads a resource, publishes and deletes it, and refuses a format off the whitelist, as the studio host', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'edu-studio-resource-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const pdf = join(folder, '工作室研修简报.pdf');
    writeFileSync(pdf, ONE_PAGE_PDF);
    const html = join(folder, '活动方案.html');
    writeFileSync(html, '<p>活动方案</p>');
    const totalFiles = async () => (await data<{ total: number }>(`${studio.id}/files`)).total;
    const filesBefore = await totalFiles();

    const page = await newPage(environment);
    await signIn(page, environment, 'studio-owner');
    const problems = watchProblems(page);
    const uploadCalls: string[] = [];
    page.on('request', (request) => {
      if (/getPresignedPostFormData|\/files\/add/.test(request.url())) uploadCalls.push(request.url());
    });
    const publicResources = page.getByRole('region', { name: '工作室资源' });
    await visit(page, environment, `/three-studio/base/home?studio=${studio.id}`);
    await openStudioHomepage(page);
    expect(await publicResources.textContent()).not.toContain('工作室研修简报');
    await backToAdmin(page, '资源管理');
    const upload = page.getByLabel('上传资源');
    const resources = page.getByRole('list', { name: '资源列表' });

    // A format off the whitelist: the component says why, nothing is sent and nothing is published.
    await upload.setInputFiles(html);
    await page
      .getByText('文件格式不正确，请上传 doc/docx/ppt/pptx/xls/xlsx/pdf/mp4/mp3/png/jpg/jpeg 格式的文件')
      .waitFor();
    // The list of formats has no space to break at: on a phone it wraps inside the toast and the hint.
    expect((await layoutAtPhoneWidth(page)).outOfTheirBox, 'the refusal at 390 px').toEqual([]);
    await screenshotBothWidths(page, 'studios-upload-refused');
    expect(uploadCalls).toEqual([]);
    expect(await resources.textContent()).not.toContain('活动方案');
    expect(await totalFiles()).toBe(filesBefore);

    // A PDF: uploaded (上传成功), published at once (资源已发布) and listed.
    await upload.setInputFiles(pdf);
    await page.getByRole('status').getByText('上传成功').waitFor();
    await page.getByText('已上传', { exact: true }).waitFor();
    await page.getByRole('status').getByText('资源已发布').waitFor();
    await resources.getByRole('button', { name: /^工作室研修简报\.pdf/ }).waitFor();
    expect(await totalFiles()).toBe(filesBefore + 1);
    await saveScreenshot(page, 'portal/studios-base-resources-uploaded-1440', { fullPage: true });

    // The public studio page lists it among the studio's resources.
    await openStudioHomepage(page);
    await publicResources.getByText('工作室研修简报.pdf').waitFor();

    // Delete, after the confirmation: gone from the admin list and from the public page.
    await backToAdmin(page, '资源管理');
    await resources.getByRole('button', { name: '删除 工作室研修简报.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: '确认删除' });
    expect(await confirm.textContent()).toContain('确定删除资源“工作室研修简报.pdf”吗？');
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByRole('status').getByText('资源已删除').waitFor();
    await expect.poll(() => resources.textContent()).not.toContain('工作室研修简报');
    expect(await totalFiles()).toBe(filesBefore);
    await openStudioHomepage(page);
    await expect.poll(() => publicResources.textContent()).not.toContain('工作室研修简报');
    expect(uploadCalls.filter((url) => url.includes('/files/add'))).toHaveLength(1);
    expect(problems).toEqual([]);
  }, 120_000);

  it('sends a teacher without studio permissions away from the admin, with no admin menu', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await signIn(page, environment, 'teacher');
    // Sent away by the server's render (a 302) or, were it too slow, by the app.
    await page.goto(`${environment.url}/three-studio/base/news`);
    await page.waitForURL(`${environment.url}/index`);
    expect(await page.getByRole('navigation', { name: '工作室管理菜单' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
