import { runAxe } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { layoutAtPhoneWidth, screenshotBothWidths } from './page-widths';
import { type PortalEnvironment, waitForContent, watchProblems } from './portal-environment';

/** A route with what proves its content rendered (for a visitor, and for a signed-in user when it differs). */
export interface RouteCase {
  path: string;
  name: string;
  visitor: RegExp;
  teacher?: RegExp;
}

/**
 * Opens a route and checks it: its content shows, axe-core finds no serious or critical violation (unless
 * `axe` is off: a signed-in pass over pages a visitor's pass already checked, whose content is the same), no
 * console error or failed request, no sideways scroll on a phone and nothing sticking out of its box there;
 * screenshots at both widths named `<name>-<who>` when the run takes them.
 */
export async function checkRoute(
  page: Page,
  environment: PortalEnvironment,
  route: RouteCase,
  who: string,
  { axe = true }: { axe?: boolean } = {},
) {
  const problems = watchProblems(page);
  await page.goto(`${environment.url}${route.path}`);
  await waitForContent(page);
  const expected = who === 'visitor' ? route.visitor : (route.teacher ?? route.visitor);
  await expect.poll(() => page.locator('main').textContent(), { timeout: 30_000 }).toMatch(expected);
  if (axe) {
    const violations = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  const phone = await layoutAtPhoneWidth(page);
  expect(phone.overflows, 'scrolls sideways at 390 px').toBe(false);
  expect(phone.outOfTheirBox, 'sticks out of its box at 390 px').toEqual([]);
  await screenshotBothWidths(page, `${route.name}-${who}`);
  expect(problems).toEqual([]);
}
