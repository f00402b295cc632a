import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedPixels, frameOf, GENERATED_VIDEO_FIXTURE, TEST_FFMPEG } from '../../../test/media-readers';
import { createFrameLabeller } from './create-frame-labeller';
import { findCjkFont } from './find-cjk-font';

const folder = mkdtempSync(path.join(tmpdir(), 'edu-frame-labeller-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const source = readFileSync(GENERATED_VIDEO_FIXTURE);
const fontFile = findCjkFont() ?? '';
const labeller = (options: { fontFile?: string; timeoutMs?: number } = {}) =>
  createFrameLabeller({ ffmpegPath: TEST_FFMPEG, fontFile, timeoutMs: 60_000, ...options });

describe('createFrameLabeller', () => {
  it('finds a CJK font on this machine (scripts/ensure-test-tools.mjs installs Noto CJK)', () => {
    expect(fontFile).toMatch(/\.(ttc|otf|ttf)$/);
  });

  it('draws the label in the lower right corner of the frames and nowhere else', async () => {
    const labelled = await labeller()(source, '{"Label":"1"}');
    for (const seconds of [0, 0.9]) {
      const before = await frameOf(source, seconds);
      const after = await frameOf(labelled, seconds);
      expect([after.width, after.height]).toEqual([320, 180]);
      // The text is 7.5 % of the shorter side (180 px) high and 4 % from the edges: within the corner's 100×30.
      const corner = { left: 220, top: 150, width: 100, height: 30 };
      expect(changedPixels(before, after, corner)).toBeGreaterThan(300);
      // The standard asks for text at least 5 % of the shorter side high: 9 of 180 rows.
      const rows = Array.from({ length: corner.height }, (_, row) => corner.top + row).filter(
        (top) => changedPixels(before, after, { ...corner, top, height: 1 }) > 0,
      );
      expect(rows.length).toBeGreaterThanOrEqual(9);
      for (const elsewhere of [
        { left: 0, top: 0, width: 320, height: 140 },
        { left: 0, top: 140, width: 200, height: 40 },
      ]) {
        expect(changedPixels(before, after, elsewhere)).toBe(0);
      }
    }
  });

  it('takes a font whose path has the characters ffmpeg filters treat specially', async () => {
    const odd = path.join(folder, "it's, a [font]; C:\\ok.ttc");
    symlinkSync(fontFile, odd);
    const labelled = await labeller({ fontFile: odd })(source, '{}');
    const corner = { left: 220, top: 150, width: 100, height: 30 };
    expect(changedPixels(await frameOf(source, 0), await frameOf(labelled, 0), corner)).toBeGreaterThan(300);
  });

  it('reads the input as MP4 only, so a playlist sent in its place cannot make ffmpeg read other files', async () => {
    const playlist = '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n';
    await expect(labeller()(Buffer.from(playlist), '{}')).rejects.toThrow(/moov atom not found/);
  });

  it('rejects bytes ffmpeg cannot read as a video, and a run past its time limit', async () => {
    await expect(labeller()(Buffer.from('<html>'), '{}')).rejects.toThrow();
    await expect(labeller({ timeoutMs: 1 })(source, '{}')).rejects.toThrow();
  });
});
