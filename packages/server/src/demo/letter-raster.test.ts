import { describe, expect, it } from 'vitest';
import { createLetterer } from './create-letterer';
import { letterRasters, wrapText } from './letter-raster';
import { createRaster } from './raster';

const letterer = createLetterer();

/** How many pixels of a raster are (almost) `colour`. */
function pixelsOf(raster: { data: Uint8Array }, colour: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < raster.data.length; i += 4)
    if (colour.every((value, c) => Math.abs((raster.data[i + c] ?? 0) - value) < 8)) count++;
  return count;
}

describe('letterRasters', () => {
  it('letters Chinese, Latin and digits from the bundled font, in the line colour, where the line is', async () => {
    const frames = [createRaster(200, 60, [0, 0, 0]), createRaster(200, 60, [0, 0, 0])];
    await letterRasters(
      [
        {
          raster: frames[0] ?? createRaster(1, 1),
          lettering: [{ text: '勾股定理', x: 10, y: 40, size: 28, fill: '#ffffff' }],
        },
        {
          raster: frames[1] ?? createRaster(1, 1),
          lettering: [{ text: 'Unit 3', x: 100, y: 40, size: 20, fill: '#ff0000', anchor: 'middle' }],
        },
      ],
      letterer,
    );
    expect(pixelsOf(frames[0] ?? createRaster(1, 1), [255, 255, 255])).toBeGreaterThan(150);
    expect(pixelsOf(frames[1] ?? createRaster(1, 1), [255, 0, 0])).toBeGreaterThan(40);
    expect(pixelsOf(frames[1] ?? createRaster(1, 1), [255, 255, 255])).toBe(0);
    // Each glyph is rasterised once per size and kept.
    expect(letterer.masks.has('28:勾')).toBe(true);
  });
});

describe('wrapText', () => {
  it.each([
    ['勾股定理', 20, 200, 2, ['勾股定理']],
    ['一二三四五六七八九十', 20, 100, 2, ['一二三四五', '六七八九十']],
    ['一二三四五六七八九十一二', 20, 100, 2, ['一二三四五', '六七八九…']],
  ])('wraps %s at %i px into %i px, %i lines at most', (text, size, width, lines, expected) => {
    expect(wrapText(text, size, width, lines, letterer)).toEqual(expected);
  });
});
