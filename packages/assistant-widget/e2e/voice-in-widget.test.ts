import type { AddressInfo } from 'node:net';
import {
  type BrowserSession,
  installSpeechSynthesisDouble,
  type SpeechDoubleWindow,
  saveScreenshot,
  startBrowserSession,
} from '@edu/browser-harness';
import { SECTION_GUIDES } from '@edu/content';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { startWidgetServer, type WidgetServer } from './start-widget-server';
import { widget } from './widget-page';

/*
 * The voice features mounted in the real <edu-assistant> (the shipped standalone bundle), not the
 * voice test page: the 语音讲解 toggle in the open panel's header on the six SPEC §2 paths, reading
 * the section's presenter script, and SPEC §4 "collapsing stops voice playback".
 */

const script = (id: string) => SECTION_GUIDES.find((guide) => guide.id === id)?.script ?? 'missing';
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
const spokenText = (page: Page) =>
  page.evaluate(() => (window as unknown as SpeechDoubleWindow).__spoken.map((utterance) => utterance.text).join(''));
const engineSpeaking = (page: Page) => page.evaluate(() => window.speechSynthesis.speaking);
const navigate = (page: Page, path: string) => page.evaluate((next) => history.pushState(null, '', next), path);

describe('voice features in the widget (Web Speech: the server has no xfyun)', () => {
  let server: WidgetServer;
  let session: BrowserSession;
  let user: { uid: string; token: string };

  beforeAll(async () => {
    server = await startWidgetServer({ bundleDir: inject('bundleDir'), dataTemplate: inject('demoDataDir') });
    session = await startBrowserSession({ baseUrl: server.url });
    user = await server.loginAs('teacher');
  });
  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  async function openOn(path: string, mode: 'speak' | 'hang') {
    const page = await session.newPage(undefined, { viewport: { width: 1280, height: 820 } });
    await page.addInitScript(installSpeechSynthesisDouble, mode);
    await page.goto(`${server.url}/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`);
    // The host is an SPA: its router moves to the section's path.
    await navigate(page, path);
    const w = widget(page);
    await w.launcher.click();
    await w.input.waitFor();
    return { page, w };
  }

  it('on /index the open panel has 语音讲解, which reads the home script; it is absent on /login', async () => {
    const { page, w } = await openOn('/index', 'speak');
    const explain = w.header.getByRole('button', { name: '语音讲解' });
    await explain.waitFor();
    expect(await w.header.getByRole('button', { name: '语音助手' }).count()).toBe(1);
    expect(await explain.getAttribute('aria-pressed')).toBe('false');
    await saveScreenshot(page, 'widget/panel-voice-buttons');

    await explain.click();
    await expect.poll(() => explain.getAttribute('aria-pressed')).toBe('true');
    // The home page reads its own script, then the three classrooms' (SPEC §2 gives them no route),
    // and the toggle resets by itself when the audio ends (SPEC §4).
    await expect.poll(() => explain.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('false');
    expect(withoutSpaces(await spokenText(page))).toBe(withoutSpaces(script('home') + script('three-classroom')));

    await navigate(page, '/login');
    await expect.poll(() => explain.count()).toBe(0);
    // The speech chat is offered on every page the assistant shows on.
    expect(await w.header.getByRole('button', { name: '语音助手' }).count()).toBe(1);
    await navigate(page, '/zhsj/');
    await expect.poll(() => explain.count()).toBe(1);
    await page.context().close();
  });

  it('closing the panel stops the reading; minimising it too', async () => {
    const { page, w } = await openOn('/index', 'hang');
    const explain = w.header.getByRole('button', { name: '语音讲解' });
    await explain.click();
    await expect.poll(() => engineSpeaking(page)).toBe(true);
    expect(await explain.getAttribute('aria-pressed')).toBe('true');

    await w.button('关闭').click();
    await expect.poll(() => w.panel.count()).toBe(0);
    await expect.poll(() => engineSpeaking(page)).toBe(false);

    // Reopened, it is stopped; playing again and minimising stops it as well (its buttons hide).
    await w.launcher.click();
    await explain.waitFor();
    expect(await explain.getAttribute('aria-pressed')).toBe('false');
    await explain.click();
    await expect.poll(() => engineSpeaking(page)).toBe(true);
    await w.button('最小化').click();
    await expect.poll(() => engineSpeaking(page)).toBe(false);
    expect(await explain.count()).toBe(0);
    await w.button('还原').click();
    await expect.poll(() => explain.getAttribute('aria-pressed')).toBe('false');

    // The launcher collapses the panel too.
    await explain.click();
    await expect.poll(() => engineSpeaking(page)).toBe(true);
    await w.launcher.click();
    await expect.poll(() => w.panel.count()).toBe(0);
    await expect.poll(() => engineSpeaking(page)).toBe(false);
    await page.context().close();
  });

  it('keeps @edu/speech out of the first load and the first open: its chunk is fetched on the first voice click', async () => {
    const page = await session.newPage(undefined, { viewport: { width: 1280, height: 820 } });
    await page.addInitScript(installSpeechSynthesisDouble, 'speak' as const);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`);
    await navigate(page, '/index');
    const w = widget(page);
    await w.launcher.waitFor();
    const engineChunks = () => scripts.filter((name) => name.includes('voice-engine'));
    expect(engineChunks()).toEqual([]);
    await w.launcher.click();
    await w.input.waitFor();
    // Both buttons are drawn by the panel itself, without the engine.
    const explain = w.header.getByRole('button', { name: '语音讲解' });
    const opener = w.header.getByRole('button', { name: '语音助手' });
    await explain.waitFor();
    await opener.waitFor();
    await page.waitForTimeout(500);
    expect(engineChunks()).toEqual([]);
    // The first click fetches it once and is carried out when it arrives: the speech chat opens.
    await opener.click();
    await w.host.getByRole('dialog', { name: '语音助手' }).waitFor();
    expect(engineChunks().length).toBe(1);
    await expect.poll(() => opener.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });
});

describe('voice features in the widget (xfyun signed by the server)', () => {
  let server: WidgetServer;
  let session: BrowserSession;
  let user: { uid: string; token: string };
  let xfyun: WebSocketServer;
  const frames: { url: string; request: unknown }[] = [];

  beforeAll(async () => {
    // A fake xfyun TTS endpoint on a local port: records the request frame, answers a short tone.
    xfyun = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => xfyun.once('listening', () => resolve()));
    xfyun.on('connection', (socket, request) => {
      socket.once('message', (data) => {
        frames.push({ url: request.url ?? '', request: JSON.parse(String(data)) as unknown });
        const samples = Int16Array.from({ length: 16_000 }, (_, index) => Math.round(8000 * Math.sin(index / 5)));
        const audio = Buffer.from(samples.buffer).toString('base64');
        socket.send(JSON.stringify({ code: 0, message: 'success', sid: 'tts-test', data: { audio, status: 2 } }));
      });
    });
    server = await startWidgetServer({
      bundleDir: inject('bundleDir'),
      dataTemplate: inject('demoDataDir'),
      env: {
        XFYUN_APP_ID: 'app-from-server',
        XFYUN_API_KEY: 'key-1',
        XFYUN_API_SECRET: 'secret-1',
        XFYUN_TTS_URL: `ws://127.0.0.1:${(xfyun.address() as AddressInfo).port}/v2/tts`,
      },
    });
    session = await startBrowserSession({ baseUrl: server.url });
    user = await server.loginAs('teacher');
  });
  afterAll(async () => {
    await session?.close();
    await server?.stop();
    for (const client of xfyun?.clients ?? []) client.terminate();
    await new Promise<void>((resolve) => (xfyun ? xfyun.close(() => resolve()) : resolve()));
  });

  it('sends the app id that GET /ai/speech/tts-url answers with the signed URL', async () => {
    const page = await session.newPage(undefined, { viewport: { width: 1280, height: 820 } });
    await page.goto(`${server.url}/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`);
    await navigate(page, '/resource');
    const w = widget(page);
    await w.launcher.click();
    const explain = w.header.getByRole('button', { name: '语音讲解' });
    await explain.click();
    await expect.poll(() => frames.length, { timeout: 15_000 }).toBe(1);
    const [frame] = frames;
    expect(frame?.url).toMatch(/^\/v2\/tts\?.*authorization=/);
    const request = frame?.request as { common: { app_id: string }; data: { text: string; status: number } };
    expect(request.common.app_id).toBe('app-from-server');
    expect(request.data.status).toBe(2);
    const text = Buffer.from(request.data.text, 'base64').toString('utf8');
    expect(withoutSpaces(text)).toBe(withoutSpaces(script('resource-centre')));
    await w.button('关闭').click();
    await page.context().close();
  });
});
