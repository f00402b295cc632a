import { rmSync } from 'node:fs';
import { type BrowserSession, startBrowserSession } from '@edu/browser-harness';
import { copyDataTemplate, loadConfig, type RunningServer, type StartServerOptions, startServer } from '@edu/server';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { VIEWPORTS } from './page-widths';

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
 * besides its settings (a clock, say); `dataTemplate` names another seeded folder to copy (asked when the
 * server starts), for a file that needs the demo seeded at a moment of its own.
 */
export function setUpPortalEnvironment(
  env: Record<string, string> | (() => Record<string, string>) = {},
  { dataTemplate, ...server }: Pick<StartServerOptions, 'now'> & { dataTemplate?: () => string } = {},
): PortalEnvironment {
  const holder = {} as PortalEnvironment;
  const renderFailures: string[] = [];
  let dataDir: string;
  beforeAll(async () => {
    dataDir = copyDataTemplate(dataTemplate?.() ?? inject('demoDataDir'), 'edu-portal-data-');
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

/** Opens an address of the portal (the starting point of a test) and waits for its content. */
export async function visit(page: Page, environment: PortalEnvironment, path: string): Promise<void> {
  await page.goto(`${environment.url}${path}`);
  await waitForContent(page);
}
