/**
 * Issue #36's measurements of a script-tag embedder page in Chromium: the widget's bytes on the wire
 * before intent (page load to idle) and through opening the panel, and the time from a click on the
 * launcher to the panel on a 4x-slowed CPU (DevTools' CPU throttling), with a warm cache and a cold one.
 */

import { recordWireBytes, type WireRecord } from '@edu/browser-harness';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** The widget's files of a page's responses (the host page's own are not the widget's). */
const widgetFiles = (records: WireRecord[]) =>
  records.filter((record) => new URL(record.url).pathname.startsWith('/widget/'));

const host = (page: Page) => page.locator('edu-assistant#assistant');

/**
 * Opens the embedder page, then moves it to `/index` (SPEC §2: a page with the voice explanation, whose
 * button the panel draws) the way an SPA would, and waits for the launcher.
 */
async function openEmbedder(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => window.history.pushState({}, '', `/index${window.location.search}`));
  await launcher(page).waitFor();
}
const launcher = (page: Page) => host(page).getByRole('button', { name: '打开AI助手' });
const voiceButton = (page: Page) => host(page).locator('[part="launcher-voice"]');

/**
 * Loads `url` with the cache off, waits until the page is at rest with the launcher and its '语音讲解'
 * button drawn, then does `step` (a gesture that is not a reach for the panel) and waits for the page to
 * be at rest again: the widget's responses until then, and those the gesture added.
 */
async function recordStepBytes(page: Page, url: string, step: (page: Page) => Promise<void>) {
  const wire = await recordWireBytes(await page.context().newCDPSession(page), { disableCache: true });
  await openEmbedder(page, url);
  await voiceButton(page).waitFor();
  await settle(page);
  const atRest = new Set(widgetFiles(wire.records()).map((record) => record.url));
  await step(page);
  await settle(page);
  return widgetFiles(wire.records()).filter((record) => !atRest.has(record.url));
}

/**
 * Issue #36: what selecting text on the page adds (to copy it, say): the page's heading and paragraph
 * selected as a person would with the mouse, until the selection bubble is drawn; no action is pressed.
 */
export function recordSelectionBytes(page: Page, url: string) {
  return recordStepBytes(page, url, async (current) => {
    const text = current.locator('main p').first();
    const box = await text.boundingBox();
    if (!box) throw new Error('the page has no paragraph to select');
    await current.mouse.move(box.x + 2, box.y + box.height / 2);
    await current.mouse.down();
    await current.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 6 });
    await current.mouse.up();
    await host(current).locator('[part="selection-bubble"]').waitFor();
  });
}

/** Issue #36: what pressing the '语音讲解' button beside the launcher adds, until the section is being read. */
export function recordVoiceBytes(page: Page, url: string) {
  return recordStepBytes(page, url, async (current) => {
    await voiceButton(current).click();
    await current.waitForFunction(() => {
      const button = document.getElementById('assistant')?.shadowRoot?.querySelector('[part="launcher-voice"]');
      return button?.getAttribute('aria-pressed') === 'true' && !button.hasAttribute('aria-busy');
    });
  });
}

/** Waits until the page has loaded, the network has been quiet and the browser idle (what "at rest" means). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForTimeout(1000);
}

/**
 * Loads `url` with the cache off and records the widget's responses: those until the page is at rest with
 * the launcher and its '语音讲解' button drawn (nothing touched), then those through hovering, clicking
 * and the panel's conversation list being shown.
 */
export async function recordOpeningBytes(page: Page, url: string) {
  const wire = await recordWireBytes(await page.context().newCDPSession(page), { disableCache: true });
  await openEmbedder(page, url);
  await voiceButton(page).waitFor();
  await settle(page);
  const beforeIntent = widgetFiles(wire.records());
  await launcher(page).hover();
  await launcher(page).click();
  await host(page).locator('section[part="panel"]').waitFor();
  await host(page).locator('[part="conversations"]').waitFor();
  await host(page).getByRole('button', { name: '语音讲解' }).waitFor();
  await settle(page);
  return { beforeIntent, throughOpening: widgetFiles(wire.records()) };
}

/**
 * In the page: from the first click, watches the widget's shadow root and notes in `window.__opening`
 * when the loading panel and the panel were put in the DOM, and the animation frame after each (the one
 * that paints it). A string, not a function: tsx would wrap the inner named functions in a helper the
 * page does not have.
 */
