import * as api from '@edu/api-client';
import { runAxe } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { layoutAtPhoneWidth, screenshotBothWidths } from './page-widths';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';

/** A 1×1 PNG: the article's cover and the carousel's picture. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });

/** The console's screens, each with what proves it drew its content. */
const SCREENS = [
  { path: '/console/content', name: 'console-content', text: /内容管理[\s\S]*文章列表|内容管理[\s\S]*草稿/ },
  { path: '/console/content/edit', name: 'console-editor', text: /新建文章[\s\S]*正文/ },
  { path: '/console/home', name: 'console-home', text: /首页内容[\s\S]*轮播图[\s\S]*站点设置/ },
  { path: '/console/people', name: 'console-people', text: /用户管理[\s\S]*王丽华/ },
  { path: '/console/resources', name: 'console-resources', text: /资源审核[\s\S]*数学[\s\S]*课件[\s\S]*已发布资源/ },
  { path: '/console/notices', name: 'console-notices', text: /发布通知[\s\S]*关于做好冬季校园安全工作的通知/ },
  { path: '/console/stats', name: 'console-stats', text: /数据统计[\s\S]*访问量与资源浏览[\s\S]*点踩原因排行/ },
  { path: '/console/audit', name: 'console-audit', text: /操作日志[\s\S]*刘振东/ },
  { path: '/console/assistant', name: 'console-assistant', text: /智能助手[\s\S]*小学生模式[\s\S]*拒绝回答的词语/ },
] as const;

async function expectMain(page: Page, expected: RegExp | string) {
  await waitForContent(page);
  await expect.poll(() => page.locator('main').textContent(), { timeout: 30_000 }).toMatch(expected);
}

/**
 * The platform console in Chromium, as 刘振东 (admin): each screen (axe, 390 px, screenshots), publishing an
 * article with a picture and withdrawing it, the carousel and the site name, importing 200 teachers, the
 * review of uploads, a notice to one school, the dashboard and the audit log; as a teacher, Page403 and 403s.
 */
