import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserSession, saveScreenshot, startBrowserSession } from '@edu/browser-harness';
import { loadConfig, type RunningServer, startServer } from '@edu/server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let buildDir: string;
let dataDir: string;
let server: RunningServer;
let session: BrowserSession;

/** Builds this example as a user would (`vite build`, importing the widget's dist) under /react-app/. */
async function buildApp(outDir: string): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make the JSX transform emit development calls.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: appRoot,
      configFile: path.join(appRoot, 'vite.config.ts'),
      base: '/react-app/',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'edu-react-app-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'edu-react-app-data-'));
  await buildApp(buildDir);
  const pages = new Hono();
  pages.use(
    '/react-app/*',
    serveStatic({ root: buildDir, rewriteRequestPath: (requestPath) => requestPath.replace(/^\/react-app/, '') }),
  );
  // The real server in guide mode: the app's fetch('/auth/login') and the assistant's /ai share its origin.
  server = await startServer({
    config: loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }),
    log: () => undefined,
    mounts: [{ path: '/', app: pages }],
  });
  session = await startBrowserSession({ baseUrl: server.url });
});

afterAll(async () => {
  await session?.close();
  await server?.close();
  for (const dir of [buildDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('React app example', () => {
  it('signs in, opens the assistant, gets a streamed answer and receives the callbacks', async () => {
    const page = await session.newPage('/react-app/', { viewport: { width: 1280, height: 860 } });
    const assistant = page.locator('div[data-edu-assistant]');
    const launcher = assistant.getByRole('button', { name: '打开AI助手' });
    const log = page.getByRole('listitem');

    await page.getByRole('button', { name: '以演示教师登录' }).click();
    await expect.poll(() => page.getByText(/^已登录：/).textContent()).toMatch(/^已登录：\S+/);

    await launcher.click();
    await expect.poll(() => log.allTextContents()).toContain('assistant opened');
    const input = assistant.getByRole('textbox', { name: '输入问题' });
    await input.fill('怎么参加比赛');
    await input.press('Enter');

    await expect
      .poll(() => log.allTextContents(), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^reply finished \(\d+ chars\)$/));
    const answer = assistant.locator('[data-role="assistant"]').last();
    // The offline guide answers with the contest section and a link to it.
    await expect.poll(() => answer.textContent()).toMatch(/比赛|竞赛/);
    // Links appear once the markdown renderer, loaded with the first answer, has drawn it.
    await expect.poll(() => answer.locator('a[href]').count()).toBeGreaterThan(0);
    // The page's own React tree and the assistant's shadow root live side by side.
    expect(await page.locator('h1').textContent()).toBe('React host');
    await saveScreenshot(page, 'react-app/react-app-example');

    // Issue #16 through the React component: the selection bubble and the copy action call their props.
    await assistant.getByRole('button', { name: '复制' }).last().click();
    await expect.poll(() => log.allTextContents()).toContain('copy: message');
    // The heading is a full-width block whose middle lies under the open panel: select it at its text.
    await page.locator('h1').click({ clickCount: 3, position: { x: 20, y: 10 } });
    await assistant.locator('[part="selection-bubble"]').getByRole('button', { name: '解释' }).click();
    await expect.poll(() => log.allTextContents()).toContain('selection-ask: explain');
    await expect.poll(() => assistant.locator('[data-role="user"]').last().textContent()).toContain('> React host');
  });
});
