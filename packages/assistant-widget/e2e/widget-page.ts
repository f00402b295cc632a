import type { Locator, Page } from 'playwright-core';

/** Locators inside the widget's shadow root (Playwright's CSS and role engines pierce open shadow roots). */
export function widget(page: Page, id = 'assistant') {
  const host = page.locator(`edu-assistant#${id}`);
  return {
    host,
    launcher: host.getByRole('button', { name: '打开AI助手' }),
    panel: host.locator('section[part="panel"]'),
    header: host.locator('header[part="header"]'),
    // The panel's own field (the loading panel's, which only shows while the panel's code arrives, has the same name).
    input: host.locator('section[part="panel"]').getByRole('textbox', { name: '输入问题' }),
    loadingPanel: host.locator('[part="panel-loading"]'),
    send: host.getByRole('button', { name: '发送' }),
    stop: host.getByRole('button', { name: '停止生成' }),
    messages: host.locator('[part="messages"]'),
    assistantMessages: host.locator('[data-role="assistant"]'),
    userMessages: host.locator('[data-role="user"]'),
    toast: (text: string): Locator => host.locator('[part="toast"]', { hasText: text }),
    button: (name: string | RegExp): Locator => host.getByRole('button', { name, exact: typeof name === 'string' }),
  };
}

/** Reads the launcher's box from the page (its right/bottom distances). */
export async function launcherBox(page: Page, id = 'assistant') {
  return page.evaluate((elementId) => {
    const host = document.getElementById(elementId);
    const button = host?.shadowRoot?.querySelector('[part="launcher"]');
    if (!button) throw new Error('no launcher');
    const rect = button.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  }, id);
}

/** Opens the panel and its AI视频 dialog, asks for a video of `prompt`, and answers the dialog. */
export async function requestVideo(page: Page, prompt: string): Promise<Locator> {
  const w = widget(page);
  await w.launcher.click();
  await w.button('AI视频').click();
  const dialog = w.host.getByRole('dialog', { name: 'AI视频' });
  await dialog.getByRole('textbox').fill(prompt);
  await dialog.getByRole('button', { name: '生成' }).click();
  return dialog;
}

/**
 * Fills the page's main with a long list whose rows end in a button reaching the right edge (40 px of every
 * 100 px row): the content the launcher must never rest on.
 */
export async function addRowsEndingInButtons(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.querySelector('main');
    for (let row = 0; row < 40; row += 1) {
      const line = document.createElement('div');
      line.style.cssText = 'display:flex;justify-content:flex-end;height:100px;align-items:center';
      const button = document.createElement('button');
      button.textContent = `下载 ${row}`;
      button.style.cssText = 'width:80px;height:40px';
      line.append(button);
      main?.append(line);
    }
  });
}
