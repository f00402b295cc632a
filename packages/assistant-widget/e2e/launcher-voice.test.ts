import {
  installSpeechSynthesisDouble,
  type RecordedUtterance,
  type SpeechDoubleWindow,
  saveScreenshot,
} from '@edu/browser-harness';
import { SECTION_GUIDES } from '@edu/content';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import runAxe from './axe';
import { setUpWidgetEnvironment } from './widget-environment';
import { addRowsEndingInButtons, launcherBox, widget } from './widget-page';

/*
 * Issue #36, SPEC §2's voice-explanation button before intent: drawn beside the launcher (plain DOM) on
 * /index, /zhsj, /resource, /contest/list, /lyyk and /three-studio only, re-checked on SPA navigation; a
 * press loads the voice code (never the panel's) and reads the section's presenter script on the
 * speechSynthesis double; one state with the panel header's button; it follows the launcher, and on a
 * phone it never rests on the page's controls.
 */
const env = setUpWidgetEnvironment();
const pageUrl = () => `/pages/index.html?uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`;
const APP_CHUNK = /\/widget\/chunks\/mount-assistant-app-[^/]+\.js$/;
const VOICE_CHUNK = /\/widget\/chunks\/create-page-voice-[^/]+\.js$/;
const SIX_PAGES = ['/index', '/zhsj', '/resource', '/contest/list', '/lyyk', '/three-studio'];

const script = (id: string) => SECTION_GUIDES.find((guide) => guide.id === id)?.script ?? 'missing';
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as SpeechDoubleWindow).__spoken) as Promise<RecordedUtterance[]>;
const spokenText = async (page: Page) => withoutSpaces((await spoken(page)).map((item) => item.text).join(''));
const speaking = (page: Page) => page.evaluate(() => window.speechSynthesis.speaking);
const navigate = (page: Page, path: string) => page.evaluate((next) => history.pushState(null, '', next), path);
const voiceButton = (page: Page) => widget(page).host.locator('[part="launcher-voice"]');

interface Opened {
  page: Page;
  w: ReturnType<typeof widget>;
  /** Every widget script the page requested, in order. */
  scripts: string[];
}

