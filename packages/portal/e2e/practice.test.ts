import { saveScreenshot } from '@edu/browser-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';
import { checkRoute, type RouteCase } from './route-check';

type Row = { id: string; title?: string; schoolName?: string };

/** The practice portal (/zhsj and its pages) on the demo content, for a visitor and a signed-in teacher. */
describe('the practice portal', () => {
  const environment = setUpPortalEnvironment();
  const first: Record<'article' | 'school' | 'album' | 'video' | 'activity', Row> = {} as never;
  let routes: RouteCase[] = [];

  beforeAll(async () => {
    const list = async (path: string): Promise<Row> => {
      const answer = (await (await fetch(`${environment.url}/resource_api/practice/v1/portal/${path}`)).json()) as {
        data: { list: Row[] };
      };
      return answer.data.list[0] as Row;
    };
    first.article = await list('Info/listPage');
    first.school = await list('school');
    first.album = await list('album/listPage');
    first.video = await list('video/listPage');
    first.activity = await list('acty/page');
    const literal = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    routes = [
      {
        path: '/zhsj',
        name: 'zhsj',
        visitor: /绿色健康实践[\s\S]*实践文章[\s\S]*实践活动[\s\S]*精彩相册[\s\S]*实践视频[\s\S]*实践学校/,
      },
      {
        path: '/zhsj/articlelist',
        name: 'zhsj-articlelist',
        visitor: new RegExp(`实践文章[\\s\\S]*${literal(first.article.title)}[\\s\\S]*共 \\d+ 条`),
      },
      {
        path: `/zhsj/article/${first.article.id}`,
        name: 'zhsj-article',
        visitor: new RegExp(`${literal(first.article.title)}[\\s\\S]*浏览[\\s\\S]*评论[\\s\\S]*登录后参与评论`),
        teacher: new RegExp(`${literal(first.article.title)}[\\s\\S]*评论[\\s\\S]*发表`),
      },
      {
        path: '/zhsj/schools',
        name: 'zhsj-schools',
        visitor: new RegExp(`实践学校[\\s\\S]*${literal(first.school.schoolName)}[\\s\\S]*实践基地`),
      },
      {
        path: `/zhsj/schools/${first.school.id}`,
        name: 'zhsj-school',
        visitor: new RegExp(`${literal(first.school.schoolName)}[\\s\\S]*学生[\\s\\S]*学校相册`),
      },
      {
        path: '/zhsj/media?type=album',
        name: 'zhsj-media-album',
        visitor: new RegExp(`相册视频[\\s\\S]*${literal(first.album.title)}`),
      },
      {
        path: '/zhsj/media?type=video',
        name: 'zhsj-media-video',
        visitor: new RegExp(`相册视频[\\s\\S]*${literal(first.video.title)}`),
      },
      {
        path: `/zhsj/media/${first.album.id}?type=album`,
        name: 'zhsj-media-album-detail',
        visitor: new RegExp(`${literal(first.album.title)}[\\s\\S]*浏览[\\s\\S]*评论[\\s\\S]*共 [2-9]\\d* 条`),
      },
      {
        path: `/zhsj/media/${first.video.id}?type=video`,
        name: 'zhsj-media-video-detail',
        visitor: new RegExp(`${literal(first.video.title)}[\\s\\S]*浏览[\\s\\S]*评论`),
      },
      {
        path: '/zhsj/activityList',
        name: 'zhsj-activitylist',
        visitor: new RegExp(`实践活动[\\s\\S]*${literal(first.activity.title)}[\\s\\S]*活动时间`),
      },
      {
        path: `/zhsj/activityDetail?id=${first.activity.id}`,
        name: 'zhsj-activitydetail',
        visitor: new RegExp(`${literal(first.activity.title)}[\\s\\S]*活动时间[\\s\\S]*\\d{4}-\\d{2}-\\d{2}`),
      },
    ];
  });

  it('renders every route for a visitor, without console errors or serious axe findings', async () => {
    const page = await newPage(environment);
    for (const route of routes) await checkRoute(page, environment, route, 'visitor');
  }, 300_000);

  it('renders every route for a signed-in teacher', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher');
    // axe ran for the visitor; it runs again where a signed-in user sees different content (and the header).
    for (const route of routes) {
      await checkRoute(page, environment, route, 'teacher', { axe: route.teacher !== undefined });
    }
  }, 300_000);

  it('adds a comment and a reply on a video, shows them, and deletes the comment', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    const path = `/zhsj/media/${first.video.id}?type=video`;
    await signIn(page, environment, 'teacher', path);
    await waitForContent(page);
    const comments = page.getByRole('region', { name: '评论' });
    await comments.getByRole('button', { name: '发表' }).click();
    await comments.getByText('请输入评论内容').waitFor();
    const text = `视频拍得很清楚 ${Date.now()}`;
    await comments.getByLabel('发表评论').fill(text);
    await comments.getByRole('button', { name: '发表' }).click();
    const item = comments.getByRole('listitem').filter({ hasText: text }).first();
    await item.waitFor();
    await item.getByRole('button', { name: /^回复/ }).click();
    await item.getByRole('textbox').fill('补充一句：感谢老师');
    await item.getByRole('button', { name: '回复', exact: true }).click();
    await item.getByText('补充一句：感谢老师').waitFor();
    // Deleting the comment takes its reply with it.
    await item.getByRole('button', { name: '删除' }).first().click();
    await expect.poll(() => comments.textContent()).not.toContain(text);
    expect(await comments.textContent()).not.toContain('补充一句：感谢老师');
    expect(problems).toEqual([]);
  });

  it("does not offer to delete other people's comments, and asks a visitor to sign in", async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/zhsj/media/${first.album.id}?type=album`);
    await waitForContent(page);
    const comments = page.getByRole('region', { name: '评论' });
    await comments.getByText('登录后参与评论').waitFor();
    expect(await comments.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await comments.getByRole('textbox').count()).toBe(0);
  });

  it('steps through an album in the picture viewer', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/zhsj/media/${first.album.id}?type=album`);
    await waitForContent(page);
    await page
      .getByRole('button', { name: /^查看大图/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await expect.poll(() => viewer.textContent()).toMatch(/（1 \/ 6）/);
    expect(await viewer.getByRole('button', { name: '上一张' }).isDisabled()).toBe(true);
    await viewer.getByRole('button', { name: '下一张' }).click();
    await expect.poll(() => viewer.textContent()).toMatch(/（2 \/ 6）/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.textContent()).toMatch(/（3 \/ 6）/);
    await viewer.getByRole('img').first().waitFor();
    await saveScreenshot(page, 'portal/zhsj-viewer-1440');
    await viewer.getByRole('button', { name: '关闭' }).click();
    expect(await viewer.count()).toBe(0);
  });

  it('counts a view of a video when its page opens, once per viewer and window', async () => {
    const page = await newPage(environment);
    // A viewer of its own: visitors in these tests share one address, and a view counts once per viewer.
    await signIn(page, environment, 'admin');
    const views = async () => {
      const answer = (await (
        await fetch(`${environment.url}/resource_api/practice/v1/portal/video/${first.video.id}/details`)
      ).json()) as { data: { viewCount: number } };
      return answer.data.viewCount;
    };
    const before = await views();
    await page.goto(`${environment.url}/zhsj/media/${first.video.id}?type=video`);
    await waitForContent(page);
    await expect.poll(() => page.getByRole('region', { name: '视频' }).textContent()).toContain(`浏览 ${before + 1}`);
    expect(await views()).toBe(before + 1);
    // Opened again by the same viewer: the same count (issue 29: a view counts once per viewer and window).
    await page.reload();
    await waitForContent(page);
    await expect.poll(() => page.getByRole('region', { name: '视频' }).textContent()).toContain(`浏览 ${before + 1}`);
    expect(await views()).toBe(before + 1);
  });

  it('keeps /zhsj as it was left: the chosen article type', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/zhsj`);
    await waitForContent(page);
    const panel = page.getByRole('region', { name: '实践文章' });
    const chip = panel.getByRole('group', { name: '文章分类' }).getByRole('button').nth(2);
    const chosen = await chip.textContent();
    await chip.click();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await panel.getByRole('listitem').first().getByRole('link').click();
    await page.waitForURL(/\/zhsj\/article\//);
    await page.goBack();
    await page.waitForURL(`${environment.url}/zhsj`);
    expect(await panel.getByRole('button', { name: chosen ?? '' }).getAttribute('aria-pressed')).toBe('true');
  });
});
