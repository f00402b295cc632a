import { describe, expect, it } from 'vitest';
import { encodeMp4 } from './encode-mp4';
import { createRaster, fillRect } from './raster';

/** The movie's duration in milliseconds, from the mvhd box (timescale 1000). */
function movieDurationMs(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd', 0, 'latin1');
  return bytes.readUInt32BE(at + 4 + 4 + 8 + 4);
}

describe('encodeMp4', () => {
  const flat = createRaster(320, 176, [24, 40, 68]);
  const card = createRaster(320, 176, [24, 40, 68]);
  fillRect(card, 100, 64, 80, 32, [248, 250, 252]);

  it('codes a block that carries its neighbour across as a prediction, not raw samples', () => {
    // 220 macroblocks of raw samples would take 84 480 bytes; a flat frame needs one.
    expect(encodeMp4([flat], { frameDurationMs: 1000, keyframeEvery: 1 }).length).toBeLessThan(2_000);
    // A card with words: only the blocks the words touch are raw.
    const bytes = encodeMp4([flat, card], { frameDurationMs: 1000, keyframeEvery: 2 });
    expect(bytes.length).toBeLessThan(2_000 + 384 * 20);
  });

  it.each([
    [1000, 3000],
    [[3000, 5000, 4000], 12_000],
  ])('holds each frame for its duration (%o ms)', (frameDurationMs, total) => {
    const bytes = encodeMp4([flat, card, flat], { frameDurationMs, keyframeEvery: 3 });
    expect(movieDurationMs(bytes)).toBe(total);
  });

  it('refuses a frame without a whole positive duration', () => {
    expect(() => encodeMp4([flat, card], { frameDurationMs: [1000], keyframeEvery: 2 })).toThrow(/duration/);
  });
});