async function open(
  options: { mode?: 'speak' | 'hang'; path?: string; width?: number; height?: number; mobile?: boolean } = {},
): Promise<Opened> {
  const mobile = options.mobile ?? false;
  const page = await env.session.newPage(undefined, {
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    ...(mobile ? { hasTouch: true, isMobile: true } : {}),
  });
  await page.addInitScript(installSpeechSynthesisDouble, options.mode ?? 'hang');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${env.server.url}${pageUrl()}`);
  const w = widget(page);
  await w.launcher.waitFor();
  // The host is an SPA: its router moves to the section's path.
  if (options.path) await navigate(page, options.path);
  return { page, w, scripts };
}

/** Holds back the voice chunk until `release` is called. */
async function holdVoiceChunk(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(VOICE_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

const boxOf = async (page: Page, part: string) => {
  const box = await widget(page).host.locator(`[part="${part}"]`).boundingBox();
  if (!box) throw new Error(`${part} is not drawn`);
  return box;
};

describe('where it shows', () => {
  it('beside the launcher on the six pages and nowhere else, checked again on every SPA navigation', async () => {
    const { page, w, scripts } = await open();
    // The page's own path (/pages/index.html) is not one of them.
    expect(await voiceButton(page).count()).toBe(0);
    // The site's root is its home page (SPEC: / redirects to /index), and a trailing slash is the same page.
    for (const path of [...SIX_PAGES, '/zhsj/', '/']) {
      await navigate(page, path);
      await expect.poll(() => voiceButton(page).isVisible(), { message: path }).toBe(true);
      expect(await voiceButton(page).getAttribute('aria-pressed')).toBe('false');
    }
    for (const path of ['/application', '/login', '/404', '/zhsj/media', '/three-studio/detail', '/contest']) {
      await navigate(page, path);
      await expect.poll(() => voiceButton(page).count(), { message: path }).toBe(0);
    }
    // Back and forward (popstate) too.
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/three-studio/detail');
    expect(await voiceButton(page).count()).toBe(0);
    await navigate(page, '/lyyk');
    await navigate(page, '/login');
    await page.goBack();
    await expect.poll(() => voiceButton(page).isVisible()).toBe(true);
    // Its name and role, and the launcher beside it: nothing of the panel or the voice was fetched.
    expect(await w.host.getByRole('button', { name: '语音讲解' }).count()).toBe(1);
    await page.waitForTimeout(300);
    expect(scripts.filter((name) => APP_CHUNK.test(name) || VOICE_CHUNK.test(name))).toEqual([]);
  });
});

describe('pressing it', () => {
  it('loads the voice code (not the panel’s), shows it loading, then reads the section; pressed again it stops', async () => {
    const { page, w, scripts } = await open({ path: '/zhsj' });
    const release = await holdVoiceChunk(page);
    const button = voiceButton(page);
    await button.click();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.getAttribute('data-state')).toBe('loading');
    await saveScreenshot(page, 'widget/launcher-voice-loading-1440');
    release();
    await expect.poll(() => speaking(page)).toBe(true);
    await expect.poll(() => button.getAttribute('data-state')).toBe('playing');
    expect(await button.getAttribute('aria-busy')).toBeNull();
    expect(await spokenText(page)).toBe(withoutSpaces(script('green-health-practice')));
    // SPEC §7/§9 voice widget: speed 40 / pitch 50 / volume 100 → rate 0.9, pitch 1, volume 1.
    for (const utterance of await spoken(page)) {
      expect(utterance).toMatchObject({ lang: 'zh-CN', rate: 0.9, pitch: 1, volume: 1, voice: 'Test zh' });
    }
    await saveScreenshot(page, 'widget/launcher-voice-playing-1440');
    expect(scripts.filter((name) => APP_CHUNK.test(name))).toEqual([]);
    expect(await w.panel.count()).toBe(0);
    expect(await w.loadingPanel.count()).toBe(0);

    await button.click();
    await expect.poll(() => speaking(page)).toBe(false);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(scripts.filter((name) => APP_CHUNK.test(name))).toEqual([]);
  });

  it('on /index reads the home script, then the three classrooms’, and resets by itself when the audio ends', async () => {
    const { page } = await open({ mode: 'speak', path: '/index' });
    const button = voiceButton(page);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('false');
    expect(await spokenText(page)).toBe(withoutSpaces(script('home') + script('three-classroom')));
  });

  it('stops when the page changes, and goes where the page has no explanation', async () => {
    const { page } = await open({ path: '/resource' });
    const button = voiceButton(page);
    await button.click();
    await expect.poll(() => speaking(page)).toBe(true);
    expect(await spokenText(page)).toBe(withoutSpaces(script('resource-centre')));
    await navigate(page, '/lyyk');
    await expect.poll(() => speaking(page)).toBe(false);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await expect.poll(() => speaking(page)).toBe(true);
    await navigate(page, '/login');
    await expect.poll(() => button.count()).toBe(0);
    expect(await speaking(page)).toBe(false);
  });

  it('is reached with Tab from the launcher; focus loads the voice code, Space reads and stops', async () => {
    const { page, w, scripts } = await open({ path: '/three-studio' });
    await w.launcher.focus();
    await page.keyboard.press('Tab');
    const focused = () => w.host.evaluate((host) => host.shadowRoot?.activeElement?.getAttribute('part'));
    await expect.poll(focused).toBe('launcher-voice');
    await expect.poll(() => scripts.some((name) => VOICE_CHUNK.test(name))).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => speaking(page)).toBe(true);
    expect(await spokenText(page)).toBe(withoutSpaces(script('three-studios')));
    await saveScreenshot(page, 'widget/launcher-voice-focus-1440');
    await page.keyboard.press('Space');
    await expect.poll(() => speaking(page)).toBe(false);
  });

  it('says so beside the button when the voice code cannot be fetched, and the next press tries again', async () => {
    const { page } = await open({ path: '/contest/list' });
    await page.route(VOICE_CHUNK, (route) => route.abort('connectionrefused'));
    const button = voiceButton(page);
    await button.click();
    const note = widget(page).host.locator('.edu-voice-note');
    await expect.poll(() => note.textContent()).toBe('语音讲解加载失败，请检查网络后重试。');
    expect(await note.getAttribute('role')).toBe('status');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await saveScreenshot(page, 'widget/launcher-voice-failed-1440');
    await page.unroute(VOICE_CHUNK);
    await button.click();
    await expect.poll(() => speaking(page)).toBe(true);
    expect(await spokenText(page)).toBe(withoutSpaces(script('contest')));
  });
});

describe('one state with the panel', () => {
  it('the header’s 语音讲解 shows the reading started beside the launcher and stops it; closing the panel stops it too', async () => {
    const { page, w } = await open({ path: '/index' });
    const button = voiceButton(page);
    await button.click();
    await expect.poll(() => speaking(page)).toBe(true);
    await w.launcher.click();
    await w.panel.waitFor();
    // The panel opens over the button's place; its header has the same button, in the same state.
    await expect.poll(() => button.isVisible()).toBe(false);
    const header = w.header.getByRole('button', { name: '语音讲解' });
    await expect.poll(() => header.getAttribute('aria-pressed')).toBe('true');
    expect(await w.host.getByRole('button', { name: '语音讲解' }).count()).toBe(1);
    await saveScreenshot(page, 'widget/launcher-voice-panel-1440');
    await header.click();
    await expect.poll(() => speaking(page)).toBe(false);
    expect(await header.getAttribute('aria-pressed')).toBe('false');
    // Started in the header, closing the panel stops it (SPEC §4), and the button beside the launcher says so.
    await header.click();
    await expect.poll(() => speaking(page)).toBe(true);
    await w.button('关闭').click();
    await expect.poll(() => speaking(page)).toBe(false);
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('beside the launcher', () => {
  it('follows it when dragged or moved by keys, on the side facing the page', async () => {
    const { page, w } = await open({ path: '/index' });
    const right = { launcher: await boxOf(page, 'launcher'), voice: await boxOf(page, 'launcher-voice') };
    // At the right edge: to the left of the launcher, centred on it.
    expect(right.voice.x + right.voice.width).toBeLessThanOrEqual(right.launcher.x);
    expect(Math.round(right.voice.y + right.voice.height / 2)).toBe(Math.round(right.launcher.y + 32));
    await saveScreenshot(page, 'widget/launcher-voice-1440');
    // Dragged to the left half (it snaps to the left edge): now to its right.
    const box = await launcherBox(page);
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(300, 300, { steps: 8 });
    const dragging = { launcher: await boxOf(page, 'launcher'), voice: await boxOf(page, 'launcher-voice') };
    expect(dragging.voice.x).toBeGreaterThanOrEqual(dragging.launcher.x + dragging.launcher.width);
    await page.mouse.up();
    await expect.poll(async () => Math.round((await launcherBox(page)).x)).toBe(28);
    const left = { launcher: await boxOf(page, 'launcher'), voice: await boxOf(page, 'launcher-voice') };
    expect(left.voice.x).toBeGreaterThanOrEqual(left.launcher.x + left.launcher.width);
    expect(Math.round(left.voice.y + left.voice.height / 2)).toBe(Math.round(left.launcher.y + 32));
    await saveScreenshot(page, 'widget/launcher-voice-left-1440');
    await w.launcher.focus();
    await page.keyboard.press('Shift+ArrowUp');
    const moved = await boxOf(page, 'launcher-voice');
    expect(Math.round(left.voice.y - moved.y)).toBe(50);
  });

  it('moves the launcher off a fixed element only the button would cover', async () => {
    const page = await env.session.newPage(undefined, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${env.server.url}${pageUrl()}`);
    // A back-to-top button fixed just left of the launcher's default spot, where the button goes.
    await page.evaluate(() => {
      const top = document.createElement('button');
      top.textContent = '回到顶部';
      top.style.cssText = 'position:fixed;right:110px;bottom:280px;width:80px;height:40px';
      document.body.append(top);
      history.pushState(null, '', '/index');
    });
    await voiceButton(page).waitFor();
    const fixed = await page.locator('body > button').boundingBox();
    if (!fixed) throw new Error('no fixed button');
    await expect
      .poll(async () => {
        const voice = await boxOf(page, 'launcher-voice');
        return voice.y + voice.height <= fixed.y || voice.y >= fixed.y + fixed.height;
      })
      .toBe(true);
    await saveScreenshot(page, 'widget/launcher-voice-off-fixed-1440');
  });
});

