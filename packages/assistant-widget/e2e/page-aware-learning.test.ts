import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { installSpeechSynthesisDouble, type SpeechDoubleWindow, saveScreenshot } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

/*
 * Issue #16, learning from the page, on the hostile host (strict CSP, a page-wide !important reset, a
 * fixed cookie banner at the launcher's corner): the selection bubble and its question, and 朗读本页
 * with its moving highlight (a speechSynthesis double speaks).
 */
const env = setUpWidgetEnvironment();

interface Watch {
  csp: string[];
  events: Array<{ type: string; detail: Record<string, unknown> }>;
  highlights: string[];
}

/** Records CSP violations, the element's events and every distinct highlighted text (no markup is added to see it). */
function watch(mode: 'speak' | 'hang') {
  return async (page: Page) => {
    await page.addInitScript(installSpeechSynthesisDouble, mode);
    await page.addInitScript(() => {
      const seen = { csp: [] as string[], events: [] as unknown[], highlights: [] as string[] };
      (window as unknown as { watched: typeof seen }).watched = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.csp.push(event.violatedDirective));
      for (const type of ['selection-ask', 'read-page', 'open', 'close']) {
        document.addEventListener(type, (event) => seen.events.push({ type, detail: (event as CustomEvent).detail }));
      }
      setInterval(() => {
        let text = '';
        CSS.highlights.forEach((highlight) => {
          for (const range of highlight) text += range.toString();
        });
        if (text !== '' && seen.highlights.at(-1) !== text) seen.highlights.push(text);
      }, 4);
    });
  };
}

async function open(options: { mode?: 'speak' | 'hang'; width?: number; height?: number; mobile?: boolean } = {}) {
  const mobile = options.mobile ?? false;
  const page = await env.session.newPage(undefined, {
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    ...(mobile ? { hasTouch: true, isMobile: true } : {}),
  });
  await watch(options.mode ?? 'speak')(page);
  await page.goto(`${env.server.url}/csp/article.html?uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`);
  const w = widget(page);
  await w.launcher.waitFor();
  return { page, w };
}
const watched = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watch }).watched);
const selectionText = (page: Page) => page.evaluate(() => document.getSelection()?.toString() ?? '');
const hostMarkup = (page: Page) =>
  page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    return clone.innerHTML;
  });

