import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from './launch-chromium';
import { type PageServer, type PageServerOptions, startPageServer } from './start-page-server';

export interface BrowserSessionOptions extends PageServerOptions {
  /** Use an already running origin (a real server under test) instead of starting a page server. */
  baseUrl?: string;
}

export interface BrowserSession {
  browser: Browser;
  /** Origin of the page server (or the given baseUrl), without a trailing slash. */
  baseUrl: string;
  /** A page in a fresh context (own storage), opened at `path` when given. */
  newPage(path?: string, context?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Starts a page server and Chromium together. Typical use in a test file:
 * `const session = await startBrowserSession({ root }); … await session.close();`
 */
export async function startBrowserSession(options: BrowserSessionOptions = {}): Promise<BrowserSession> {
  const server: PageServer | undefined = options.baseUrl ? undefined : await startPageServer(options);
  const baseUrl = options.baseUrl ?? (server as PageServer).url;
  const browser = await launchChromium();
  return {
    browser,
    baseUrl,
    async newPage(path, context) {
      const browserContext = await browser.newContext(context);
      const page = await browserContext.newPage();
      if (path !== undefined) await page.goto(new URL(path, baseUrl).href);
      return page;
    },
    async close() {
      await browser.close();
      await server?.close();
    },
  };
}
