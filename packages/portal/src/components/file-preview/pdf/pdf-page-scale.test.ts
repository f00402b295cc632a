import { describe, expect, it } from 'vitest';
import { pdfPageScale } from './pdf-page-scale';

const A4 = { width: 595, height: 842 };

describe('pdfPageScale', () => {
  it.each([
    { name: 'fits the width at 1x', page: A4, width: 945, ratio: 1, max: 1e8, expected: 945 / 595 },
    { name: 'doubles for a 2x screen', page: A4, width: 945, ratio: 2, max: 1e8, expected: (945 * 2) / 595 },
    { name: 'treats a ratio below 1 as 1', page: A4, width: 390, ratio: 0.5, max: 1e8, expected: 390 / 595 },
    { name: 'caps the pixel count', page: A4, width: 945, ratio: 3, max: 595 * 842 * 4, expected: 2 },
    {
      name: 'an empty page renders at 1',
      page: { width: 0, height: 842 },
      width: 945,
      ratio: 1,
      max: 1e8,
      expected: 1,
    },
    { name: 'no width yet renders at 1', page: A4, width: 0, ratio: 1, max: 1e8, expected: 1 },
  ])('$name', ({ page, width, ratio, max, expected }) => {
    expect(pdfPageScale(page, width, ratio, max)).toBeCloseTo(expected, 10);
  });
});
