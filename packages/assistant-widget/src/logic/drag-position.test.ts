import { CLAMP_BOX_COLLAPSED_PX, CLAMP_BOX_EXPANDED_PX } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import {
  clampPanel,
  clampPanelToArea,
  clampPosition,
  DEFAULT_POSITION,
  isClickGesture,
  moveBy,
  parseStoredPosition,
} from './drag-position';

describe('clampPosition', () => {
  const viewport = { width: 1000, height: 800 };
  it.each([
    [{ right: 20, bottom: 250 }, CLAMP_BOX_COLLAPSED_PX, { right: 20, bottom: 250 }],
    [{ right: -10, bottom: -5 }, CLAMP_BOX_COLLAPSED_PX, { right: 0, bottom: 0 }],
    [{ right: 990, bottom: 790 }, CLAMP_BOX_COLLAPSED_PX, { right: 920, bottom: 720 }],
    [{ right: 990, bottom: 790 }, CLAMP_BOX_EXPANDED_PX, { right: 940, bottom: 740 }],
    [{ right: Number.NaN, bottom: 10 }, CLAMP_BOX_COLLAPSED_PX, { right: 0, bottom: 10 }],
  ])('%j in a %d px box → %j', (position, box, expected) => {
    expect(clampPosition(position, viewport, box)).toEqual(expected);
  });

  it('pins to the corner when the viewport is smaller than the box', () => {
    expect(clampPosition({ right: 30, bottom: 30 }, { width: 50, height: 50 }, 80)).toEqual({ right: 0, bottom: 0 });
  });

  it('re-clamps the default position into a short window', () => {
    expect(clampPosition(DEFAULT_POSITION, { width: 400, height: 300 }, CLAMP_BOX_COLLAPSED_PX)).toEqual({
      right: 20,
      bottom: 220,
    });
  });
});

describe('moveBy', () => {
  it('moving right and down shrinks the distances to the right and bottom edges', () => {
    expect(moveBy({ right: 100, bottom: 100 }, 30, 40)).toEqual({ right: 70, bottom: 60 });
    expect(moveBy({ right: 100, bottom: 100 }, -30, -40)).toEqual({ right: 130, bottom: 140 });
  });
});

describe('isClickGesture', () => {
  it.each([
    [0, 0, true],
    [3, 3, true],
    [4.9, 0, true],
    [5, 0, false],
    [3, 4, false],
    [0, -6, false],
  ])('moved (%d, %d) → click %s', (dx, dy, expected) => {
    expect(isClickGesture(dx, dy)).toBe(expected);
  });
});

describe('parseStoredPosition', () => {
  it.each([
    [null, undefined],
    ['not json', undefined],
    ['{"right":"a","bottom":1}', undefined],
    ['[1,2]', undefined],
    ['{"right":12,"bottom":34}', { right: 12, bottom: 34 }],
  ])('%j → %j', (raw, expected) => {
    expect(parseStoredPosition(raw)).toEqual(expected);
  });
});

describe('clampPanel', () => {
  const viewport = { width: 1000, height: 800 };
  it.each([
    [
      { right: 20, bottom: 20 },
      { width: 400, height: 500 },
      { right: 20, bottom: 20 },
    ],
    [
      { right: 900, bottom: -50 },
      { width: 400, height: 500 },
      { right: 600, bottom: 0 },
    ],
    [
      { right: 10, bottom: 10 },
      { width: 1200, height: 900 },
      { right: -200, bottom: -100 },
    ],
  ])('%j of a %j panel → %j', (position, size, expected) => {
    expect(clampPanel(position, viewport, size)).toEqual(expected);
  });
});

describe('clampPanelToArea', () => {
  const layout = { width: 400, height: 800 };
  it.each([
    ['the whole window visible', { top: 0, left: 0, width: 400, height: 800 }, { right: 0, bottom: 100 }],
    // A 300 px keyboard: the visible area ends 300 px above the window's bottom.
    ['above a phone keyboard', { top: 0, left: 0, width: 400, height: 500 }, { right: 0, bottom: 300 }],
    // Scrolled down while zoomed: the area starts 200 px down the page.
    ['in a scrolled visual viewport', { top: 200, left: 0, width: 400, height: 400 }, { right: 0, bottom: 200 }],
  ])('%s', (_label, area, expected) => {
    expect(clampPanelToArea({ right: 0, bottom: 100 }, layout, area, { width: 400, height: 300 })).toEqual(expected);
  });
});
