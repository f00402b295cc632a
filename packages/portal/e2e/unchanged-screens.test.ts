import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREENSHOTS_DIR } from '@edu/browser-harness';
import { seedDemoDataTemplate } from '@edu/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareScreens, paintSquare } from './compare-screens';
import { loadLazyPictures, VIEWPORTS } from './page-widths';
import { newPage, setUpPortalEnvironment, signIn, waitForContent, watchProblems } from './portal-environment';

/**
 * The portal looks the same as its committed reference screenshots: a refactor that changes no behaviour
 * changes no pixel. References live in `e2e/reference-screens/`; after a change that is meant to alter these
 * screens, take them again with
 * `EDU_UPDATE_REFERENCE_SCREENS=1 npx vitest run e2e/unchanged-screens.test.ts` (in packages/portal) and
 * look at every changed image before committing it.
 */

const REFERENCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reference-screens');
const DIFF_DIR = path.join(SCREENSHOTS_DIR, 'portal-screen-diffs');
const UPDATING = process.env.EDU_UPDATE_REFERENCE_SCREENS === '1';

/**
 * The day the screens are looked at, on the server and in the browser: the day after the demo's newest item
 * (2026-11-16), so dates and "昨日更新" read the same on every run.
 */
const SCREEN_TIME_MS = Date.UTC(2026, 10, 17, 2, 0, 0);

/**
 * The moment the demo is seeded at for these screens: the console's history (drafts, a scheduled article,
 * messages to uploaders) is dated from the seeding, so a demo seeded on the day of the run would draw other
 * dates than the references, taken on this day.
 */
const SEEDED_AT_MS = Date.UTC(2026, 10, 27, 12, 0, 0);

/**
 * Pixels that may differ beyond pixelmatch's colour threshold (anti-aliasing already left out). Runs of the
 * same build on the same Chromium agreed to the pixel on every screen here (three runs, 0 pixels); the 20
 * allowed cover a picture's edge rounded a shade differently on a loaded machine, while one changed character
 * of 12 px text differs in more than that, and a moved, resized or missing element in thousands.
 */
const ALLOWED_DIFFERENT_PIXELS = 20;

/**
 * Routes whose screens the refactors of issue 31 touch: the home page (server-rendered first screen,
 * carousel), lists (information, practice articles, research news, and every screen drawn with PagedList)
 * and the twin detail screens (information, reform); the console's sections with forms and filter bars. The
 * teacher's home page adds the signed-in header.
 */
const SCREENS = [
  { name: 'index', path: '/index' },
  { name: 'index-teacher', path: '/index', who: 'teacher' },
  { name: 'information', path: '/information' },
  { name: 'detial', path: '/detial/100012' },
  { name: 'reformInfo', path: '/reformInfo/100036' },
  { name: 'zhsj-articlelist', path: '/zhsj/articlelist' },
  { name: 'lyyk-article', path: '/lyyk/article' },
  // The list screens moved onto PagedList, and the console's forms and filter bars (issue 31's repeated blocks).
  { name: 'application', path: '/application' },
  { name: 'hdym', path: '/hdym' },
  { name: 'resource', path: '/resource' },
  { name: 'contest-list', path: '/contest/list' },
  { name: 'contest-resourceList', path: '/contest/resourceList' },
  { name: 'afterService', path: '/afterService' },
  { name: 'jhmessage', path: '/jhmessage' },
  { name: 'three-studio', path: '/three-studio' },
  { name: 'three-studio-school', path: '/three-studio/school' },
  { name: 'zhsj-activityList', path: '/zhsj/activityList' },
  { name: 'zhsj-schools', path: '/zhsj/schools' },
  { name: 'zhsj-media', path: '/zhsj/media' },
  { name: 'lyyk', path: '/lyyk' },
  { name: 'lyyk-active', path: '/lyyk/active' },
  { name: 'personal-messages', path: '/personal?typeIndex=2', who: 'teacher' },
  { name: 'console-people', path: '/console/people', who: 'admin' },
  { name: 'console-content', path: '/console/content', who: 'admin' },
  { name: 'console-home', path: '/console/home', who: 'admin' },
] as const;

