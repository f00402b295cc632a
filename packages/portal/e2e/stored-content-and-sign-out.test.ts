import { saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent } from './portal-environment';

// Issue 29 in a real browser: stored content that points a picture at a write, and a sign-out arriving
// from another site. Chromium sends its own Sec-Fetch-* headers here; nothing is forged.

const EVIL = 'http://evil.example';

describe('stored content that writes, and sign-out from another site', () => {
  const environment = setUpPortalEnvironment();
  const db = () => environment.server.database.db;

  /** A comment of the teacher's, written through the API as the portal writes it. */
  async function teacherComment(): Promise<string> {
    const login = (await (
      await fetch(`${environment.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'teacher', password: 'demo1234' }),
      })
    ).json()) as { data: { token: string } };
    const album = await db()
      .selectFrom('portal_content')
      .select('id')
      .where('kind', '=', 'practice-album')
      .executeTakeFirstOrThrow();
    const answer = (await (
      await fetch(`${environment.url}/resource_api/practice/v1/practiceComment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ targetId: album.id, content: '这条评论不能被图片删除' }),
      })
    ).json()) as { data: { id: string } };
    return answer.data.id;
  }

  /** What the pictures would change: the comment, the message's read mark, the session. */
  async function stateOf(page: Page, commentId: string, messageId: string) {
    const comment = await db()
      .selectFrom('portal_comments')
      .select('id')
      .where('id', '=', commentId)
      .executeTakeFirst();
    const message = await db()
      .selectFrom('portal_messages')
      .select('is_read')
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    // The page's own script asks who is signed in, with the session cookie.
    const signedIn = await page.evaluate(async () => {
      const answer = await fetch('/resource_api/authority/permission/userinfo');
      return ((await answer.json()) as { data: { userName?: string } | null }).data?.userName ?? null;
    });
    return { comment: comment !== undefined, unread: message.is_read === 0, signedIn };
  }

  it('a reader opens an article whose body points pictures at writes: nothing changes', async () => {
    const commentId = await teacherComment();
    const message = await db()
      .selectFrom('portal_messages')
      .select('id')
      .where('uid', '=', '10001')
      .executeTakeFirstOrThrow();
    await db().updateTable('portal_messages').set({ is_read: 0 }).where('id', '=', message.id).execute();
    const writes = [
      `/resource_api/practice/v1/practiceComment/${commentId}/del`,
      '/auth/logout',
      `/resource_api/access-message/message/v1/web/portal/read?id=${message.id}`,
      `/resource_api/storage/files/../../practice/v1/practiceComment/${commentId}/del`,
    ];
    const pictures = writes.map((src) => `<img src="${src}" alt="插图">`).join('');
    // Written straight into the database, as a body stored before the fix would be: only the page's own
    // sanitiser and the server's cookie-write rule stand between it and the reader.
    const template = await db()
      .selectFrom('portal_content')
      .selectAll()
      .where('kind', '=', 'research-news')
      .executeTakeFirstOrThrow();
    const articleId = 'e2e-stored-pictures';
    await db()
      .insertInto('portal_content')
      .values({
        ...template,
        id: articleId,
        title: '一篇带有恶意图片的资讯',
        body: `<p>正文第一段。</p>${pictures}<p>正文第二段。</p>`,
      })
      .execute();

    const page = await newPage(environment);
    await signIn(page, environment, 'teacher');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${environment.url}/lyyk/article/${articleId}`);
    await waitForContent(page);
    await expect.poll(() => page.locator('main').textContent()).toContain('正文第二段');
    await page.waitForLoadState('networkidle');
    // The page shows the text, and none of the pictures (their addresses refused, they would be broken).
    expect(await page.locator('main img[alt="插图"]').count()).toBe(0);
    expect(requested.filter((path) => /practiceComment|\/auth\/logout|portal\/read/.test(path))).toEqual([]);
    await saveScreenshot(page, 'portal/stored-pictures-article-1440');
    expect(await stateOf(page, commentId, message.id)).toEqual({ comment: true, unread: true, signedIn: '王丽华' });

    // Pictures that got past every sanitiser: the browser fetches them with the cookie (no-cors), and the
    // server refuses the writes (403) and does not end the session (the sign-out only asks).
    const answers = await page.evaluate(
      async (addresses) =>
        Promise.all(
          addresses.map(
            (address) =>
              new Promise<string>((resolve) => {
                const image = new Image();
                image.onload = () => resolve(`${address} loaded`);
                image.onerror = () => resolve(`${address} refused`);
                image.src = address;
                document.body.append(image);
              }),
          ),
        ),
      writes,
    );
    expect(answers.every((answer) => answer.endsWith('refused'))).toBe(true);
    expect(await stateOf(page, commentId, message.id)).toEqual({ comment: true, unread: true, signedIn: '王丽华' });
    // A link to the GET-shaped delete, followed on our own page: a navigation, refused too.
    const navigation = await page.goto(`${environment.url}/resource_api/practice/v1/practiceComment/${commentId}/del`);
    expect(navigation?.status()).toBe(403);
    await page.goto(`${environment.url}/index`);
    expect(await stateOf(page, commentId, message.id)).toEqual({ comment: true, unread: true, signedIn: '王丽华' });
  });

  it('a link or a picture on another site does not sign the reader out; the question page and the portal still do', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher');
    const logout = `${environment.url}/auth/logout?redirect_url=${encodeURIComponent('/resource')}`;
    await page.context().route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html><body><h1>别的网站</h1><img src="${logout}" alt=""><a id="out" href="${logout}">点这里领奖品</a></body></html>`,
      }),
    );
    await page.goto(`${EVIL}/prize`);
    await page.waitForLoadState('networkidle');
    await page.locator('#out').click();
    await page.waitForURL(/\/auth\/logout\?redirect_url=/);
    await page.getByRole('heading', { name: '确认退出登录？' }).waitFor();
    await saveScreenshot(page, 'portal/sign-out-question-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'portal/sign-out-question-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Still signed in, in another tab of the same browser.
    const other = await page.context().newPage();
    await other.goto(`${environment.url}/index`);
    await waitForContent(other);
    await other.getByRole('button', { name: /王丽华/ }).waitFor();

    // 取消 goes back without signing out; the button signs out and comes back to the page asked for.
    await page.getByRole('link', { name: '取消，返回刚才的页面' }).click();
    await page.waitForURL(`${environment.url}/resource`);
    await waitForContent(page);
    await page.getByRole('button', { name: /王丽华/ }).waitFor();
    await page.goto(`${EVIL}/prize`);
    await page.locator('#out').click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(`${environment.url}/resource`);
    await waitForContent(page);
    await page.getByRole('link', { name: '登录', exact: true }).waitFor();
    await other.reload();
    await waitForContent(other);
    await other.getByRole('link', { name: '登录', exact: true }).waitFor();

    // The portal's own 退出登录 (a form posted from our page) signs out at once, no question asked.
    await signIn(page, environment, 'teacher', '/information');
    await page.getByRole('button', { name: /王丽华/ }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(`${environment.url}/information`);
    await page.getByRole('link', { name: '登录', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: '确认退出登录？' }).count()).toBe(0);
  });

  it('previews a workbook as a table of its first sheet, in the preview frame (issue 30)', async () => {
    const page = await newPage(environment);
    await page.goto(`${environment.url}/index`);
    await waitForContent(page);
    await page
      .getByRole('region', { name: '优质资源' })
      .getByRole('button', { name: /\.xlsx/ })
      .first()
      .click();
    const frame = page.frameLocator('[role="dialog"] iframe');
    const table = frame.locator('table');
    await table.waitFor({ timeout: 30_000 });
    expect(await frame.locator('thead th[scope="col"]').first().textContent()).toBe('A');
    expect(await frame.locator('tbody th[scope="row"]').first().textContent()).toBe('1');
    expect(await frame.locator('tbody td').count()).toBeGreaterThan(3);
    // The frame's stylesheet applied (by hash, under the sandbox policy): cells have borders.
    const border = await frame
      .locator('tbody td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).borderTopStyle);
    expect(border).toBe('solid');
    await saveScreenshot(page, 'portal/preview-xlsx-table-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await table.waitFor();
    await saveScreenshot(page, 'portal/preview-xlsx-table-390');
  });
});
