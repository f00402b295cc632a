import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';
import { checkRoute, type RouteCase } from './route-check';

type Programme = { id: string; title: string; typeName: string };

/** The three classrooms (/hdym and a programme's page) on the demo content. */
describe('the three classrooms', () => {
  const environment = setUpPortalEnvironment();
  let programme: Programme;
  let routes: RouteCase[] = [];

  beforeAll(async () => {
    const answer = (await (
      await fetch(`${environment.url}/resource_api/three-class-admin/front/classes/info/page`)
    ).json()) as { data: { list: Programme[] } };
    programme = answer.data.list[0] as Programme;
    routes = [
      {
        path: '/hdym',
        name: 'hdym',
        visitor: /三个课堂[\s\S]*专递课堂[\s\S]*名师课堂[\s\S]*名校网络课堂[\s\S]*共 12 条/,
      },
      {
        path: `/three-studio/2syClassInfo?id=${programme.id}`,
        name: 'three-studio-2syClassInfo',
        visitor: new RegExp(`${programme.title}[\\s\\S]*授课教师[\\s\\S]*课程列表[\\s\\S]*第1课[\\s\\S]*第4课`),
      },
    ];
  });

  it('renders both routes for a visitor and a signed-in teacher', async () => {
    const visitor = await newPage(environment);
    for (const route of routes) await checkRoute(visitor, environment, route, 'visitor');
    const teacher = await newPage(environment);
    await signIn(teacher, environment, 'teacher');
    for (const route of routes) await checkRoute(teacher, environment, route, 'teacher');
  }, 180_000);

  it('filters by kind and phase, and keeps the filters after a visit to a programme', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await page.goto(`${environment.url}/hdym`);
    await waitForContent(page);
    const list = page.getByRole('region', { name: '课程列表' });
    await page.getByRole('button', { name: '名师课堂' }).click();
    await expect.poll(() => list.textContent()).not.toMatch(/专递课堂：|名校网络课堂：/);
    // The list is read once the page of both filters has arrived and been drawn, not the kind's alone.
    const filtered = page.waitForResponse(
      (response) => response.url().includes('/classes/info/page') && /[?&]phaseId=2\b/.test(response.url()),
    );
    await page.getByLabel('学段').selectOption({ label: '小学' });
    const answer = (await (await filtered).json()) as { data?: { list?: unknown[] } };
    const expectedCount = answer.data?.list?.length ?? -1;
    await expect.poll(() => list.getByRole('link').count()).toBe(expectedCount);
    const shown = await list.getByRole('link').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((text) => text.startsWith('名师课堂：'))).toBe(true);
    await list.getByRole('link').first().click();
    await page.waitForURL(/\/three-studio\/2syClassInfo\?id=/);
    await page.goBack();
    await page.waitForURL(`${environment.url}/hdym`);
    expect(await page.getByRole('button', { name: '名师课堂' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('学段').inputValue()).toBe('2');
    expect(await list.getByRole('link').allTextContents()).toEqual(shown);
    expect(problems).toEqual([]);
  });

  it("plays a programme's lessons, counting a view of each recording", async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await page.goto(`${environment.url}/three-studio/2syClassInfo?id=${programme.id}`);
    await waitForContent(page);
    await page.getByText('正在播放：第1课').waitFor();
    await page.getByRole('button', { name: /^第2课/ }).click();
    await page.getByText('正在播放：第2课').waitFor();
    const video = page.locator('video');
    expect(await video.getAttribute('controlslist')).toBe('nodownload');
    const counted = page.waitForResponse((response) => response.url().includes('/file/updateSeeTimes/'));
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    expect((await counted).status()).toBe(200);
    expect(problems).toEqual([]);
  });
});
