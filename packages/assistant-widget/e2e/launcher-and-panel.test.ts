import { saveScreenshot } from '@edu/browser-harness';
import { describe, expect, it } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { launcherBox, widget } from './widget-page';

const env = setUpWidgetEnvironment();

const pageUrl = () => `/pages/index.html?uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`;

describe('launcher', () => {
  it('starts 20 px from the right and 250 px from the bottom', async () => {
    const page = await env.session.newPage(pageUrl(), { viewport: { width: 1200, height: 800 } });
    const { launcher } = widget(page);
    await launcher.waitFor();
    const box = await launcherBox(page);
    // The 64 px button is centred in the 80 px clamping box.
    expect(Math.round(1200 - (box.x + box.width) - 8)).toBe(20);
    expect(Math.round(800 - (box.y + box.height) - 8)).toBe(250);
    await saveScreenshot(page, 'widget/launcher');
  });

  it('a press that moves under 5 px is a click that opens and closes the panel', async () => {
    const page = await env.session.newPage(pageUrl(), { viewport: { width: 1200, height: 800 } });
    const { launcher, panel } = widget(page);
    await launcher.waitFor();
    const box = await launcherBox(page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 3, y + 2, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await launcher.click();
    await expect.poll(() => panel.isVisible()).toBe(false);
  });

  it('a drag moves the launcher without opening it, snaps it to a side, clamps it to the viewport and remembers it after reload', async () => {
    const page = await env.session.newPage(pageUrl(), { viewport: { width: 1200, height: 800 } });
    const { launcher, panel } = widget(page);
    await launcher.waitFor();
    const box = await launcherBox(page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 300, y - 100, { steps: 8 });
    await page.mouse.up();
    // Still in the right half: it snaps back to the right edge at the height it was dropped (issue #16).
    await expect.poll(async () => Math.round((await launcherBox(page)).x - box.x)).toBe(0);
    const moved = await launcherBox(page);
    expect(Math.round(moved.y - box.y)).toBe(-100);
    expect(await panel.count()).toBe(0);

    // Dragging far outside stops at the top edge (80 px box) and snaps to the left side (20 px gap).
    await page.mouse.move(moved.x + 30, moved.y + 30);
    await page.mouse.down();
    await page.mouse.move(-500, -500, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await launcherBox(page)).x)).toBe(28);
    const clamped = await launcherBox(page);
    expect(Math.round(clamped.y)).toBe(8);

    await page.reload();
    await launcher.waitFor();
    const restored = await launcherBox(page);
    expect(Math.round(restored.x)).toBe(28);
    expect(Math.round(restored.y)).toBe(8);
  });

  it('works with touch', async () => {
    const page = await env.session.newPage(pageUrl(), {
      viewport: { width: 400, height: 700 },
      hasTouch: true,
      isMobile: true,
    });
    const { launcher, panel } = widget(page);
    await launcher.waitFor();
    await launcher.tap();
    await expect.poll(() => panel.isVisible()).toBe(true);
    // Below 640 px wide the panel opens full screen.
    expect(await panel.getAttribute('data-state')).toBe('full-screen');
    const size = await panel.boundingBox();
    expect(size).toMatchObject({ x: 0, y: 0, width: 400, height: 700 });
    await saveScreenshot(page, 'widget/mobile-panel');
  });

  it('re-clamps 100 ms after a resize', async () => {
    const page = await env.session.newPage(pageUrl(), { viewport: { width: 1200, height: 800 } });
    const { launcher } = widget(page);
    await launcher.waitFor();
    await page.setViewportSize({ width: 700, height: 300 });
    // 250 px from the bottom no longer fits an 80 px box in 300 px: it becomes 220 px.
    await expect
      .poll(async () => {
        const box = await launcherBox(page);
        return Math.round(300 - (box.y + box.height) - 8);
      })
      .toBe(220);
  });
});

describe('panel', () => {
  it('opens, minimises, goes full screen, moves by its header and closes', async () => {
    const page = await env.session.newPage(pageUrl(), { viewport: { width: 1280, height: 860 } });
    const events: string[] = [];
    await page.exposeFunction('recordEvent', (name: string) => events.push(name));
    await page.evaluate(() => {
      const host = document.getElementById('assistant');
      for (const name of ['open', 'close']) {
        document.addEventListener(name, (event) => {
          if (event.target === host) (window as unknown as { recordEvent(n: string): void }).recordEvent(name);
        });
      }
    });
    const w = widget(page);
    await w.launcher.click();
    await w.panel.waitFor();
    await expect.poll(() => w.input.evaluate((element) => element.matches(':focus'))).toBe(true);
    await saveScreenshot(page, 'widget/panel-open');

    const before = await w.panel.boundingBox();
    const header = w.host.locator('header[part="header"] h2');
    const handle = await header.boundingBox();
    if (!before || !handle) throw new Error('panel not laid out');
    await page.mouse.move(handle.x + 10, handle.y + 5);
    await page.mouse.down();
    await page.mouse.move(handle.x - 90, handle.y + 55, { steps: 6 });
    await page.mouse.up();
    const after = await w.panel.boundingBox();
    expect(Math.round((after?.x ?? 0) - before.x)).toBe(-100);
    expect(Math.round((after?.y ?? 0) - before.y)).toBe(50);

    await w.button('最小化').click();
    expect(await w.panel.getAttribute('data-state')).toBe('minimised');
    expect(await w.input.count()).toBe(0);
    await w.button('还原').click();
    expect(await w.panel.getAttribute('data-state')).toBe('open');

    await w.button('全屏').click();
    expect(await w.panel.getAttribute('data-state')).toBe('full-screen');
    expect(await w.panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280, height: 860 });
    await saveScreenshot(page, 'widget/panel-full-screen');
    await w.button('退出全屏').click();

    await w.button('关闭').click();
    expect(await w.panel.count()).toBe(0);
    await expect.poll(() => w.launcher.evaluate((element) => element.matches(':focus'))).toBe(true);
    expect(events).toEqual(['open', 'close']);
  });
});