const WATCH_OPENING = `(() => {
  const state = {};
  window.__opening = state;
  const root = document.getElementById('assistant')?.shadowRoot;
  const seen = () => {
    if (state.click === undefined) return;
    if (state.loadingInserted === undefined && root.querySelector('[part="panel-loading"]:not([hidden])')) {
      state.loadingInserted = performance.now();
      requestAnimationFrame(() => { state.loading = performance.now(); });
    }
    if (state.inserted === undefined && root.querySelector('section[part="panel"]')) {
      state.inserted = performance.now();
      requestAnimationFrame(() => { state.panel = performance.now(); });
    }
  };
  new MutationObserver(seen).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  document.addEventListener('click', (event) => {
    if (state.click !== undefined) return;
    state.click = event.timeStamp;
    seen();
  }, { capture: true });
})()`;

/** When, after the click, the loading panel and the panel were first in a frame (ms, undefined if never). */
interface OpeningTimes {
  loading: number | undefined;
  panel: number;
  /**
   * When the panel was put in the DOM, on the wall clock (ms since the epoch), to compare with DevTools'
   * network events: what was requested before, the panel waited for.
   */
  panelAt: number;
}

/**
 * Moves the pointer onto the launcher and clicks at once (no time to hover: the panel's code starts
 * loading with the pointer's arrival, as late as intent can come) and measures, in the page, from the
 * click event to the first animation frame that has the panel in the DOM (the frame that paints it).
 */
async function clickToPanel(page: Page): Promise<OpeningTimes> {
  const box = await launcher(page).boundingBox();
  if (!box) throw new Error('the launcher is not drawn');
  await page.evaluate(WATCH_OPENING);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(
    () => (window as unknown as { __opening: { panel?: number } }).__opening.panel,
    undefined,
    {
      timeout: 30_000,
    },
  );
  const times = await page.evaluate(() => {
    const opening = (
      window as unknown as { __opening: { click?: number; loading?: number; panel?: number; inserted?: number } }
    ).__opening;
    return { ...opening, origin: performance.timeOrigin };
  });
  const click = times.click ?? 0;
  const panel = times.panel ?? 0;
  return {
    loading: times.loading === undefined ? undefined : times.loading - click,
    panel: panel - click,
    panelAt: times.origin + (times.inserted ?? panel),
  };
}

async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Click to panel with a warm cache: the context has loaded the page and opened the panel once, so every
 * file comes from the HTTP cache (hashed chunks are immutable); then, `trials` times, a new page of the
 * same context at 4x CPU.
 */
export async function timeWarmOpening(context: BrowserContext, url: string, trials: number, rate: number) {
  const first = await context.newPage();
  await openEmbedder(first, url);
  await launcher(first).click();
  await host(first).locator('section[part="panel"]').waitFor();
  await settle(first);
  await first.close();
  const times: OpeningTimes[] = [];
  for (let trial = 0; trial < trials; trial += 1) {
    const page = await context.newPage();
    await openEmbedder(page, url);
    await settle(page);
    await throttle(page, rate);
    times.push(await clickToPanel(page));
    await page.close();
  }
  return times;
}

/**
 * Click to panel with a cold cache and a network round trip of `rttMs` (DevTools' latency emulation), at
 * 4x CPU: the time, and the widget files the page requested between the click and the panel with whether
 * they went out together (one round trip) or one after another (a waterfall).
 */
export async function timeColdOpening(page: Page, url: string, rttMs: number, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // DevTools gives a request's start on the wall clock and its end on a monotonic one: each request's
  // own pair of clocks converts the end (milliseconds since the epoch, like the page's panelAt).
  const requests = new Map<string, { url: string; sent: number; offset: number; finished?: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!new URL(event.request.url).pathname.startsWith('/widget/')) return;
    requests.set(event.requestId, {
      url: event.request.url,
      sent: event.wallTime * 1000,
      offset: event.wallTime - event.timestamp,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.finished = (event.timestamp + request.offset) * 1000;
  });
  await openEmbedder(page, url);
  await settle(page);
  const before = new Set(requests.keys());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const times = await clickToPanel(page);
  // What the panel waited for: the widget files requested after the page was at rest and before the panel
  // was put in the DOM (the conversation list's API client comes after). One round trip: none of them was
  // requested after another one had arrived.
  const opening = [...requests.entries()]
    .filter(([id, request]) => !before.has(id) && request.sent <= times.panelAt)
    .map(([, request]) => request);
  const firstArrived = Math.min(...opening.map((request) => request.finished ?? Number.POSITIVE_INFINITY));
  const waterfall = opening.filter((request) => request.sent > firstArrived);
  return {
    times,
    files: opening.length,
    waterfall: waterfall.map((request) => new URL(request.url).pathname.replace(/^\/widget\//, '')),
  };
}