describe('on a phone', () => {
  /** The page's buttons that the launcher's tab or the voice tab meet. */
  const buttonsUnderWidget = (page: Page) =>
    page.evaluate(() => {
      const root = document.getElementById('assistant')?.shadowRoot;
      const parts = ['launcher', 'launcher-voice'].map((part) => root?.querySelector(`[part="${part}"]`));
      if (parts.some((part) => !part)) return ['(not drawn)'];
      const boxes = parts.map((part) => (part as Element).getBoundingClientRect());
      return Array.from(document.querySelectorAll('main button'))
        .filter((button) => {
          const other = button.getBoundingClientRect();
          return boxes.some(
            (box) =>
              other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom,
          );
        })
        .map((button) => button.textContent ?? '');
    });

  it('is a short tab stacked on the launcher’s tab, and neither rests on the page’s buttons', async () => {
    const { page } = await open({ width: 390, height: 844, mobile: true, path: '/index' });
    await addRowsEndingInButtons(page);
    const tab = await boxOf(page, 'launcher');
    const voice = await boxOf(page, 'launcher-voice');
    // Flush with the same edge, 28 px wide, just above the tab.
    expect([voice.width, voice.x + voice.width]).toEqual([28, 390]);
    expect(voice.y + voice.height).toBeLessThanOrEqual(tab.y);
    expect(tab.y - (voice.y + voice.height)).toBeLessThan(10);
    await expect.poll(() => buttonsUnderWidget(page)).toEqual([]);
    for (const top of [130, 470, 1215, 2600]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect.poll(() => buttonsUnderWidget(page)).toEqual([]);
    }
    await saveScreenshot(page, 'widget/launcher-voice-390');
    // A tap reads; the name is still 语音讲解 (the label is there for screen readers).
    expect(await widget(page).host.getByRole('button', { name: '语音讲解' }).count()).toBe(1);
    await voiceButton(page).tap();
    await expect.poll(() => speaking(page)).toBe(true);
    await expect.poll(() => voiceButton(page).getAttribute('data-state')).toBe('playing');
    await saveScreenshot(page, 'widget/launcher-voice-playing-390');
  });
});

describe('accessibility', () => {
  it('axe finds nothing serious in the widget with the button at rest and reading', async () => {
    const { page } = await open({ path: '/index' });
    const serious = async () =>
      (await runAxe(page))
        .filter((item) => item.impact === 'serious' || item.impact === 'critical')
        .map((item) => `${item.id} ${item.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
    expect(await serious()).toEqual([]);
    await voiceButton(page).click();
    await expect.poll(() => voiceButton(page).getAttribute('data-state')).toBe('playing');
    expect(await serious()).toEqual([]);
  });
});
