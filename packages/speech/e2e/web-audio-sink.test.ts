import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserSession, startBrowserSession } from '@edu/browser-harness';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
let root: string;
let session: BrowserSession;

interface Report {
  startedAtMs: number | null;
  endedAtMs: number | null;
  openedAtMs: number;
  error: string | null;
  bufferRates: number[];
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'speech-audio-e2e-'));
  await build({
    entryPoints: [join(here, 'fixtures/audio-page.ts')],
    bundle: true,
    format: 'esm',
    outfile: join(root, 'audio-page.js'),
    conditions: ['source'],
    logLevel: 'error',
  });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>audio</title><script type="module" src="/audio-page.js"></script>',
  );
  session = await startBrowserSession({ root });
});

afterAll(async () => {
  await session?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('Web Audio sink in Chromium', () => {
  it('plays streamed 16 kHz chunks gaplessly at their true rate and reports the end', async () => {
    const page = await session.newPage('/index.html');
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
    // 5 chunks × 1600 samples at 16 kHz = 0.5 s of audio.
    const report = await page.evaluate(() =>
      (window as unknown as { playChunks: (count: number, size: number, rate: number) => Promise<Report> }).playChunks(
        5,
        1_600,
        16_000,
      ),
    );
    expect(report.error).toBeNull();
    expect(report.bufferRates).toEqual([16_000, 16_000, 16_000, 16_000, 16_000]);
    const startDelay = (report.startedAtMs ?? Number.POSITIVE_INFINITY) - report.openedAtMs;
    // Playback starts while chunks still arrive; the bound is loose because a loaded two-core machine can
    // take over a second to start an AudioContext. The rate check below is the one that matters.
    expect(startDelay).toBeLessThan(3_000);
    // At the true rate 0.5 s of audio lasts ≥ 0.5 s; played as 22050 Hz it would end after ~0.36 s.
    const playedMs = (report.endedAtMs ?? 0) - (report.startedAtMs ?? 0);
    expect(playedMs).toBeGreaterThanOrEqual(480);
    expect(playedMs).toBeLessThan(3_000);
    await page.context().close();
  });
});
