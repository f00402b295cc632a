import { saveScreenshot } from '@edu/browser-harness';
import { describe, expect, it } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

const env = setUpWidgetEnvironment();

const query = () => `uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`;

describe('style isolation', () => {
  it('host resets do not change the widget, and the widget CSS does not change the host', async () => {
    const page = await env.session.newPage('/pages/host-css.html', { viewport: { width: 1280, height: 860 } });
    const w = widget(page);
    await w.launcher.waitFor();
    const launcher = await w.launcher.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        color: style.color,
        fontSize: style.fontSize,
        border: style.borderTopWidth,
        background: style.backgroundColor,
        padding: style.paddingTop,
      };
    });
    // The launcher keeps its own look: white 14 px text, no border, the themed brand colour, no padding.
    expect(launcher).toEqual({
      color: 'rgb(255, 255, 255)',
      fontSize: '14px',
      border: '0px',
      background: 'rgb(200, 30, 60)',
      padding: '0px',
    });
    expect(await w.launcher.isVisible()).toBe(true);
    // Sizes are in px, so the host's 40 px root font size does not scale the widget.
    expect((await w.launcher.boundingBox())?.width).toBe(64);

    await w.launcher.click();
    await w.panel.waitFor();
    const panel = await w.panel.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        border: `${style.borderTopWidth} ${style.borderTopStyle}`,
        fontSize: style.fontSize,
        color: style.color,
        letterSpacing: style.letterSpacing,
      };
    });
    // Tailwind's `border` works inside the shadow root (@property defaults hoisted): 1px solid.
    expect(panel).toEqual({ border: '1px solid', fontSize: '14px', color: 'rgb(31, 41, 55)', letterSpacing: 'normal' });
    await saveScreenshot(page, 'widget/hostile-host');

    // The host's own element with Tailwind class names keeps the host's styles only.
    const probe = await page.locator('#probe').evaluate((element) => {
      const style = getComputedStyle(element);
      return { position: style.position, display: style.display, radius: style.borderTopLeftRadius };
    });
    expect(probe).toEqual({ position: 'static', display: 'block', radius: '0px' });
  });

  it('stays above host content with a high z-index', async () => {
    const page = await env.session.newPage(`/pages/index.html?${query()}`);
    await widget(page).launcher.waitFor();
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.style.cssText = 'position:fixed;inset:0;z-index:99999;background:rgba(0,0,0,.1)';
      document.body.append(cover);
    });
    await widget(page).launcher.click();
    await widget(page).panel.waitFor();
  });
});

