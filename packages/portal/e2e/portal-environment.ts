import { rmSync } from 'node:fs';
import { type BrowserSession, saveScreenshot, screenshotsWanted, startBrowserSession } from '@edu/browser-harness';
import { copyDataTemplate, loadConfig, type RunningServer, type StartServerOptions, startServer } from '@edu/server';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** The two widths every route is looked at. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export interface PortalEnvironment {
  server: RunningServer;
  session: BrowserSession;
  url: string;
}

/**
 * Registers the suite hooks of a browser test file: the real server in-process (a copy of the run's
 * seeded demo data folder, the built portal at `/`) and one headless Chromium. Returns a holder filled before the
 * tests run. `env` adds settings; a function is asked when the server starts (after the file's earlier
 * `beforeAll` hooks, so it may name a service one of them started). `server` passes what the server takes
 * besides its settings (a clock, say).
 */
export function setUpPortalEnvironment(
  env: Record<string, string> | (() => Record<string, string>) = {},
  server: Pick<StartServerOptions, 'now'> = {},
): PortalEnvironment {
  const holder = {} as PortalEnvironment;
  const renderFailures: string[] = [];
  let dataDir: string;
  beforeAll(async () => {
    dataDir = copyDataTemplate(inject('demoDataDir'), 'edu-portal-data-');
    const config = loadConfig({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      ...inject('portalSettings'),
      // Every page server-rendered, however busy the machine: the tests check what a render draws.
      PORTAL_RENDER_TIMEOUT_MS: '30000',
      ...(typeof env === 'function' ? env() : env),
    });
    // A failed server render still sends the page (unrendered), so no test would notice it: the file fails.
    holder.server = await startServer({
      ...server,
      config,
      log: (message) => {
        if (message.startsWith('Portal server render')) renderFailures.push(message);
      },
    });
    holder.url = holder.server.url;
    holder.session = await startBrowserSession({ baseUrl: holder.url });
  });
  afterAll(async () => {
    await holder.session?.close();
    await holder.server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    expect(renderFailures, 'server renders that failed').toEqual([]);
  });
  return holder;
}

/** Console errors, page errors, CSP violations and failed requests of a page: every route must raise none. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/** A page in a fresh context (own cookies). */
export async function newPage(environment: PortalEnvironment, context: BrowserContextOptions = {}): Promise<Page> {
  return environment.session.newPage(undefined, { viewport: VIEWPORTS.desktop, locale: 'zh-CN', ...context });
}

/** Signs a demo user in through the server's sign-in page, as a person would (password demo1234). */
export async function signIn(page: Page, environment: PortalEnvironment, username: string, returnTo = '/index') {
  await page.goto(`${environment.url}/login?redirect_url=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/auth\/login\?redirect_url=/);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(`${environment.url}${returnTo}`);
}

/**
 * Waits until the app has taken over the server's drawing (the root is no longer `inert`) and no skeleton
 * ("正在加载", "页面加载中") is left on the page.
 */
export async function waitForContent(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      document.querySelector('#root:not([inert])') !== null &&
      document.querySelectorAll('[role="status"][aria-label*="加载"]').length === 0,
    undefined,
    { timeout: 40_000 },
  );
}

/** What a phone's width does to the page's layout. */
export interface PhoneWidthLayout {
  /** The page is wider than the screen (a sideways scroll at 390 px). */
  overflows: boolean;
  /**
   * Elements in the normal flow, and text, that stick out sideways of a box that neither scrolls nor clips
   * them (a date range wider than its card, a long link in an article): the page may still fit the screen,
   * but the box is broken.
   */
  outOfTheirBox: string[];
}

/** Lays the page out at a phone's width and reports what does not fit; leaves the desktop width set. */
export async function layoutAtPhoneWidth(page: Page): Promise<PhoneWidthLayout> {
  await page.setViewportSize(VIEWPORTS.phone);
  const layout = await page.evaluate(() => {
    const outOfTheirBox: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const parent = element.parentElement;
      if (!parent) continue;
      const style = getComputedStyle(element);
      // Positioned elements (badges, popovers) are placed outside their parent on purpose.
      if (style.position === 'absolute' || style.position === 'fixed' || style.display === 'none') continue;
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX !== 'visible' || parentStyle.display === 'contents') continue;
      const box = element.getBoundingClientRect();
      const parentBox = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A pixel of rounding either way is not a broken box.
      if (box.right > parentBox.right + 1 || box.left < parentBox.left - 1) {
        const classes = Array.from(element.classList).slice(0, 3).join('.');
        const label = element.textContent?.trim().slice(0, 20) ?? '';
        outOfTheirBox.push(`${element.tagName.toLowerCase()}.${classes} "${label}"`);
      }
    }
    // Text is measured against its nearest block (an inline element grows with its text); a block that
    // scrolls or clips (an ellipsis) holds its text on purpose.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text === '') continue;
      let block = node.parentElement;
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
      if (!block || getComputedStyle(block).overflowX !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const blockBox = block.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > blockBox.right + 1 || box.left < blockBox.left - 1) {
        outOfTheirBox.push(`text "${text.slice(0, 20)}" in ${block.tagName.toLowerCase()}`);
      }
    }
    return { overflows: document.documentElement.scrollWidth > window.innerWidth, outOfTheirBox };
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  return layout;
}

/**
 * Screenshots of the page at both widths, full length, with every lazy picture loaded, when the run takes
 * screenshots (`EDU_SCREENSHOTS=1`; look at them before calling a screen done).
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await loadLazyPictures(page);
    await saveScreenshot(page, `portal/${name}-${viewport.width}`, { fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Makes every picture of the page load now (lazy ones too) and waits until they have. */
export async function loadLazyPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
}
