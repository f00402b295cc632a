import { type BrowserSession, startBrowserSession } from '@edu/browser-harness';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWidgetServer, type WidgetServer } from './start-widget-server';
import { widget } from './widget-page';

let server: WidgetServer;
let session: BrowserSession;

beforeAll(async () => {
  server = await startWidgetServer({ bundleDir: inject('bundleDir') });
  session = await startBrowserSession({ baseUrl: server.url });
});
afterAll(async () => {
  await session?.close();
  await server?.stop();
});

describe('failures', () => {
  it('a rejected token shows the SPEC texts and never leaves the panel generating', async () => {
    const page = await session.newPage('/pages/index.html?uid=10001&token=not-a-valid-token');
    const w = widget(page);
    await w.launcher.click();
    await w.toast('加载对话记录失败').waitFor();
    await w.input.fill('没有权限的问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 20_000 });
    expect(await w.assistantMessages.last().textContent()).toMatch(/服务器繁忙，请稍后再试。|抱歉/);
  });

  it('an unreachable AI service ends the reply with 服务器繁忙 and the panel stays usable', async () => {
    const page = await session.newPage('/pages/index.html');
    await page.evaluate(() => document.getElementById('assistant')?.setAttribute('api-base', 'http://127.0.0.1:9/ai'));
    const w = widget(page);
    await w.launcher.click();
    await w.input.fill('服务不可达');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 20_000 });
    expect(await w.assistantMessages.last().textContent()).toContain('服务器繁忙，请稍后再试。');
    await w.input.fill('再试一次');
    expect(await w.send.isEnabled()).toBe(true);
  });
});
