import { describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';
import { checkRoute, type RouteCase } from './route-check';

/** The personal centre's tabs for a signed-in user (a visitor is sent to /index: session.test.ts). */
const TABS: RouteCase[] = [
  {
    path: '/personal?typeIndex=1',
    name: 'personal-workbench',
    visitor: /我的应用[\s\S]*智[\s\S]*最近消息[\s\S]*我的班级[\s\S]*我的资源[\s\S]*上传资源/,
  },
  { path: '/personal?typeIndex=2', name: 'personal-messages', visitor: /我的消息[\s\S]*您上传的资源已通过审核/ },
  { path: '/personal?typeIndex=3', name: 'personal-classes', visitor: /我的班级[\s\S]*本校班级[\s\S]*班主任/ },
  {
    path: '/personal?typeIndex=4',
    name: 'personal-subjects',
    visitor: /学段[\s\S]*小学[\s\S]*年级[\s\S]*一年级[\s\S]*语文/,
  },
  {
    path: '/personal?typeIndex=5',
    name: 'personal-contributions',
    visitor:
      /上传资源[\s\S]*资源标题[\s\S]*我上传的资源[\s\S]*数学[\s\S]*课件[\s\S]*待审核[\s\S]*单元测试卷（扫描件）[\s\S]*已驳回[\s\S]*驳回原因：扫描件模糊/,
  },
];

const selectedTab = (page: import('playwright-core').Page) => page.getByRole('tab', { selected: true }).textContent();

describe('the personal centre', () => {
  const environment = setUpPortalEnvironment();

  it('renders every tab for a signed-in teacher, without console errors or serious axe findings', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher');
    for (const tab of TABS) await checkRoute(page, environment, tab, 'teacher');
  }, 180_000);

  it('gives a pupil no 我的资源: neither the tab, nor the workbench panel, nor /resource’s 上传资源', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'student', '/personal?typeIndex=5');
    await waitForContent(page);
    expect(await selectedTab(page)).toBe('工作台');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['工作台', '我的消息', '我的班级', '学科年级']);
    expect(await page.getByRole('region', { name: '我的资源' }).count()).toBe(0);
    await page.goto(`${environment.url}/resource`);
    await waitForContent(page);
    expect(await page.getByRole('main').getByRole('link', { name: '上传资源' }).count()).toBe(0);
  });

  it('leads a visitor’s 上传资源 on /resource through sign-in to the teacher’s 我的资源', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/resource`);
    await waitForContent(page);
    await page.getByRole('main').getByRole('link', { name: '上传资源' }).click();
    await page.waitForURL(/\/auth\/login\?redirect_url=/);
    await page.getByLabel('用户名').fill('teacher');
    await page.getByLabel('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${environment.url}/personal?typeIndex=5`);
    await waitForContent(page);
    expect(await selectedTab(page)).toBe('我的资源');
  });

  it('follows typeIndex: the query picks the tab, a tab click writes it, history goes back', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher', '/personal?typeIndex=2');
    await waitForContent(page);
    expect(await selectedTab(page)).toBe('我的消息');
    await page.getByRole('tab', { name: '工作台' }).click();
    await page.waitForURL(`${environment.url}/personal?typeIndex=1`);
    expect(await selectedTab(page)).toBe('工作台');
    await page.getByRole('tab', { name: '我的班级' }).click();
    await page.waitForURL(`${environment.url}/personal?typeIndex=3`);
    await page.goBack();
    await page.waitForURL(`${environment.url}/personal?typeIndex=1`);
    expect(await selectedTab(page)).toBe('工作台');
    await page.goBack();
    await expect.poll(() => selectedTab(page)).toBe('我的消息');
    // index picks the messages filter.
    await page.getByRole('tabpanel').getByRole('button', { name: '未读', exact: true }).click();
    await page.waitForURL(`${environment.url}/personal?typeIndex=2&index=1`);
    expect(await page.getByRole('button', { name: '未读', exact: true }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens an unread message, which marks it read', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await signIn(page, environment, 'teacher', '/personal?typeIndex=2&index=1');
    await waitForContent(page);
    const panel = page.getByRole('tabpanel', { name: '我的消息' });
    const controls = await panel
      .getByRole('button', { name: /^未读：/ })
      .first()
      .getAttribute('aria-controls');
    const first = panel.locator(`[aria-controls="${controls}"]`);
    const title = (await first.textContent())?.replace(/^未读：/, '').replace(/\d{4}-\d{2}-\d{2}.*$/, '') ?? '';
    const read = page.waitForResponse((response) => response.url().includes('/web/portal/read'));
    await first.click();
    expect((await read).status()).toBe(200);
    await panel.getByRole('link', { name: '查看详情' }).first().waitFor();
    await expect.poll(() => first.textContent()).toMatch(/^已读：/);
    await panel.getByRole('button', { name: '已读', exact: true }).click();
    await expect.poll(() => panel.textContent()).toContain(title.slice(0, 8));
    expect(problems).toEqual([]);
  });

  it('joins a class of the school and quits it again', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await signIn(page, environment, 'student', '/personal?typeIndex=3');
    await waitForContent(page);
    const mine = page.getByRole('region', { name: '我的班级' });
    const school = page.getByRole('region', { name: '本校班级' });
    const join = school.getByRole('button', { name: /^加入/ });
    // The school's classes arrive after the page's first content: wait for the list, not a count at once.
    await expect.poll(() => join.count(), { timeout: 15_000 }).toBe(1);
    const className = ((await join.getAttribute('aria-label')) ?? '').replace(/^加入/, '');
    await join.click();
    await expect.poll(() => mine.textContent()).toContain(className);
    await expect.poll(() => school.getByRole('button', { name: /^加入/ }).count()).toBe(0);
    await mine.getByRole('button', { name: `退出班级 ${className}` }).click();
    await mine.getByRole('button', { name: '确认退出' }).click();
    await expect.poll(() => mine.textContent()).not.toContain(className);
    await expect.poll(() => school.getByRole('button', { name: `加入${className}` }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('saves the subjects on the server and the selection in browser storage; keeps unsaved input alive', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await signIn(page, environment, 'teacher', '/personal?typeIndex=4');
    await waitForContent(page);
    const form = page.getByRole('tabpanel', { name: '学科年级' });
    await form.getByText('三年级').click();
    // Kept alive: leave for another route and come back; the unsaved choice is still there.
    await page.getByRole('link', { name: '应用中心' }).first().click();
    await page.waitForURL(`${environment.url}/application`);
    await page.goBack();
    await page.waitForURL(`${environment.url}/personal?typeIndex=4`);
    expect(await form.getByRole('radio', { name: '三年级' }).isChecked()).toBe(true);

    await form.getByText('语文').click();
    await form.getByText('英语').click();
    await form.getByText('数学').click();
    await form.getByText('数学').click();
    const saved = page.waitForResponse((response) => response.url().includes('/portal/v1/subject/save'));
    await form.getByRole('button', { name: '保存' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('保存成功').waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('indexSelection'))) ?? '{}')).toMatchObject({
      phaseId: '2',
      phaseName: '小学',
      gradeId: '23',
      gradeName: '三年级',
      subjectId: '02',
      subjectName: '数学',
    });
    await page.reload();
    await waitForContent(page);
    // The subjects load after the page: wait for the saved ones to show checked.
    const checked = () =>
      form
        .getByRole('checkbox', { checked: true })
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    await expect.poll(checked).toEqual(['02', '03']);
    // Nothing chosen is refused before any request.
    await form.getByText('数学').click();
    await form.getByText('英语').click();
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('请至少选择一个学科');
    expect(problems).toEqual([]);
  });
});