describe('the selection bubble', () => {
  it('offers 解释 / 简化 / 翻译 / 出题 near a selection, keeps the page as it was, and asks the quoted question', async () => {
    const { page, w } = await open();
    const before = await hostMarkup(page);
    const paragraph = page.locator('article p').nth(2);
    await paragraph.click({ clickCount: 3 });
    const bubble = w.host.locator('[part="selection-bubble"]');
    await bubble.waitFor();
    const selected = await selectionText(page);
    expect(selected).toContain('课后服务是落实');
    // Near the selection: overlapping its column, just above or below it.
    const [bubbleBox, textBox] = [await bubble.boundingBox(), await paragraph.boundingBox()];
    if (!bubbleBox || !textBox) throw new Error('not laid out');
    expect(bubbleBox.y + bubbleBox.height).toBeGreaterThan(textBox.y - 80);
    expect(bubbleBox.y).toBeLessThan(textBox.y + textBox.height + 80);
    await saveScreenshot(page, 'widget/selection-bubble-1440');
    // The host's DOM is untouched, and pressing a button keeps the host's selection.
    expect(await hostMarkup(page)).toBe(before);
    const explain = bubble.getByRole('button', { name: '解释' });
    const box = await explain.boundingBox();
    if (!box) throw new Error('no button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await selectionText(page)).toBe(selected);
    await page.mouse.up();

    await w.panel.waitFor();
    const question = w.userMessages.last();
    await expect.poll(() => question.textContent()).toContain('请解释下面这段内容：');
    expect(await question.textContent()).toContain('> 课后服务是落实“双减”政策的重要举措。');
    await w.send.waitFor({ timeout: 15_000 });
    const seen = await watched(page);
    expect(seen.events.find((event) => event.type === 'selection-ask')?.detail).toMatchObject({
      action: 'explain',
      text: selected,
      question: expect.stringContaining('> 课后服务'),
    });
    expect(seen.csp).toEqual([]);
    await saveScreenshot(page, 'widget/selection-question-1440');
  });

  it('goes away on Escape, on scroll and on a click elsewhere; Alt+A reaches it by keyboard', async () => {
    const { page, w } = await open();
    const bubble = w.host.locator('[part="selection-bubble"]');
    const select = async () => {
      await page.locator('article p').nth(4).click({ clickCount: 3 });
      await bubble.waitFor();
    };
    await select();
    await page.keyboard.press('Escape');
    await expect.poll(() => bubble.count()).toBe(0);
    await select();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => bubble.count()).toBe(0);
    await select();
    await page.mouse.click(20, 20);
    await expect.poll(() => bubble.count()).toBe(0);

    await select();
    await page.keyboard.press('Alt+KeyA');
    const focused = () => w.host.evaluate((host) => host.shadowRoot?.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe('解释');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('简化');
    await page.keyboard.press('Escape');
    await expect.poll(() => bubble.count()).toBe(0);
  });

  it('on a phone the bubble sits below the selection, clear of the system menu', async () => {
    const { page, w } = await open({ width: 390, height: 844, mobile: true });
    await page.locator('article p').nth(1).scrollIntoViewIfNeeded();
    const bubble = w.host.locator('[part="selection-bubble"]');
    await page.dispatchEvent('article p >> nth=1', 'pointerdown', { pointerType: 'touch' });
    await page.evaluate(() => {
      const text = document.querySelectorAll('article p')[1]?.firstChild;
      if (text) document.getSelection()?.setBaseAndExtent(text, 0, text, 24);
    });
    await page.dispatchEvent('article p >> nth=1', 'pointercancel', { pointerType: 'touch' });
    await bubble.waitFor();
    const range = await page.evaluate(() => {
      const rect = document.getSelection()?.getRangeAt(0).getBoundingClientRect();
      return { top: rect?.top ?? 0, bottom: rect?.bottom ?? 0 };
    });
    expect((await bubble.boundingBox())?.y).toBeGreaterThanOrEqual(range.bottom);
    await saveScreenshot(page, 'widget/selection-bubble-phone');
  });

  it('its chunk brings neither the panel nor the markdown renderer', () => {
    const chunks = path.join(inject('bundleDir'), 'chunks');
    const name = readdirSync(chunks).find((file) => file.startsWith('create-selection-bubble-'));
    const source = readFileSync(path.join(chunks, name ?? 'missing'), 'utf8');
    const imported = [...source.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map(
      (match) => match[1],
    );
    expect(imported.filter((file) => /panel|markdown|render|mount-assistant-app|jsx-runtime/.test(file ?? ''))).toEqual(
      [],
    );
  });
});

/*
 * Issue #36: selecting text (to copy it, say) is not reaching for the assistant. The bubble is plain DOM
 * from its own small chunk; the panel's code is fetched only when an action is pressed (or the pointer
 * comes onto the bubble), and the selection and the chosen action reach the panel.
 */
describe('the selection bubble before intent', () => {
  const APP_CHUNK = /\/widget\/chunks\/mount-assistant-app-[^/]+\.js$/;
  const BUBBLE_CHUNK = /\/widget\/chunks\/create-selection-bubble-[^/]+\.js$/;

  async function openWatched() {
    const opened = await open();
    const scripts: string[] = [];
    opened.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return { ...opened, scripts };
  }

  it('a selection shows the bubble from its own chunk and fetches none of the panel’s code', async () => {
    const { page, w, scripts } = await openWatched();
    await page.locator('article p').nth(2).click({ clickCount: 3 });
    const bubble = w.host.locator('[part="selection-bubble"]');
    await bubble.waitFor();
    expect(await bubble.getByRole('button').allTextContents()).toEqual(['解释', '简化', '翻译', '出题']);
    expect(await bubble.getAttribute('role')).toBe('toolbar');
    // Copying it: the page's own shortcut, nothing of the widget stirs.
    await page.keyboard.press('Control+C');
    await page.waitForTimeout(500);
    expect(scripts.filter((name) => BUBBLE_CHUNK.test(name))).toHaveLength(1);
    expect(scripts.filter((name) => APP_CHUNK.test(name))).toEqual([]);
    expect(await w.launcher.getAttribute('aria-busy')).toBeNull();
    // A second selection reuses the bubble: still no panel.
    await page.locator('article p').nth(4).click({ clickCount: 3 });
    await expect.poll(async () => (await bubble.boundingBox())?.y ?? 0).toBeGreaterThan(0);
    expect(scripts.filter((name) => APP_CHUNK.test(name))).toEqual([]);
  });

  it('an action pressed before the panel’s code arrived opens the loading panel with the question, then asks it', async () => {
    const { page, w, scripts } = await openWatched();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(APP_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await page.locator('article p').nth(2).click({ clickCount: 3 });
    const bubble = w.host.locator('[part="selection-bubble"]');
    await bubble.waitFor();
    const selected = await selectionText(page);
    // By keyboard (Alt+A, then → to 简化): no pointer over the bubble before the press.
    await page.keyboard.press('Alt+KeyA');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await w.loadingPanel.waitFor();
    const field = w.loadingPanel.getByRole('textbox', { name: '输入问题' });
    await expect.poll(() => field.inputValue()).toContain('请用更简单易懂的话改写下面这段内容：');
    expect(await field.inputValue()).toContain('> 课后服务是落实“双减”政策的重要举措。');
    expect(scripts.filter((name) => APP_CHUNK.test(name))).toHaveLength(1);
    await saveScreenshot(page, 'widget/selection-question-loading-1440');
    release();
    await w.panel.waitFor();
    const question = w.userMessages.last();
    await expect.poll(() => question.textContent()).toContain('请用更简单易懂的话改写下面这段内容：');
    expect(await question.textContent()).toContain('> 课后服务是落实“双减”政策的重要举措。');
    expect(await w.userMessages.count()).toBe(1);
    const seen = await watched(page);
    expect(seen.events.filter((event) => event.type === 'selection-ask').map((event) => event.detail)).toEqual([
      { action: 'simplify', text: selected, question: expect.stringContaining('> 课后服务') },
    ]);
    await w.send.waitFor({ timeout: 15_000 });
  });
});

describe('朗读本页', () => {
  const spoken = (page: Page) =>
    page.evaluate(() => (window as unknown as SpeechDoubleWindow).__spoken.map((utterance) => utterance));

  it('reads the article sentence by sentence with the highlight moving forward, never changing the page', async () => {
    const { page, w } = await open({ mode: 'speak' });
    const before = await hostMarkup(page);
    await w.launcher.click();
    await w.button('朗读本页').click();
    const bar = w.host.locator('[part="read-aloud"]');
    await bar.waitFor();
    // The panel made room for the page; the bar has the focus.
    expect(await w.panel.count()).toBe(0);
    await expect
      .poll(() => w.host.evaluate((host) => host.shadowRoot?.activeElement?.getAttribute('aria-label')))
      .toBe('暂停朗读');
    await expect.poll(async () => (await watched(page)).highlights.length, { timeout: 20_000 }).toBeGreaterThan(8);
    await saveScreenshot(page, 'widget/read-aloud-1440');
    // It reads to the end, then the bar goes and the highlight with it.
    await bar.waitFor({ state: 'detached', timeout: 30_000 });
    const seen = await watched(page);
    const article = await page.evaluate(
      () => document.querySelector('article')?.textContent?.replace(/\s+/g, '') ?? '',
    );
    // Every highlight is the sentence spoken at that moment, in the article's order: the highlight only moves forward.
    const texts = (await spoken(page)).map((utterance) => utterance.text.replace(/\s+/g, ''));
    expect(texts[0]).toBe('课后服务与资源共享');
    expect(texts.join('')).not.toContain('本站使用Cookie');
    expect(texts.join('')).not.toContain('版权所有');
    let cursor = 0;
    for (const text of seen.highlights.map((highlight) => highlight.replace(/\s+/g, ''))) {
      const at = article.indexOf(text, cursor);
      expect(at, text).toBeGreaterThanOrEqual(cursor);
      cursor = at;
    }
    expect(seen.highlights.length).toBeGreaterThan(20);
    expect(await page.evaluate(() => CSS.highlights.size)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await hostMarkup(page)).toBe(before);
    expect(seen.events.filter((event) => event.type === 'read-page').map((event) => event.detail.action)).toEqual([
      'start',
      'end',
    ]);
    expect(seen.csp).toEqual([]);
  });

  it('pauses, resumes, changes speed, and stops when the page changes (SPA navigation)', async () => {
    const { page, w } = await open({ mode: 'hang' });
    await w.launcher.click();
    await w.button('朗读本页').click();
    const bar = w.host.locator('[part="read-aloud"]');
    await bar.waitFor();
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    await bar.getByRole('button', { name: '暂停朗读' }).click();
    await bar.getByRole('button', { name: '继续朗读' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as SpeechDoubleWindow).__speech.cancels)).toBeGreaterThan(0);
    expect(await page.evaluate(() => CSS.highlights.size)).toBe(1);
    await bar.getByRole('button', { name: '继续朗读' }).click();
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
    await bar.getByRole('combobox', { name: '语速' }).selectOption('1.5');
    await expect.poll(async () => (await spoken(page)).at(-1)?.rate).toBeCloseTo(1.5, 1);
    expect((await spoken(page)).at(-1)?.text).toBe((await spoken(page))[0]?.text);
    await saveScreenshot(page, 'widget/read-aloud-controls-1440');

    await page.evaluate(() => history.pushState(null, '', '/csp/article.html?page=2'));
    await bar.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => CSS.highlights.size)).toBe(0);
    expect(await page.evaluate(() => window.speechSynthesis.speaking)).toBe(false);
    const actions = (await watched(page)).events.filter((event) => event.type === 'read-page');
    expect(actions.map((event) => event.detail.action)).toEqual(['start', 'pause', 'resume', 'rate', 'stop']);
    expect(actions.at(-1)?.detail).toMatchObject({ title: expect.stringContaining('课后服务'), rate: 1.5 });
  });

  it('on a phone the bar fits the screen', async () => {
    const { page, w } = await open({ mode: 'hang', width: 390, height: 844, mobile: true });
    await w.launcher.tap();
    await w.button('朗读本页').tap();
    const bar = w.host.locator('[part="read-aloud"]');
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'widget/read-aloud-phone');
  });
});
