import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BrowserSession,
  installSpeechSynthesisDouble,
  type SpeechDoubleWindow,
  saveScreenshot,
  startBrowserSession,
} from '@edu/browser-harness';
import { SECTION_GUIDES } from '@edu/content';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSentences } from '../src/text/split-sentences';

const here = dirname(fileURLToPath(import.meta.url));
let root: string;
let session: BrowserSession;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'speech-e2e-'));
  await build({
    entryPoints: [join(here, 'fixtures/voice-page.tsx')],
    bundle: true,
    format: 'esm',
    outfile: join(root, 'voice-page.js'),
    jsx: 'automatic',
    conditions: ['source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>voice</title><div id="root"></div><script type="module" src="/voice-page.js"></script>',
  );
  session = await startBrowserSession({ root });
});

afterAll(async () => {
  await session?.close();
  rmSync(root, { recursive: true, force: true });
});

async function openPage(mode: 'speak' | 'hang') {
  const page = await session.newPage();
  await page.addInitScript(installSpeechSynthesisDouble, mode);
  await page.goto(`${session.baseUrl}/index.html`);
  await page.getByRole('button', { name: '语音讲解' }).waitFor();
  return page;
}

describe('Web Speech provider in Chromium', () => {
  it('reads the home script through speechSynthesis with a zh-CN voice and mapped settings', async () => {
    const page = await openPage('speak');
    const script = SECTION_GUIDES.find((guide) => guide.id === 'home')?.script ?? '';
    // The whole script plays in a few tens of milliseconds with the double: every state the button leaves
    // is recorded in the page, so a busy machine's slow polling cannot miss the playing one.
    await page.evaluate(() => {
      const button = document.querySelector('button[data-state]');
      const left: (string | null)[] = [];
      Object.assign(window, { __buttonStates: left });
      if (button)
        new MutationObserver((changes) => left.push(...changes.map((change) => change.oldValue))).observe(button, {
          attributeFilter: ['data-state'],
          attributeOldValue: true,
        });
    });
    await page.getByRole('button', { name: '语音讲解' }).click();
    // The double ends each utterance; after the last one the button resets by itself (audio end).
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 }).toBe('endPlay');
    await expect.poll(() => page.getByRole('button').getAttribute('data-state')).toBe('stopped');
    const statesLeft = await page.evaluate(() => (window as unknown as { __buttonStates: string[] }).__buttonStates);
    // Stopped, then playing, then stopped again (where it is now).
    expect(statesLeft).toEqual(['stopped', 'playing']);
    const spoken = (await page.evaluate(() => (window as unknown as SpeechDoubleWindow).__spoken)) ?? [];
    expect(spoken.map((utterance) => utterance.text)).toEqual(splitSentences(script));
    expect(spoken.length).toBeGreaterThan(3);
    for (const utterance of spoken) {
      // SPEC §7/§9 voice widget: speed 40 / pitch 50 / volume 100 → rate 0.9, pitch 1, volume 1.
      expect(utterance).toMatchObject({ lang: 'zh-CN', rate: 0.9, pitch: 1, volume: 1, voice: 'Test zh' });
    }
    expect(await page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts)).toEqual([]);
    await page.context().close();
  });

  it('clicking again stops: the browser queue is cancelled and the button shows stopped', async () => {
    const page = await openPage('hang');
    await page.getByRole('button', { name: '语音讲解' }).click();
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('play');
    await saveScreenshot(page, 'speech/voice-playing');
    const cancelsBefore = await page.evaluate(() => (window as unknown as SpeechDoubleWindow).__speech.cancels);
    await page.getByRole('button', { name: '停止讲解' }).click();
    await expect.poll(() => page.getByRole('button').getAttribute('data-state')).toBe('stopped');
    expect(await page.getByTestId('status').textContent()).toBe('init');
    const cancelsAfter = await page.evaluate(() => (window as unknown as SpeechDoubleWindow).__speech.cancels);
    expect(cancelsAfter).toBe(cancelsBefore + 1);
    await saveScreenshot(page, 'speech/voice-stopped');
    await page.context().close();
  });
});
