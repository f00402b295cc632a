import { describe, expect, it } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

const env = setUpWidgetEnvironment();

describe('failures', () => {
  it('a rejected token shows the SPEC texts and never leaves the panel generating', async () => {
    const page = await env.session.newPage('/pages/index.html?uid=10001&token=not-a-valid-token');
    const w = widget(page);
    await w.launcher.click();
    await w.toast('加载对话记录失败').waitFor();
    await w.input.fill('没有权限的问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 20_000 });
    expect(await w.assistantMessages.last().textContent()).toMatch(/服务器繁忙，请稍后再试。|抱歉/);
  });

  it('an unreachable AI service ends the reply with 服务器繁忙 and the panel stays usable', async () => {
    // The address is in the page from the start. (Changing it after the element rendered used to race
    // with the launcher click: the instance was re-created and the just-opened panel closed again.)
    const page = await env.session.newPage('/pages/unreachable.html');
    const w = widget(page);
    await w.launcher.click();
    await w.input.fill('服务不可达');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 20_000 });
    expect(await w.assistantMessages.last().textContent()).toContain('服务器繁忙，请稍后再试。');
    await w.input.fill('再试一次');
    expect(await w.send.isEnabled()).toBe(true);
  });

  it('a new api-base reaches the open panel without closing it or losing what was typed', async () => {
    const page = await env.session.newPage('/pages/index.html');
    const w = widget(page);
    await w.launcher.waitFor();
    // The worst case of the old race: the click lands in the same task as the attribute change.
    await page.evaluate(() => {
      const host = document.getElementById('assistant');
      host?.setAttribute('api-base', 'http://127.0.0.1:9/ai');
      (host?.shadowRoot?.querySelector('[part="launcher"]') as HTMLElement | null)?.click();
    });
    await w.input.fill('打了一半的问题');
    // Several frames later the panel is still open with the text in place.
    await page.waitForTimeout(300);
    expect(await w.panel.count()).toBe(1);
    expect(await w.input.inputValue()).toBe('打了一半的问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 20_000 });
    expect(await w.assistantMessages.last().textContent()).toContain('服务器繁忙，请稍后再试。');
  });
});
