import { describe, expect, it } from 'vitest';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';
import { literal, seededContent } from './seeded-content';

/** The visible text of the page (what a person reads), with runs of white space folded. */
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

describe('pages come drawn by the server (ADR 0024)', () => {
  const environment = setUpPortalEnvironment();

  it('shows a section with its content before any script runs, under the strict CSP', async () => {
    const { newestArticle, principalStudio } = await seededContent(environment);
    const page = await newPage(environment, { javaScriptEnabled: false });
    const problems = watchProblems(page);
    await page.goto(`${environment.url}/information`);
    expect(await page.getByRole('heading', { name: '资讯中心', level: 1 }).isVisible()).toBe(true);
    expect(await page.title()).toBe('资讯中心 - 叶县教育公共服务平台');
    const html = await page.content();
    expect(visibleText(html)).toMatch(
      new RegExp(`资讯中心[\\s\\S]*教育新闻[\\s\\S]*${literal(newestArticle.title)}[\\s\\S]*浏览`),
    );
    // The page's styles come from its stylesheet only: an inline style attribute would be refused.
    expect(await page.locator('#root [style]').count()).toBe(0);
    // A detail page is named by its item, also when the item is chosen by a query parameter.
    await page.goto(`${environment.url}/detial/${newestArticle.id}`);
    expect(await page.title()).toBe(`${newestArticle.title} - 叶县教育公共服务平台`);
    await page.goto(`${environment.url}/three-studio/detail?id=${principalStudio.id}`);
    expect(await page.title()).toBe(`${principalStudio.title} - 叶县教育公共服务平台`);
    expect(problems).toEqual([]);
  });

  it('names the carousel picture it drew first for the browser to fetch early (ADR 0021)', async () => {
    const carousel = await fetch(`${environment.url}/resource_api/portal/v1/carouselpic/client`);
    const [first] = ((await carousel.json()) as { data: { cover: string }[] }).data;
    const response = await fetch(`${environment.url}/index`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    // Drawn by the render (the carousel is in the page), with the preload the render named.
    expect(html).toContain('aria-roledescription="carousel"');
    const preloads = [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g)];
    expect(preloads.map((match) => match[1])).toEqual([first?.cover]);
  });

  it('draws a signed-in teacher’s own messages, and sends a visitor away from a page for users', async () => {
    const teacher = await newPage(environment);
    await signIn(teacher, environment, 'teacher');
    const cookies = await teacher.context().cookies();
    const withoutScripts = await newPage(environment, { javaScriptEnabled: false });
    await withoutScripts.context().addCookies(cookies);
    await withoutScripts.goto(`${environment.url}/jhmessage`);
    const { teacherMessage } = await seededContent(environment);
    expect(visibleText(await withoutScripts.content())).toMatch(
      new RegExp(`我的消息[\\s\\S]*${literal(teacherMessage.title)}`),
    );

    const visitor = await newPage(environment, { javaScriptEnabled: false });
    const response = await visitor.goto(`${environment.url}/personal`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${environment.url}/personal`);
    expect(new URL(visitor.url()).pathname).toBe('/index');
  });

  it("hydrates the server's page: every element drawn stays on screen, for a visitor and a signed-in teacher", async () => {
    const { newestArticle, principalStudio } = await seededContent(environment);
    const teacher = await newPage(environment);
    await signIn(teacher, environment, 'teacher');
    const visitor = await newPage(environment);
    // /hdym's filters are read by POST, which a signed-in render must be allowed to make as the page would.
    for (const [page, path] of [
      [visitor, '/information'],
      [visitor, `/detial/${newestArticle.id}`],
      [teacher, '/hdym'],
      [teacher, '/personal?typeIndex=4'],
    ] as const) {
      const problems = watchProblems(page);
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          Object.assign(window, { __serverDrawn: Array.from(document.querySelectorAll('#root *')) });
        }),
      );
      await page.goto(`${environment.url}${path}`);
      await waitForContent(page);
      // A part that hydrates later (a lazy menu) would report a mismatch by then.
      await page.waitForLoadState('networkidle');
      const { drawn, kept } = await page.evaluate(() => {
        const elements = (window as unknown as { __serverDrawn: Element[] }).__serverDrawn;
        return { drawn: elements.length, kept: elements.filter((element) => element.isConnected).length };
      });
      expect(drawn, path).toBeGreaterThan(50);
      expect(kept, path).toBe(drawn);
      expect(problems, path).toEqual([]);
    }
    // The article's body is drawn by the browser, once the app has the page; the app keeps the page's
    // name, there and on a page whose item is chosen by a query parameter.
    await visitor.goto(`${environment.url}/detial/${newestArticle.id}`);
    await waitForContent(visitor);
    await expect.poll(() => visitor.locator('.rich-text p').count()).toBeGreaterThan(0);
    await expect.poll(() => visitor.title()).toBe(`${newestArticle.title} - 叶县教育公共服务平台`);
    await visitor.goto(`${environment.url}/three-studio/detail?id=${principalStudio.id}`);
    await waitForContent(visitor);
    await expect.poll(() => visitor.title()).toBe(`${principalStudio.title} - 叶县教育公共服务平台`);
  });

  it('hands over to the app, which asks again for none of the data the page brought', async () => {
    const page = await newPage(environment);
    const problems = watchProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/resource_api/') && !url.pathname.includes('/storage/')) apiCalls.push(url.pathname);
    });
    await page.goto(`${environment.url}/information`);
    await waitForContent(page);
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    expect(await page.locator('#portal-page-data').count()).toBe(0);
    expect(apiCalls).toEqual([]);
    // And it is the app now: a filter answers.
    const notices = page.getByRole('navigation', { name: '资讯分类' }).getByRole('button', { name: '通知公告' });
    await notices.click();
    await expect.poll(() => notices.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => apiCalls.some((call) => call.endsWith('/frontArticleList'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
