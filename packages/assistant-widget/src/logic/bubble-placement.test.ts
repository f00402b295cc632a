import { describe, expect, it } from 'vitest';
import { placeBubble } from './bubble-placement';

const viewport = { width: 1000, height: 800 };
const bubble = { width: 200, height: 40 };

describe('placeBubble', () => {
  it.each([
    ['above a selection mid-page', { left: 400, top: 300, right: 600, bottom: 320 }, 'above', { left: 400, top: 252 }],
    [
      'below when the selection is at the top',
      { left: 400, top: 10, right: 600, bottom: 30 },
      'above',
      { left: 400, top: 38 },
    ],
    ['below on touch screens', { left: 400, top: 300, right: 600, bottom: 320 }, 'below', { left: 400, top: 328 }],
    [
      'above on touch screens at the bottom',
      { left: 400, top: 740, right: 600, bottom: 760 },
      'below',
      { left: 400, top: 692 },
    ],
    ['inside the left edge', { left: 0, top: 300, right: 40, bottom: 320 }, 'above', { left: 8, top: 252 }],
    ['inside the right edge', { left: 960, top: 300, right: 1000, bottom: 320 }, 'above', { left: 792, top: 252 }],
    [
      'inside the window for a selection taller than it',
      { left: 400, top: -500, right: 600, bottom: 1500 },
      'above',
      { left: 400, top: 8 },
    ],
  ] as const)('%s', (_label, selection, prefer, expected) => {
    expect(placeBubble(selection, viewport, bubble, prefer)).toEqual(expected);
  });
});
