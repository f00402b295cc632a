import { rmSync } from 'node:fs';
import {
  type BrowserSession,
  installSpeechSynthesisDouble,
  type SpeechDoubleWindow,
  saveScreenshot,
  startBrowserSession,
} from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import runAxe from './axe';
import { buildVoiceTestPage } from './pages/voice-build-page';
import { startWidgetServer, type WidgetServer } from './start-widget-server';

let pageDir: string;
let server: WidgetServer;
let session: BrowserSession;
let user: { uid: string; token: string };

beforeAll(async () => {
  pageDir = await buildVoiceTestPage();
  // The real server (offline guide mode, no xfyun, so GET /ai/speech/tts-url answers 404 → Web Speech).
  server = await startWidgetServer({ bundleDir: pageDir, dataTemplate: inject('demoDataDir') });
  session = await startBrowserSession({ baseUrl: server.url });
  user = await server.loginAs('teacher');
});
afterAll(async () => {
  await session?.close();
  await server?.stop();
  if (pageDir) rmSync(pageDir, { recursive: true, force: true });
});

/** The voice test page also exposes its synthesizer. */
type SpeechWindow = SpeechDoubleWindow & { __voice: { synthesizer: { getSnapshot(): { status: string } } } };

const spoken = (page: Page) => page.evaluate(() => (window as unknown as SpeechWindow).__spoken);
const status = (page: Page) =>
  page.evaluate(() => (window as unknown as SpeechWindow).__voice.synthesizer.getSnapshot().status);
const spokenText = async (page: Page) => (await spoken(page)).map((utterance) => utterance.text).join('');
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

async function openPage(mode: 'speak' | 'hang', path = '/index') {
  const page = await session.newPage(undefined, { viewport: { width: 1100, height: 760 } });
  await page.addInitScript(installSpeechSynthesisDouble, mode);
  await page.goto(`${server.url}/pages/voice-features.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`);
  await page.getByRole('button', { name: '语音助手' }).waitFor();
  await navigate(page, path);
  return page;
}

async function navigate(page: Page, path: string) {
  await page.evaluate((next) => history.pushState(null, '', next), path);
}

describe('speech chat dialog', () => {
  it('types out a streamed reply from the server, then reads it aloud; empty questions get 说点什么吧', async () => {
    const page = await openPage('hang', '/application');
    await page.getByRole('button', { name: '语音助手' }).click();
    const dialog = page.getByRole('dialog', { name: '语音助手' });
    await dialog.waitFor();
    // The notice that the voice reads AI-generated text (issue 35), shown while the dialog is open.
    await dialog.getByText('语音播报的回答由AI生成').waitFor();
    const input = dialog.getByRole('textbox', { name: '向语音助手提问' });
    await expect
      .poll(() =>
        input.evaluate(
          (element) =>
            element.getRootNode() instanceof ShadowRoot &&
            element === (element.getRootNode() as ShadowRoot).activeElement,
        ),
      )
      .toBe(true);

    await dialog.getByRole('button', { name: '发送问题' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('说点什么吧');
    await input.fill('   ');
    await input.press('Enter');
    expect(await dialog.locator('li').count()).toBe(0);
    await saveScreenshot(page, 'widget/speech-chat-empty');

    await input.fill('怎么参加资源竞赛');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('');
    await expect.poll(() => dialog.locator('li[data-role="user"]').textContent()).toContain('怎么参加资源竞赛');
    // The reply grows character by character (50 ms each), not all at once.
    const typing = dialog.locator('[data-state="typing"]');
    await typing.waitFor();
    const lengths: number[] = [];
    for (let sample = 0; sample < 6; sample++) {
      lengths.push((await typing.textContent())?.length ?? 0);
      await page.waitForTimeout(200);
    }
    expect(lengths.at(-1)).toBeGreaterThan(lengths[0] ?? 0);
    expect(new Set(lengths).size).toBeGreaterThan(3);
    expect(await spoken(page)).toEqual([]);
    await saveScreenshot(page, 'widget/speech-chat-typing');

    const reply = dialog.locator('li[data-role="system"]');
    await reply.waitFor({ timeout: 45_000 });
    expect(await typing.count()).toBe(0);
    const replyText = (await reply.textContent()) ?? '';
    expect(replyText).toContain('竞赛');
    expect(replyText).not.toMatch(/\*\*|\]\(/);
    // Read aloud once the stream has closed and the typing caught up.
    await expect.poll(() => status(page)).toBe('play');
    expect(withoutSpaces(await spokenText(page))).toBe(withoutSpaces(replyText.replace(/^助手：/, '')));
    const pause = reply.getByRole('button', { name: '暂停' });
    await pause.waitFor();
    await saveScreenshot(page, 'widget/speech-chat-reading');

    // Pause (debounced 500 ms), then play again from the message's own button.
    await pause.click();
    await expect.poll(() => status(page)).toBe('init');
    await reply.getByRole('button', { name: '播放' }).waitFor();
    const utterancesBefore = (await spoken(page)).length;
    await reply.getByRole('button', { name: '播放' }).click();
    await expect.poll(() => status(page)).toBe('play');
    expect((await spoken(page)).length).toBeGreaterThan(utterancesBefore);
    await page.context().close();
  });

  it('minimises to a bar, keeps the messages, traps focus, and Escape closes and clears', async () => {
    const page = await openPage('speak', '/index');
    await page.getByRole('button', { name: '语音助手' }).click();
    const dialog = page.getByRole('dialog', { name: '语音助手' });
    const input = dialog.getByRole('textbox', { name: '向语音助手提问' });
    await input.fill('两研一刊是什么');
    await input.press('Enter');
    await dialog.locator('li[data-role="system"]').waitFor({ timeout: 45_000 });

    await dialog.getByRole('button', { name: '最小化' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const restore = page.getByRole('button', { name: '还原语音助手' });
    await restore.waitFor();
    await saveScreenshot(page, 'widget/speech-chat-minimised');
    await restore.click();
    await dialog.waitFor();
    expect(await dialog.locator('li').count()).toBe(2);
    const serious = (await runAxe(page)).filter((item) => item.impact === 'serious' || item.impact === 'critical');
    expect(serious.map((item) => `${item.id} ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );

    // Tab cycles inside the dialog.
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const root = document.getElementById('voice-host')?.shadowRoot;
        const active = root?.activeElement;
        return Boolean(active?.closest('[role="dialog"]'));
      });
      expect(inside).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: '语音助手' }).click();
    await dialog.waitFor();
    expect(await dialog.locator('li').count()).toBe(0);
    await page.context().close();
  });
});