describe('hosting', () => {
  it('works under a strict Content-Security-Policy (no inline script or style)', async () => {
    const page = await env.session.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto(`${env.server.url}/csp/index.html?${query()}`);
    const w = widget(page);
    await w.launcher.click();
    await w.input.fill('严格CSP下的问题');
    await w.input.press('Enter');
    await w.send.waitFor({ timeout: 15_000 });
    expect(await w.assistantMessages.last().textContent()).not.toContain('正在思考中');
    const border = await w.panel.evaluate((element) => getComputedStyle(element).borderTopStyle);
    expect(border).toBe('solid');
    expect(violations.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  });

  it('the loader does not fetch the element where the rules hide the assistant', async () => {
    const page = await env.session.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${env.server.url}/pages/hidden.html`);
    await page.waitForTimeout(800);
    expect(requests.filter((url) => url.includes('/widget/chunks/'))).toEqual([]);
    expect(await page.evaluate(() => customElements.get('edu-assistant'))).toBeUndefined();
  });

  it('two elements on one page do not share state', async () => {
    const page = await env.session.newPage(`/pages/two.html?${query()}`, { viewport: { width: 1280, height: 860 } });
    const first = widget(page, 'first');
    const second = widget(page, 'second');
    await first.launcher.waitFor();
    await second.launcher.waitFor();
    // Both start at the default spot; each remembers its own position (keyed by element id).
    const box = await second.launcher.boundingBox();
    if (!box) throw new Error('no launcher');
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x - 200, box.y - 80, { steps: 5 });
    await page.mouse.up();
    const stored = await page.evaluate(() => [
      localStorage.getItem('edu-assistant:position:first'),
      localStorage.getItem('edu-assistant:position:second'),
    ]);
    expect(stored[0]).toBeNull();
    // Dropped in the right half: snapped back to the right edge, 100 px higher (issue #16).
    expect(stored[1]).toMatch(/"right":20,"bottom":350/);
    await first.launcher.click();
    await first.panel.waitFor();
    expect(await second.panel.count()).toBe(0);
    await first.input.fill('只在第一个');
    expect(await first.host.getByRole('heading').textContent()).toContain('第一个');
    await second.launcher.click();
    await second.panel.waitFor();
    expect(await second.input.inputValue()).toBe('');
  });

  it('removing the element releases its listeners, timers and open stream', async () => {
    const page = await env.session.newPage(`/pages/index.html?${query()}`);
    const w = widget(page);
    await w.launcher.click();
    await w.input.waitFor();
    const counts = await page.evaluate(async () => {
      // Count window listeners and live timers through thin wrappers installed now.
      const listeners = new Map<string, number>();
      const add = window.addEventListener.bind(window);
      const remove = window.removeEventListener.bind(window);
      const live = 0;
      (window as unknown as { __live: () => number }).__live = () => live;
      window.addEventListener = ((type: string, fn: EventListener, options?: AddEventListenerOptions) => {
        listeners.set(type, (listeners.get(type) ?? 0) + 1);
        add(type, fn, options);
      }) as typeof window.addEventListener;
      window.removeEventListener = ((type: string, fn: EventListener, options?: EventListenerOptions) => {
        listeners.set(type, (listeners.get(type) ?? 0) - 1);
        remove(type, fn, options);
      }) as typeof window.removeEventListener;
      const host = document.getElementById('assistant');
      const parent = host?.parentElement;
      if (!host || !parent) throw new Error('no host');
      // Re-attach: every listener the widget adds from now on is counted.
      host.remove();
      listeners.clear();
      parent.append(host);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const attached = Array.from(listeners.values()).reduce((sum, value) => sum + value, 0);
      host.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const after = Array.from(listeners.values()).reduce((sum, value) => sum + value, 0);
      return { attached, after };
    });
    expect(counts.attached).toBeGreaterThan(0);
    expect(counts.after).toBe(0);
  });
});

describe('SPA example', () => {
  it('shows and hides the button on route changes without a reload', async () => {
    const page = await env.session.newPage(`/spa/index?${query()}`);
    const w = widget(page);
    await w.launcher.waitFor();
    await page.getByRole('link', { name: '登录' }).click();
    await expect.poll(() => w.launcher.count()).toBe(0);
    await page.getByRole('link', { name: '综合实践' }).click();
    await w.launcher.waitFor();
    await page.getByRole('link', { name: '404' }).click();
    await expect.poll(() => w.launcher.count()).toBe(0);
    await page.goBack();
    await w.launcher.waitFor();
    expect(new URL(page.url()).pathname).toBe('/spa/zhsj/article/1');
  });

  it('loads the element only after navigating to a page where it shows', async () => {
    const page = await env.session.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/widget/chunks/')) chunks.push(request.url());
    });
    await page.goto(`${env.server.url}/spa/login?${query()}`);
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);
    await page.getByRole('link', { name: '资源中心' }).click();
    await widget(page).launcher.waitFor();
    expect(chunks.length).toBeGreaterThan(0);
  });

  it('properties reflect the attributes, and one set before the element is defined is taken over', async () => {
    // The rules hide the assistant here, so the element is not defined yet when the host sets a property.
    const page = await env.session.newPage('/pages/hidden.html');
    type AssistantElement = HTMLElement & { siteName?: string | undefined };
    await page.evaluate(() => {
      const element = document.getElementById('assistant') as AssistantElement;
      element.siteName = '早设置的平台';
      element.removeAttribute('exclude');
    });
    const w = widget(page);
    await w.launcher.click();
    await expect.poll(() => w.header.textContent()).toContain('早设置的平台 · AI助手');
    const reflected = await page.evaluate(() => {
      const element = document.getElementById('assistant') as AssistantElement;
      const early = element.getAttribute('site-name');
      element.siteName = '改名';
      const written = element.getAttribute('site-name');
      element.siteName = undefined;
      return { early, written, removed: element.hasAttribute('site-name'), property: element.siteName };
    });
    expect(reflected).toEqual({ early: '早设置的平台', written: '改名', removed: false, property: undefined });
  });

  it('allowed-users shows the button only to listed uids', async () => {
    const page = await env.session.newPage(`/html-script-tag/index.html?${query()}`);
    const w = widget(page);
    await w.launcher.waitFor();
    await page.evaluate(() => document.getElementById('assistant')?.setAttribute('allowed-users', 'someone-else'));
    await expect.poll(() => w.launcher.count()).toBe(0);
    await page.evaluate(
      (uid) => document.getElementById('assistant')?.setAttribute('allowed-users', `x,${uid}`),
      env.user.uid,
    );
    await w.launcher.waitFor();
    await page.evaluate(() => document.getElementById('assistant')?.removeAttribute('allowed-users'));
    await w.launcher.waitFor();
    await saveScreenshot(page, 'widget/script-tag-example');
  });
});
