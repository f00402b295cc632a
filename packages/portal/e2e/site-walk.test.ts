import type { Page } from 'playwright-core';
import { describe, type ExpectStatic, expect, it } from 'vitest';
import {
  newPage,
  type PortalEnvironment,
  setUpPortalEnvironment,
  signIn,
  waitForContent,
  watchProblems,
} from './portal-environment';
import { type Leg, routesOf, takeStep, type Walker, walkOf } from './site-walk';
import { textSmallerThanMinimum } from './text-sizes';

const WALKERS: readonly Walker[] = ['visitor', 'teacher', 'student', 'lyyk-admin', 'studio-owner', 'admin'];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** A walk of some fifty clicks on a machine shared with other runs. */
const WALK_TIMEOUT_MS = 300_000;

/**
 * Walks the legs of a walker from /index by clicks alone; returns the routes reached and, where asked, the
 * text smaller than 12 px on each page reached.
 */
async function walk(
  page: Page,
  environment: PortalEnvironment,
  legs: readonly Leg[],
  measureText: boolean,
  check: ExpectStatic,
) {
  await page.goto(`${environment.url}/index`);
  await waitForContent(page);
  const reached = new Set<string>(['/index']);
  const smallText: string[] = [];
  const measure = async (where: string) => {
    if (measureText) smallText.push(...(await textSmallerThanMinimum(page)).map((text) => `${where}: ${text}`));
  };
  await measure('/index');
  for (const leg of legs) {
    for (const step of leg.steps) await takeStep(page, step);
    await page.waitForURL((url) => leg.lands.test(url.pathname + url.search), { timeout: 20_000 });
    if (!leg.leavesPortal) {
      await waitForScreen(page, leg, check);
      await measure(leg.route);
    }
    reached.add(leg.route);
  }
  return { reached: [...reached].sort(), smallText };
}

/** Waits until the reached page shows its content: nothing loading, no failed screen, not the 404 page. */
async function waitForScreen(page: Page, leg: Leg, check: ExpectStatic) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('main [role="status"][aria-label*="加载"]').length === 0 &&
      (document.querySelector('main')?.textContent?.trim().length ?? 0) > 0,
    undefined,
    { timeout: 30_000 },
  );
  const text = (await page.locator('main').textContent()) ?? '';
  check(text, `${leg.route}: the page it reached`).not.toMatch(/页面不存在|内容加载失败|您没有工作室管理权限/);
}

describe('every route of the SPEC by clicks from /index', () => {
  const environment = setUpPortalEnvironment();

  for (const walker of WALKERS) {
    for (const viewport of WIDTHS) {
      const phone = viewport.width < 1280;
      // The walks run side by side (each in its own browser context): most of a click's time is spent waiting.
      it.concurrent(
        `${walker} at ${viewport.width} px reaches every route of theirs${phone ? ', with no text under 12 px' : ''}`,
        async ({ expect }) => {
          const page = await newPage(environment, { viewport });
          const problems = watchProblems(page);
          if (walker !== 'visitor') await signIn(page, environment, walker);
          const { reached, smallText } = await walk(page, environment, walkOf(walker), phone, expect);
          expect(reached).toEqual(routesOf(walker).sort());
          expect(smallText, 'text under 12 px at 390 px').toEqual([]);
          expect(problems).toEqual([]);
          await page.context().close();
        },
        WALK_TIMEOUT_MS,
      );
    }
  }

  it('offers each administration only to the users it belongs to', async () => {
    const menuOf = async (walker: Walker) => {
      const page = await newPage(environment);
      // The menu knows the user's studios once the permission list, asked for after the page, has arrived.
      const permissions = page.waitForResponse((response) => response.url().includes('getUserPermissionList'));
      await signIn(page, environment, walker);
      await waitForContent(page);
      await permissions;
      await page
        .getByRole('banner')
        .getByRole('button', { name: /打开用户菜单/ })
        .click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('link', { name: '工作台' }).waitFor();
      const entries = await menu.getByRole('link').allTextContents();
      await page.context().close();
      return entries;
    };
    expect(await menuOf('teacher')).toEqual(['工作台']);
    expect(await menuOf('studio-owner')).toEqual(['工作台', '工作室管理']);
    expect(await menuOf('lyyk-admin')).toEqual(['工作台', '两研一刊管理']);
    expect(await menuOf('admin')).toEqual(['工作台', '平台管理']);
  });
});