describe('the platform console', () => {
  const environment = setUpPortalEnvironment();
  let admin: Page;

  beforeAll(async () => {
    admin = await newPage(environment);
    await signIn(admin, environment, 'admin', '/index');
  });

  const tokenOf = async (username: string, password = 'demo1234') =>
    (await api.login(environment.url, { username, password })).token;
  const clientOf = async (username: string) => {
    const token = await tokenOf(username);
    return api.createPortalClient({ baseUrl: environment.url, getToken: () => token });
  };

  it('shows Page403 to a teacher at /console, and every admin call answers 403 to their session', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher', '/index');
    await page.goto(`${environment.url}/console/people`);
    await expectMain(page, /没有访问权限/);
    const statuses = await page.evaluate(async () => {
      const reads = ['admin/content/articles', 'admin/people', 'admin/audit', 'admin/stats/overview'];
      const writes = ['admin/people/10002/disable', 'admin/notices/send', 'admin/site/settings/update'];
      const answers = await Promise.all([
        ...reads.map((path) => fetch(`/resource_api/${path}`)),
        ...writes.map((path) =>
          fetch(`/resource_api/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"version":0}',
          }),
        ),
      ]);
      return answers.map((answer) => answer.status);
    });
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 403]);
    // The user menu offers the console to its administrator only.
    await page.getByRole('button', { name: /打开用户菜单/ }).click();
    await expect.poll(() => page.getByRole('link', { name: '平台管理' }).count()).toBe(0);
  });

  it('draws every screen for the administrator: axe-clean at 1440 and 390 px, fits 390 px, no console errors', async () => {
    const axeProblems = async (where: string) =>
      (await runAxe(admin))
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    // Every later test starts at 1440 px, whatever happens here.
    onTestFinished(() => admin.setViewportSize({ width: 1440, height: 900 }));
    for (const screen of SCREENS) {
      const problems = watchProblems(admin);
      await admin.setViewportSize({ width: 1440, height: 900 });
      await admin.goto(`${environment.url}${screen.path}`);
      await expectMain(admin, screen.text);
      expect(await axeProblems(`${screen.path} at 1440 px`)).toEqual([]);
      // The charts redraw at the new width a frame or two after it is set: the layout is read until it settles.
      await expect
        .poll(async () => (await layoutAtPhoneWidth(admin)).overflows, {
          message: `${screen.path} scrolls sideways at 390 px`,
        })
        .toBe(false);
      await admin.setViewportSize({ width: 390, height: 844 });
      expect(await axeProblems(`${screen.path} at 390 px`)).toEqual([]);
      await screenshotBothWidths(admin, screen.name);
      expect(problems).toEqual([]);
    }
  }, 240_000);

  it('publishes an article with a picture, which a visitor reads, then withdraws it (404 to the visitor)', async () => {
    await admin.goto(`${environment.url}/index`);
    await admin.getByRole('button', { name: /打开用户菜单/ }).click();
    await admin.getByRole('link', { name: '平台管理' }).click();
    await expectMain(admin, /内容管理/);
    await admin.getByRole('link', { name: '新建文章' }).click();
    await expectMain(admin, /新建文章/);
    await admin.getByRole('button', { name: '保存草稿' }).click();
    await expect.poll(() => admin.locator('main').textContent()).toContain('必填项不能为空');
    await admin.getByLabel('标题', { exact: true }).fill('县教体局召开2027年春季开学工作会议');
    await admin.getByLabel('摘要', { exact: true }).fill('部署春季开学各项工作');
    await admin.getByLabel('封面图片').setInputFiles(png('开学会议.png'));
    await admin.getByRole('img', { name: '当前封面' }).waitFor();
    await admin.getByRole('textbox', { name: '正文' }).click();
    await admin.keyboard.type('会议要求各校做好开学准备。');
    await admin.getByRole('button', { name: '加粗' }).click();
    // One input of the whole word: typed key by key, a busy machine can let the caret fall behind the marks.
    await admin.keyboard.insertText('安全第一');
    await admin.getByRole('button', { name: '预览' }).click();
    const preview = admin.getByRole('dialog', { name: '发布前预览' });
    await expect.poll(() => preview.textContent()).toMatch(/县教体局召开2027年春季开学工作会议[\s\S]*安全第一/);
    await screenshotBothWidths(admin, 'console-preview');
    await preview.getByRole('button', { name: /关闭/ }).click();
    await admin.getByRole('button', { name: '保存草稿' }).click();
    await admin.waitForURL(/\/console\/content\/edit\?id=/);
    const id = new URL(admin.url()).searchParams.get('id') ?? '';
    await admin.getByRole('button', { name: '立即发布' }).click();
    await expect.poll(() => admin.locator('main').textContent()).toContain('已发布');

    const visitor = await newPage(environment);
    await visitor.goto(`${environment.url}/detial/${id}`);
    await expectMain(visitor, /县教体局召开2027年春季开学工作会议[\s\S]*会议要求各校做好开学准备。安全第一/);
    expect(await visitor.locator('main strong', { hasText: '安全第一' }).count()).toBe(1);
    const cover = visitor.locator('main img[src*="开学会议"], main img[src*="%E5%BC%80%E5%AD%A6"]');
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    await admin.goto(`${environment.url}/console/content`);
    const row = admin.getByRole('row', { name: /县教体局召开2027年春季开学工作会议/ });
    await row.getByRole('button', { name: '撤下' }).click();
    await expect.poll(() => row.textContent()).toContain('已撤下');
    await visitor.reload();
    await waitForContent(visitor);
    await expect.poll(() => visitor.locator('main').textContent()).not.toContain('会议要求各校做好开学准备');
    const answer = await fetch(
      `${environment.url}/resource_api/portal/v1/client/v1/article/getArticleInfoById?id=${id}`,
    );
    expect(answer.status).toBe(404);
  }, 120_000);

  it('changes the carousel and the site name; a visitor sees both on the next page', async () => {
    await admin.goto(`${environment.url}/console/home`);
    await expectMain(admin, /首页内容/);
    await admin.getByRole('button', { name: '新增轮播图' }).click();
    const dialog = admin.getByRole('dialog', { name: '新增轮播图' });
    await dialog.getByLabel('名称').fill('春季开学安全教育周');
    await dialog.getByLabel('链接').fill('/information');
    await dialog.getByLabel('图片').setInputFiles(png('安全教育周.png'));
    await dialog.getByRole('img', { name: '当前图片' }).waitFor();
    await dialog.getByRole('button', { name: '保存' }).click();
    await admin.getByRole('tabpanel', { name: '轮播图' }).getByText('春季开学安全教育周').first().waitFor();
    await admin.getByLabel('网站名称').fill('叶县智慧教育公共服务平台');
    await admin.getByRole('button', { name: '保存站点设置' }).click();
    await expect.poll(() => admin.locator('main').textContent()).toContain('最后由 刘振东');

    const visitor = await newPage(environment);
    await visitor.goto(`${environment.url}/index`);
    await waitForContent(visitor);
    await expect.poll(() => visitor.title()).toContain('叶县智慧教育公共服务平台');
    // A slide's caption is text over its picture, and names its dot.
    const carousel = visitor.getByRole('region', { name: '图片新闻' });
    await expect.poll(() => carousel.getByText('春季开学安全教育周', { exact: true }).count()).toBe(1);
    expect(await carousel.getByRole('button', { name: /：春季开学安全教育周$/ }).count()).toBe(1);
  }, 90_000);

  it('imports 200 teachers from a spreadsheet with 3 bad rows: the bad rows named, the rest created; one signs in', async () => {
    const school = '叶县昆阳镇第一小学';
    const rows: (string | number)[][] = [['账号', '姓名', '手机号', '学校', '学科']];
    for (let index = 1; index <= 200; index++)
      rows.push([`imp${index}`, `导入教师${index}`, 13600000000 + index, school, '数学']);
    rows[50] = ['imp 50', '导入教师50', 13600000050, school, '数学'];
    rows[100] = ['imp100', '导入教师100', 123, school, '数学'];
    rows[150] = ['imp150', '导入教师150', 13600000150, '火星第一小学', '数学'];
    const sheet = await writeExcelFile(rows).toBuffer();

    await admin.goto(`${environment.url}/console/people`);
    await expectMain(admin, /用户管理/);
    await admin.getByRole('button', { name: '批量导入教师' }).click();
    const dialog = admin.getByRole('dialog', { name: '批量导入教师' });
    await dialog.getByLabel('表格文件').setInputFiles({
      name: '教师名单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: sheet,
    });
    await dialog.getByLabel('初始密码').fill('start2027a');
    await dialog.getByRole('button', { name: '预览导入结果' }).click();
    await expect
      .poll(() => dialog.textContent(), { timeout: 30_000 })
      .toContain('共 200 行：将创建 197 个账号，3 行有问题不会导入');
    const refused = dialog.getByRole('table', { name: '有问题的行' });
    await expect
      .poll(() => refused.textContent())
      .toMatch(
        /第 51 行[\s\S]*账号只能包含字母和数字[\s\S]*第 101 行[\s\S]*请输入正确的手机号码[\s\S]*第 151 行[\s\S]*没有名为“火星第一小学”的学校/,
      );
    await screenshotBothWidths(admin, 'console-import-preview');
    await dialog.getByRole('button', { name: '确认导入 197 个账号' }).click();
    await expect.poll(() => dialog.textContent(), { timeout: 60_000 }).toContain('已创建 197 个账号，3 行未导入');
    await dialog.getByRole('button', { name: '完成' }).click();

    const teacher = await newPage(environment);
    await teacher.goto(`${environment.url}/login?redirect_url=${encodeURIComponent('/index')}`);
    await teacher.waitForURL(/\/auth\/login\?redirect_url=/);
    await teacher.getByLabel('用户名').fill('imp7');
    await teacher.getByLabel('密码').fill('start2027a');
    await teacher.getByRole('button', { name: '登录' }).click();
    await teacher.waitForURL(`${environment.url}/index`);
    const prompt = teacher.getByRole('dialog', { name: '请修改密码' });
    await prompt.waitFor({ timeout: 30_000 });
    // Required: no skip, no close control, and neither Escape nor a click outside closes it.
    expect(await prompt.getByRole('button', { name: '暂不修改' }).count()).toBe(0);
    expect(await prompt.getByRole('button', { name: '关闭' }).count()).toBe(0);
    await prompt.getByLabel('当前密码').focus();
    await teacher.keyboard.press('Escape');
    await teacher.mouse.click(4, 4);
    await teacher.waitForTimeout(300);
    expect(await prompt.isVisible()).toBe(true);
    await screenshotBothWidths(teacher, 'console-required-password-change');
    await prompt.getByLabel('当前密码').fill('start2027a');
    await prompt.getByLabel(/^新密码/).fill('mine2027b');
    await prompt.getByLabel('确认新密码').fill('mine2027b');
    await prompt.getByRole('button', { name: '修改密码' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await tokenOf('imp7', 'mine2027b')).toEqual(expect.any(String));
  }, 180_000);

  it('a teacher contributes two files from the portal; the admin approves one and rejects the other; the teacher sees both, and the public the approved one', async () => {
    const teacher = await newPage(environment);
    const problems = watchProblems(teacher);
    await signIn(teacher, environment, 'teacher', '/index');
    await waitForContent(teacher);
    const unreadBefore = Number((await teacher.getByTestId('unread-badge').textContent()) ?? 0);
    /** Uploads a file with its title, phase, grade and subject, and files it for review. */
    const contribute = async (file: { name: string; buffer: Buffer; mimeType: string }, title: string) => {
      const panel = teacher.getByRole('tabpanel', { name: '我的资源' });
      await panel.getByLabel('选择文件').setInputFiles(file);
      await panel.getByText('已上传').waitFor();
      // The title starts as the file's name; the teacher writes a better one.
      expect(await panel.getByLabel('资源标题').inputValue()).toBe(file.name.replace(/\.\w+$/, ''));
      await panel.getByLabel('资源标题').fill(title);
      await panel.getByLabel('学段').selectOption({ label: '小学' });
      await panel.getByLabel('年级').selectOption({ label: '三年级' });
      await panel.getByLabel('学科').selectOption({ label: '数学' });
      await panel.getByRole('button', { name: '提交审核' }).click();
      await panel
        .getByRole('list', { name: '我上传的资源' })
        .getByRole('listitem')
        .filter({ hasText: title })
        .waitFor();
      expect(await panel.getByLabel('资源标题').inputValue()).toBe('');
    };

    // From the workbench: the user menu's 工作台, then 我的资源's 上传资源.
    await teacher
      .getByRole('banner')
      .getByRole('button', { name: /打开用户菜单/ })
      .click();
    await teacher.getByRole('dialog').getByRole('link', { name: '工作台' }).click();
    await waitForContent(teacher);
    await teacher.getByRole('region', { name: '我的资源' }).getByRole('button', { name: '上传资源' }).click();
    await teacher.waitForURL(`${environment.url}/personal?typeIndex=5`);
    const panel = teacher.getByRole('tabpanel', { name: '我的资源' });
    // SPEC §5's rules before anything is sent: a file first, every field's message, the format whitelist.
    await panel.getByRole('button', { name: '提交审核' }).click();
    await expect.poll(() => panel.textContent()).toMatch(/请先上传资源文件[\s\S]*必填项不能为空/);
    await panel
      .getByLabel('选择文件')
      .setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect.poll(() => panel.textContent()).toContain('文件格式不正确，请上传 doc/docx/ppt/pptx');
    await panel.getByRole('button', { name: '移除 说明.txt' }).click();
    const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4 ${name}`) });
    await contribute(pdf('认识钟表.pdf'), '认识钟表教学设计');
    await screenshotBothWidths(teacher, 'personal-contributions');

    // From the resource centre: its 上传资源 leads to the same form.
    await teacher.getByRole('banner').getByRole('link', { name: '资源中心' }).first().click();
    await waitForContent(teacher);
    await teacher.getByRole('main').getByRole('link', { name: '上传资源' }).click();
    await teacher.waitForURL(`${environment.url}/personal?typeIndex=5`);
    await contribute(pdf('练习卷扫描.pdf'), '看不清的练习卷');
    const mine = panel.getByRole('list', { name: '我上传的资源' });
    for (const title of ['认识钟表教学设计', '看不清的练习卷'])
      expect(await mine.getByRole('listitem').filter({ hasText: title }).textContent()).toContain('待审核');

    await admin.goto(`${environment.url}/console/resources`);
    await expectMain(admin, /资源审核/);
    const queue = admin.getByRole('region', { name: '待审核资源' });
    const good = queue.getByRole('row', { name: /认识钟表教学设计/ });
    expect(await good.textContent()).toContain('小学 三年级 数学');
    await good.getByRole('button', { name: '通过' }).click();
    await expect.poll(() => good.count()).toBe(0);
    // The approved file is public now: it is listed among the resource centre's files.
    await admin
      .getByRole('region', { name: '资源列表' })
      .getByRole('row', { name: /认识钟表/ })
      .waitFor();
    await queue
      .getByRole('row', { name: /看不清的练习卷/ })
      .getByRole('button', { name: '驳回' })
      .click();
    const dialog = admin.getByRole('dialog', { name: /驳回/ });
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await expect.poll(() => dialog.textContent()).toContain('必填项不能为空');
    await dialog.getByLabel('驳回原因').fill('图片模糊，请重新扫描后上传');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The teacher: both states in 我的资源, both decisions counted by the bell and listed in /jhmessage.
    await teacher.reload();
    await waitForContent(teacher);
    await expect
      .poll(() => mine.getByRole('listitem').filter({ hasText: '认识钟表教学设计' }).textContent())
      .toMatch(/已发布[\s\S]*已在资源中心公开展示/);
    expect(await mine.getByRole('listitem').filter({ hasText: '看不清的练习卷' }).textContent()).toMatch(
      /已驳回[\s\S]*驳回原因：图片模糊，请重新扫描后上传/,
    );
    await expect
      .poll(() => teacher.getByTestId('unread-badge').textContent(), { timeout: 30_000 })
      .toBe(String(unreadBefore + 2));
    await screenshotBothWidths(teacher, 'personal-contributions-reviewed');
    await teacher.getByRole('banner').getByRole('link', { name: /^消息/ }).first().click();
    await expectMain(teacher, /《认识钟表教学设计》已通过审核/);
    await expect.poll(() => teacher.locator('main').textContent()).toContain('《看不清的练习卷》未通过审核');

    // A visitor finds the approved file among the resource centre's newest, and not the rejected one.
    const visitor = await newPage(environment);
    await visitor.goto(`${environment.url}/resource`);
    await expectMain(visitor, /最新资源[\s\S]*认识钟表\.pdf/);
    expect(await visitor.locator('main').textContent()).not.toContain('练习卷扫描');
    expect(problems).toEqual([]);
  }, 180_000);

  it('sends a notice to one school: its teacher’s bell counts it, a student of another school’s does not', async () => {
    const teacher = await clientOf('teacher');
    const student = await clientOf('student');
    const before = {
      teacher: await api.getUnreadCount(teacher, '10001'),
      student: await api.getUnreadCount(student, '10002'),
    };
    await admin.goto(`${environment.url}/console/notices`);
    await expectMain(admin, /发布通知/);
    await admin.getByLabel('发送给').selectOption({ label: '指定学校' });
    await admin.getByLabel('接收范围').selectOption({ label: '叶县昆阳镇第一小学' });
    await admin.getByLabel('标题', { exact: true }).fill('教学常规检查安排');
    await admin.getByLabel('内容').fill('下周二起检查各班教案与作业批改。');
    await admin.getByRole('button', { name: '发送通知' }).click();
    await admin.getByRole('region', { name: '已发送通知' }).getByText('教学常规检查安排').first().waitFor();

    const page = await newPage(environment);
    await signIn(page, environment, 'teacher', '/index');
    await expect
      .poll(() => page.getByTestId('unread-badge').textContent(), { timeout: 30_000 })
      .toBe(String(before.teacher + 1));
    expect(await api.getUnreadCount(student, '10002')).toBe(before.student);
  }, 90_000);

  it('draws the dashboard with the seeded figures, each chart with its table', async () => {
    await admin.goto(`${environment.url}/console/stats`);
    await expectMain(admin, /访问量与资源浏览/);
    const visits = admin.getByRole('table', { name: '访问量与资源浏览' });
    await expect.poll(() => visits.locator('tbody tr').count()).toBe(30);
    const counts = await visits.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(counts.slice(0, 29).every((count) => Number(count) > 0)).toBe(true);
    // Every chart's canvas has been drawn on (some of its pixels are not blank).
    const drawn = () =>
      admin.locator('canvas').evaluateAll((canvases) =>
        canvases.map((canvas) => {
          const { width, height } = canvas as HTMLCanvasElement;
          if (width === 0 || height === 0) return false;
          const pixels = (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(0, 0, width, height).data ?? [];
          return Array.prototype.some.call(pixels, (value: number) => value !== 0);
        }),
      );
    await expect.poll(drawn).toEqual([true, true, true, true, true, true, true]);
    await expect.poll(() => admin.locator('main').textContent()).toMatch(/点踩原因排行[\s\S]*内容不准确：\d+ 次/);
  }, 90_000);

  it('lists each of these writes in the audit log', async () => {
    await admin.goto(`${environment.url}/console/audit`);
    await expectMain(admin, /操作日志/);
    const text = async () => admin.getByRole('region', { name: '操作记录' }).textContent();
    for (const action of [
      '新建文章',
      '发布文章',
      '撤下文章',
      '新增首页项目',
      '修改站点设置',
      '批量导入教师',
      '审核通过资源',
      '驳回资源',
      '发送通知',
    ]) {
      await expect.poll(text).toContain(action);
    }
  }, 60_000);

  /** The query string of every list read the admin's page asks for under `path` (e.g. admin/people) in this test. */
  const listReads = (path: string) => {
    const reads: Array<Record<string, string>> = [];
    const listen = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname === `/resource_api/${path}`) reads.push(Object.fromEntries(url.searchParams));
    };
    admin.on('request', listen);
    onTestFinished(() => {
      admin.off('request', listen);
    });
    return reads;
  };

  it('searches the accounts with the trimmed keyword and the chosen state only, from page 1', async () => {
    const reads = listReads('admin/people');
    await admin.goto(`${environment.url}/console/people`);
    await expectMain(admin, /用户管理[\s\S]*重置密码/);
    await admin.getByLabel('姓名或账号').fill('  王丽华  ');
    await admin.getByLabel('账号状态').selectOption('active');
    await admin.getByRole('button', { name: '搜索' }).click();

    await expect
      .poll(() => reads.at(-1))
      .toEqual({ keyword: '王丽华', status: 'active', pageNum: '1', pageSize: '10' });
    await expect.poll(() => admin.getByRole('region', { name: '用户列表' }).textContent()).toMatch(/王丽华/);
  });

  it('filters the articles by state at once, keeping the keyword last searched rather than the one typed', async () => {
    const reads = listReads('admin/content/articles');
    await admin.goto(`${environment.url}/console/content`);
    await expectMain(admin, /内容管理/);
    await admin.getByLabel('标题关键词').fill(' 安全 ');
    await admin.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => reads.at(-1)).toEqual({ keyword: '安全', pageNum: '1', pageSize: '10' });

    await admin.getByLabel('标题关键词').fill('冬季');
    await admin.getByLabel('状态').selectOption('published');
    await expect
      .poll(() => reads.at(-1))
      .toEqual({ keyword: '安全', state: 'published', pageNum: '1', pageSize: '10' });
  });

  it('exports the audit log as a CSV file named after it and the date, its columns first', async () => {
    await admin.goto(`${environment.url}/console/audit`);
    await expectMain(admin, /操作日志/);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: '导出日志' }).click(),
    ]);

    expect(download.suggestedFilename()).toMatch(/^操作日志-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.startsWith('\uFEFF时间,操作人,操作,对象,修改前,修改后\r\n')).toBe(true);
  });
});