/** The element the assistant's widget draws into (its launcher and panel live in its shadow root). */
const ASSISTANT_HOST = '[data-edu-assistant]';

/** A full-length screenshot at one width, every picture loaded, animations and the caret stopped. */
async function screenAt(page: Page, viewport: { width: number; height: number }): Promise<Buffer> {
  await page.setViewportSize(viewport);
  await loadLazyPictures(page);
  await page.evaluate(() => document.fonts.ready);
  // The assistant is other work in flight (its launcher's look, place and loading): not this check's. Hidden
  // through the CSSOM (the strict CSP refuses the style element Playwright's `style` option would add), inside
  // its shadow root (the widget's own `:host` rule outranks any style given to the host from outside).
  await page.evaluate((selector) => {
    for (const host of Array.from(document.querySelectorAll(selector))) {
      for (const part of Array.from(host.shadowRoot?.children ?? [])) {
        if (part instanceof HTMLElement) part.style.setProperty('display', 'none', 'important');
      }
    }
  }, ASSISTANT_HOST);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

describe('the portal looks as its reference screenshots (no behaviour change)', () => {
  let seeded: Awaited<ReturnType<typeof seedDemoDataTemplate>> | undefined;
  beforeAll(async () => {
    seeded = await seedDemoDataTemplate({ now: () => new Date(SEEDED_AT_MS) });
  });
  afterAll(() => seeded?.remove());
  const environment = setUpPortalEnvironment(
    {},
    {
      now: () => new Date(SCREEN_TIME_MS + performance.now()),
      dataTemplate: () => {
        if (!seeded) throw new Error('the demo was not seeded');
        return seeded.dir;
      },
    },
  );

  it.skipIf(UPDATING)('sees a change: a painted square is found by the comparison', () => {
    const reference = readFileSync(path.join(REFERENCE_DIR, 'index-1440.png'));
    expect(compareScreens(reference, reference).differentPixels).toBe(0);
    const changed = compareScreens(reference, paintSquare(reference, 300, 300, 12));
    expect(changed.differentPixels).toBeGreaterThan(ALLOWED_DIFFERENT_PIXELS);
  });

  it.each(SCREENS)('$path ($name) at 1440 and 390 px', async (screen) => {
    const page = await newPage(environment, { reducedMotion: 'reduce' });
    await page.clock.install({ time: SCREEN_TIME_MS });
    if ('who' in screen) await signIn(page, environment, screen.who);
    const problems = watchProblems(page);
    await page.goto(`${environment.url}${screen.path}`);
    await waitForContent(page);
    // A signed-in user's assistant loads once the page is idle: wait for it, so it is hidden in every shot.
    if ('who' in screen) await page.locator(ASSISTANT_HOST).waitFor({ state: 'attached', timeout: 30_000 });
    for (const viewport of Object.values(VIEWPORTS)) {
      const file = `${screen.name}-${viewport.width}.png`;
      const actual = await screenAt(page, viewport);
      if (UPDATING) {
        mkdirSync(REFERENCE_DIR, { recursive: true });
        writeFileSync(path.join(REFERENCE_DIR, file), actual);
        continue;
      }
      const comparison = compareScreens(readFileSync(path.join(REFERENCE_DIR, file)), actual);
      if (!comparison.sameSize || comparison.differentPixels > ALLOWED_DIFFERENT_PIXELS) {
        mkdirSync(DIFF_DIR, { recursive: true });
        writeFileSync(path.join(DIFF_DIR, file), actual);
        if (comparison.diff) writeFileSync(path.join(DIFF_DIR, file.replace('.png', '-diff.png')), comparison.diff);
      }
      expect(comparison.sameSize, `${file}: same size as the reference (see ${DIFF_DIR})`).toBe(true);
      expect(comparison.differentPixels, `${file}: pixels unlike the reference (see ${DIFF_DIR})`).toBeLessThanOrEqual(
        ALLOWED_DIFFERENT_PIXELS,
      );
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
