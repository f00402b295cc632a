import { saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import runAxe from './axe';
import { setUpWidgetEnvironment } from './widget-environment';
import { addRowsEndingInButtons, launcherBox, widget } from './widget-page';

/*
 * Issue #16, a launcher that never hides content: it moves off a fixed cookie banner at its corner
 * (on the hostile host: strict CSP, page-wide !important reset), moves by keyboard and is remembered,
 * snaps to a side on release; the panel stays above a phone keyboard; Escape closes it; axe is clean.
 */
const env = setUpWidgetEnvironment();
const query = () => `uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`;

/** A visual viewport the test can shrink, as a phone's on-screen keyboard does (headless Chromium has none). */
function installVisualViewportDouble() {
  // Read live: at init time a mobile page's window still has its 980 px default layout width.
  const state = { keyboard: 0 };
  const fake = new EventTarget();
  const getters: Record<string, () => number> = {
    width: () => window.innerWidth,
    height: () => window.innerHeight - state.keyboard,
    offsetTop: () => 0,
    offsetLeft: () => 0,
    pageTop: () => window.scrollY,
    pageLeft: () => window.scrollX,
    scale: () => 1,
  };
  for (const [key, read] of Object.entries(getters)) {
    Object.defineProperty(fake, key, { get: read });
  }
  Object.defineProperty(window, 'visualViewport', { configurable: true, get: () => fake });
  Object.assign(window, {
    openKeyboard(height: number) {
      state.keyboard = height;
      fake.dispatchEvent(new Event('resize'));
    },
  });
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.getElementById('assistant')?.shadowRoot?.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? '';
  });

describe('the launcher', () => {
  it('moves off a fixed cookie banner at its corner on the hostile host page', async () => {
    const page = await env.session.newPage(`/csp/article.html?${query()}`, { viewport: { width: 1440, height: 900 } });
    const w = widget(page);
    await w.launcher.waitFor();
    const banner = await page.locator('#cookie-banner').boundingBox();
    if (!banner) throw new Error('no banner');
    await expect
      .poll(async () => {
        const box = await launcherBox(page);
        return box.y + box.height <= banner.y;
      })
      .toBe(true);
    const box = await launcherBox(page);
    expect(box.x + box.width).toBeGreaterThan(banner.x);
    await saveScreenshot(page, 'widget/launcher-off-cookie-banner-1440');
    // The hostile reset does not reach it, and the element is still clickable above the banner.
    await w.launcher.click();
    await w.panel.waitFor();
  });

  it('moves with the arrow keys (Shift for larger steps, announced), is remembered, and Home brings it back', async () => {
    const page = await env.session.newPage(`/csp/article.html?${query()}`, { viewport: { width: 1200, height: 800 } });
    const w = widget(page);
    await w.launcher.waitFor();
    // Above the cookie banner (320 px high) at first.
    await expect.poll(async () => Math.round(800 - (await launcherBox(page)).y - 64 - 8)).toBe(328);
    const start = await launcherBox(page);
    await w.launcher.focus();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Shift+ArrowUp']) await page.keyboard.press(key);
    const moved = await launcherBox(page);
    expect(Math.round(start.x - moved.x)).toBe(30);
    expect(Math.round(start.y - moved.y)).toBe(50);
    expect(await w.host.locator('[aria-live="polite"]').first().textContent()).toBe(
      'AI助手按钮已移动：距右 50 像素，距下 378 像素',
    );
    // Focus stayed, and the panel did not open.
    expect(await focusedLabel(page)).toBe('打开AI助手');
    expect(await w.panel.count()).toBe(0);
    await page.reload();
    await w.launcher.waitFor();
    const restored = await launcherBox(page);
    expect([Math.round(restored.x), Math.round(restored.y)]).toEqual([Math.round(moved.x), Math.round(moved.y)]);
    await w.launcher.focus();
    await page.keyboard.press('Home');
    // The default corner, off the banner again.
    await expect
      .poll(async () => {
        const home = await launcherBox(page);
        return [Math.round(home.x), Math.round(home.y)];
      })
      .toEqual([Math.round(start.x), Math.round(start.y)]);
    await saveScreenshot(page, 'widget/launcher-keyboard-1440');
  });

  it('snaps to the nearer side edge on release', async () => {
    const page = await env.session.newPage(`/pages/index.html?${query()}`, { viewport: { width: 1200, height: 800 } });
    const w = widget(page);
    await w.launcher.waitFor();
    const box = await launcherBox(page);
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(300, 200, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await launcherBox(page)).x)).toBe(28);
    // The height stays where it was dropped (the pointer held the button 30 px below its top).
    expect(Math.round((await launcherBox(page)).y)).toBe(170);
    await page.reload();
    await page.setViewportSize({ width: 1400, height: 800 });
    await expect.poll(async () => Math.round((await launcherBox(page)).x)).toBe(28);
  });
});

