import { saveScreenshot } from '@edu/browser-harness';
import { describe, expect, it } from 'vitest';
import { screenshotBothWidths } from './page-widths';
import { newPage, setUpPortalEnvironment, signIn, visit, waitForContent, watchProblems } from './portal-environment';

/** The id of the contest still running in the demo content (its results are refused while it runs). */
async function runningContestId(url: string): Promise<string> {
  const response = await fetch(`${url}/resource_api/portal/v1/portal/resource/match/list?status=ongoing`);
  const body = (await response.json()) as { data: { list: Array<{ id: string }> } };
  const id = body.data.list[0]?.id;
  if (!id) throw new Error('the demo content has no running contest');
  return id;
}

describe('the public sections: downloads, refusals and the parts behind tabs', () => {
  const environment = setUpPortalEnvironment();

  it('shows a zip as not previewable, and asks a visitor to sign in before downloading', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await visit(page, environment, '/resource');
    const newest = page.getByRole('region', { name: '最新资源' });
    await newest.getByRole('button', { name: /\.zip/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('无法在线预览');
    await saveScreenshot(page, 'portal/preview-zip-1440');
    await dialog.getByRole('button', { name: '下载文件' }).click();
    const toast = page.getByRole('status').filter({ hasText: '请先登录再下载资源' });
    await expect.poll(() => toast.count()).toBe(1);
    // The message offers the way to sign in, coming back to this page afterwards.
    const signIn = toast.getByRole('link', { name: '去登录' });
    expect(await signIn.getAttribute('href')).toBe(`/auth/login?redirect_url=${encodeURIComponent('/resource')}`);
    await dialog.getByRole('button', { name: '关闭' }).click();
    // The list's own download button asks the same.
    await newest
      .getByRole('button', { name: /^下载 / })
      .first()
      .click();
    await expect.poll(() => page.getByText('请先登录再下载资源').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.getByRole('link', { name: '去登录' }).last().click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/resource');
  });

  it('lets a signed-in teacher download a resource as an attachment', async () => {
    const page = await newPage(environment);
    await signIn(page, environment, 'teacher', '/resource');
    await waitForContent(page);
    const newest = page.getByRole('region', { name: '最新资源' });
    const downloaded = page.waitForEvent('download');
    await newest
      .getByRole('button', { name: /^下载 .*\.zip$/ })
      .first()
      .click();
    expect((await downloaded).suggestedFilename()).toMatch(/\.zip$/);
  });

  it('exports the whole search result of /contest/resourceList as CSV', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await visit(page, environment, '/contest/resourceList');
    await expect.poll(() => page.locator('main').textContent()).toMatch(/共\s*\d+\s*件作品/);
    const shown = (await page.locator('main').textContent())?.match(/共\s*(\d+)\s*件作品/)?.[1];
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^参赛作品-\d{8}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFF作品名称,格式,所属比赛,奖项,作者,学校,乡镇,学科,浏览次数,上传日期');
    // Every entry of the result, not only the page on screen.
    expect(lines.length - 1).toBe(Number(shown));
    await expect.poll(() => page.getByText(`已导出 ${shown} 条作品`).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('shows Page403 for the results of a contest that is still running', async () => {
    const page = await newPage(environment);
    const id = await runningContestId(environment.url);
    const refused = page.waitForResponse((response) => response.url().includes(`/match/result/${id}`));
    await page.goto(`${environment.url}/contest/result?matchId=${id}`);
    expect((await refused).status()).toBe(403);
    await expect.poll(() => page.locator('main').textContent()).toMatch(/403[\s\S]*没有访问权限/);
    await screenshotBothWidths(page, 'contest-result-403');
    // Leaving the page leaves the 403 screen behind.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资源大赛' }).click();
    await page.waitForURL(`${environment.url}/contest/list`);
    await expect.poll(() => page.locator('main').textContent()).toMatch(/资源大赛[\s\S]*比赛时间/);
  });

  it('shows the periodicals and the central schools of /afterService, and the practice albums of /exhibition', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    await visit(page, environment, '/afterService');
    await page.getByRole('button', { name: '期刊文章' }).click();
    await waitForContent(page);
    const periodicals = page.getByRole('region', { name: '期刊文章' });
    await expect.poll(() => periodicals.textContent()).toMatch(/浏览 \d+/);
    await screenshotBothWidths(page, 'afterService-periodicals-visitor');
    // An article opens in a dialog over the list.
    const first = periodicals.getByRole('listitem').first().getByRole('button');
    const title = (await first.locator('span span').first().textContent()) ?? '';
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(title);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('button', { name: '中心学校' }).click();
    await waitForContent(page);
    await expect.poll(() => page.getByRole('region', { name: '中心学校' }).textContent()).toMatch(/中心/);
    await screenshotBothWidths(page, 'afterService-central-schools-visitor');

    await visit(page, environment, '/exhibition');
    await page.getByRole('button', { name: '实践相册展' }).click();
    await waitForContent(page);
    await expect.poll(() => page.locator('main').textContent()).toMatch(/相册/);
    await screenshotBothWidths(page, 'exhibition-albums-visitor');
    expect(problems).toEqual([]);
  });
});