describe('on a phone (issue #30)', () => {
  /** The host page's buttons the launcher's box meets. */
  const buttonsUnderLauncher = (page: Page) =>
    page.evaluate(() => {
      const launcher = document.getElementById('assistant')?.shadowRoot?.querySelector('[part="launcher"]');
      if (!launcher) return ['(no launcher)'];
      const box = launcher.getBoundingClientRect();
      return Array.from(document.querySelectorAll('main button'))
        .filter((button) => {
          const other = button.getBoundingClientRect();
          return other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom;
        })
        .map((button) => button.textContent ?? '');
    });

  it('is a tab at the screen’s edge that slides off the page’s buttons when the page comes to rest', async () => {
    const page = await env.session.newPage(`/pages/index.html?${query()}`, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await addRowsEndingInButtons(page);
    const w = widget(page);
    await w.launcher.waitFor();
    const box = await launcherBox(page);
    expect([box.width, box.x + box.width]).toEqual([28, 390]);
    await expect.poll(() => buttonsUnderLauncher(page)).toEqual([]);
    for (const top of [130, 470, 1215, 2600]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect.poll(() => buttonsUnderLauncher(page)).toEqual([]);
    }
    await saveScreenshot(page, 'widget/launcher-tab-390');
    // Still the assistant's button: a tap opens the panel, full screen.
    await w.launcher.tap();
    await w.panel.waitFor();
    expect(await w.panel.getAttribute('data-state')).toBe('full-screen');
  });
});

describe('the panel', () => {
  it('stays above a phone keyboard and its input is 16 px', async () => {
    const page = await env.session.newPage(undefined, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.addInitScript(installVisualViewportDouble);
    await page.goto(`${env.server.url}/pages/index.html?${query()}`);
    const w = widget(page);
    await w.launcher.tap();
    await w.input.waitFor();
    expect(await w.input.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
    await page.evaluate(() => (window as unknown as { openKeyboard(height: number): void }).openKeyboard(340));
    await expect.poll(async () => (await w.panel.boundingBox())?.height).toBe(504);
    const input = await w.input.boundingBox();
    expect((input?.y ?? 0) + (input?.height ?? 0)).toBeLessThanOrEqual(504);
    // The whole panel is on screen: nothing is cut at the right edge.
    expect((await w.panel.boundingBox())?.width).toBe(390);
    expect((await w.send.boundingBox())?.x ?? 999).toBeLessThan(390);
    await saveScreenshot(page, 'widget/panel-above-keyboard-phone');
  });

  it('Escape closes a dialog first, then the panel, and focus returns to the launcher', async () => {
    const page = await env.session.newPage(`/pages/index.html?${query()}`, { viewport: { width: 1280, height: 860 } });
    const w = widget(page);
    await w.launcher.click();
    await w.input.waitFor();
    await w.button('AI绘图').click();
    const dialog = w.host.getByRole('dialog', { name: 'AI绘图' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await w.panel.count()).toBe(1);
    // The dialog hands the focus back to the button that opened it, inside the panel: the next Escape is
    // the panel's. (Pressed before the focus lands, it would go to the host page, which keeps its keys.)
    await expect.poll(() => focusedLabel(page)).toContain('AI绘图');
    await page.keyboard.press('Escape');
    await expect.poll(() => w.panel.count()).toBe(0);
    await expect.poll(() => focusedLabel(page)).toBe('打开AI助手');
    // Full screen hides the launcher; closing brings it back with the focus.
    await w.launcher.click();
    await w.button('全屏').click();
    await w.input.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedLabel(page)).toBe('打开AI助手');
  });

  it('axe finds nothing serious in the widget on the hostile host, links in a guide answer included', async () => {
    const page = await env.session.newPage(`/csp/article.html?${query()}`, { viewport: { width: 1440, height: 900 } });
    const w = widget(page);
    await w.launcher.click();
    await w.input.fill('怎么参加比赛');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 20_000 });
    await expect.poll(() => w.assistantMessages.last().locator('a').count()).toBeGreaterThan(0);
    // The hostile page's own faults (red 40 px text everywhere) are not the widget's: only nodes in
    // <edu-assistant id="assistant"> (axe names shadow nodes by their host first) count.
    const violations = await runAxe(page);
    const bad = violations
      .filter((item) => item.impact === 'serious' || item.impact === 'critical')
      .flatMap((item) =>
        item.nodes
          .filter((node) => {
            // A node in a shadow tree is named by a list of selectors, its host's first.
            const first: unknown = node.target[0];
            return (Array.isArray(first) ? first[0] : first) === '#assistant';
          })
          .map((node) => `${item.id} ${JSON.stringify(node.target)}`),
      );
    expect(bad).toEqual([]);
    const link = await w.assistantMessages
      .last()
      .locator('a')
      .first()
      .evaluate((element) => getComputedStyle(element).color);
    expect(link).not.toBe('rgb(31, 111, 209)');
    await saveScreenshot(page, 'widget/guide-answer-links-1440');
  });
});

describe('theming', () => {
  it('the county example re-themes the widget through custom properties and ::part() only', async () => {
    const page = await env.session.newPage(`/html-script-tag/county-theme.html?${query()}`, {
      viewport: { width: 1440, height: 900 },
    });
    const w = widget(page);
    await w.launcher.click();
    await w.input.fill('课后服务有哪些课程？');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 20_000 });
    // Not hovering the launcher (its hover colour is the brand-strong one).
    await page.mouse.move(600, 300);
    const style = (locator: ReturnType<typeof w.host.locator>, properties: string[]) =>
      locator.evaluate(
        (element, names) => names.map((name) => getComputedStyle(element).getPropertyValue(name)),
        properties,
      );
    expect(await style(w.launcher, ['background-color', 'border-top-left-radius'])).toEqual([
      'rgb(159, 18, 57)',
      '14px',
    ]);
    expect(await style(w.panel, ['background-color', 'border-top-left-radius', 'z-index'])).toEqual([
      'rgb(255, 253, 247)',
      '6px',
      '9000',
    ]);
    expect(await style(w.messages, ['background-color'])).toEqual(['rgb(255, 250, 240)']);
    expect(await style(w.assistantMessages.last().locator('.edu-answer'), ['background-color'])).toEqual([
      'rgb(253, 242, 227)',
    ]);
    await saveScreenshot(page, 'widget/theming-county-example-1440');
  });
});
