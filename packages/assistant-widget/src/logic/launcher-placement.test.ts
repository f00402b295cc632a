import { describe, expect, it } from 'vitest';
import { avoidObstacles } from './avoid-obstacles';
import { clampPosition, DEFAULT_POSITION, parseStoredPosition } from './drag-position';
import { companionFootprint, companionSide } from './launcher-geometry';
import { moveByKey, snapToSide } from './launcher-placement';

const viewport = { width: 1000, height: 800 };

describe('snapToSide', () => {
  it.each([
    [
      { right: 300, bottom: 400 },
      { right: 20, bottom: 400 },
    ],
    [
      { right: 700, bottom: 120 },
      { right: 900, bottom: 120, edge: 'left' },
    ],
    [
      { right: 460, bottom: 10 },
      { right: 20, bottom: 10 },
    ],
  ])('%j snaps to %j', (position, expected) => {
    expect(snapToSide(position, viewport, 80)).toEqual(expected);
  });

  it('a left-snapped launcher stays at the left edge when the window is resized, also after a reload', () => {
    const snapped = snapToSide({ right: 700, bottom: 120 }, viewport, 80);
    const stored = parseStoredPosition(JSON.stringify(snapped));
    expect(clampPosition(stored ?? DEFAULT_POSITION, { width: 1400, height: 800 }, 80)).toEqual({
      right: 1300,
      bottom: 120,
      edge: 'left',
    });
  });
});

describe('moveByKey', () => {
  const at = { right: 100, bottom: 100 };
  it.each([
    ['ArrowLeft', false, { right: 110, bottom: 100 }],
    ['ArrowRight', false, { right: 90, bottom: 100 }],
    ['ArrowUp', false, { right: 100, bottom: 110 }],
    ['ArrowDown', true, { right: 100, bottom: 50 }],
    ['ArrowLeft', true, { right: 150, bottom: 100 }],
    ['Home', false, DEFAULT_POSITION],
    ['Enter', false, undefined],
  ])('%s (shift %s) → %j', (key, large, expected) => {
    expect(moveByKey(at, key, large)).toEqual(expected);
  });

  it('a key move leaves the left edge', () => {
    expect(moveByKey({ right: 900, bottom: 100, edge: 'left' }, 'ArrowUp', false)).toEqual({ right: 900, bottom: 110 });
  });
});

describe('avoidObstacles', () => {
  // The default spot: box from x 900 to 980, y 470 to 550.
  const spot = { right: 20, bottom: 250 };
  it.each([
    ['nothing in the way', [], spot],
    ['an element elsewhere', [{ left: 0, top: 0, right: 200, bottom: 60 }], spot],
    // A cookie box over the bottom-right corner, 400 px high: the launcher goes just above it.
    ['a banner at the corner', [{ left: 640, top: 400, right: 1000, bottom: 800 }], { right: 20, bottom: 408 }],
    // A back-to-top button just below the spot: up is nearer than down.
    ['a small button', [{ left: 920, top: 500, right: 970, bottom: 540 }], { right: 20, bottom: 308 }],
    // Full-height column on the right: the launcher goes to the other side at the same height.
    ['a full-height side bar', [{ left: 880, top: 0, right: 1000, bottom: 800 }], { right: 900, bottom: 250 }],
  ])('%s', (_label, obstacles, expected) => {
    expect(avoidObstacles(spot, viewport, 'round', obstacles)).toEqual(expected);
  });

  it('stays put when no free place exists', () => {
    expect(avoidObstacles(spot, viewport, 'round', [{ left: 0, top: 0, right: 1000, bottom: 800 }])).toBe(spot);
  });
});

describe('avoidObstacles for the phone tab (issue #30)', () => {
  const phone = { width: 390, height: 844 };
  // The default spot: the tab covers x 362 to 390, y 520 to 588 (its 80 px box: 514 to 594).
  const spot = { right: 20, bottom: 250 };
  it.each([
    ['nothing in the way', [], spot],
    // A button in the content column, left of the tab's 28 px: no need to move.
    ['a control left of the edge', [{ left: 16, top: 520, right: 360, bottom: 560 }], spot],
    // A 收藏 button reaching into the right margin: the tab slides just below it (nearer than above).
    ['a control under the tab', [{ left: 300, top: 500, right: 374, bottom: 540 }], { right: 20, bottom: 222 }],
    // Controls down the whole right edge: the left edge at the same height.
    [
      'a column of controls on the right',
      [{ left: 340, top: 0, right: 390, bottom: 844 }],
      { right: 290, bottom: 250, edge: 'left' },
    ],
  ])('%s', (_label, obstacles, expected) => {
    expect(avoidObstacles(spot, phone, 'tab', obstacles)).toEqual(expected);
  });

  it('fits between two rows of controls when the gap is taller than the tab', () => {
    const rows = [
      { left: 300, top: 440, right: 374, bottom: 472 },
      { left: 300, top: 560, right: 374, bottom: 592 },
    ];
    const placed = avoidObstacles(spot, phone, 'tab', rows);
    const top = 844 - placed.bottom - 80 + 6;
    expect(top).toBeGreaterThanOrEqual(472);
    expect(top + 68).toBeLessThanOrEqual(560);
  });
});

describe('the voice-explanation button beside the launcher', () => {
  const phone = { width: 390, height: 844 };
  it.each([
    // The default spot's box: x 900 to 980, y 470 to 550; the pill on the page's side, centred on it.
    [
      'round, at the right',
      { right: 20, bottom: 250 },
      viewport,
      'round',
      'left',
      { left: 800, top: 492, right: 900, bottom: 528 },
    ],
    [
      'round, snapped left',
      { right: 900, bottom: 250, edge: 'left' },
      viewport,
      'round',
      'right',
      { left: 100, top: 492, right: 200, bottom: 528 },
    ],
    // The tab covers y 520 to 588: the short tab 6 px above it, on the same edge.
    ['a tab', { right: 20, bottom: 250 }, phone, 'tab', 'above', { left: 362, top: 474, right: 390, bottom: 514 }],
    // Near the top there is no room above: below it.
    [
      'a tab at the top',
      { right: 20, bottom: 764 },
      phone,
      'tab',
      'below',
      { left: 362, top: 80, right: 390, bottom: 120 },
    ],
  ] as const)('%s', (_label, position, size, shape, side, box) => {
    expect(companionSide(position, size, shape)).toBe(side);
    expect(companionFootprint(position, size, shape)).toEqual(box);
  });

  it('moves the launcher so that the pill clears a fixed element only it would cover', () => {
    // A back-to-top button left of the launcher, where the pill goes: up to just above it.
    const button = { left: 820, top: 480, right: 880, bottom: 540 };
    expect(avoidObstacles({ right: 20, bottom: 250 }, viewport, 'round', [button])).toEqual({ right: 20, bottom: 250 });
    const placed = avoidObstacles({ right: 20, bottom: 250 }, viewport, 'round', [button], true);
    const pill = companionFootprint(placed, viewport, 'round');
    expect(pill.bottom).toBeLessThanOrEqual(button.top);
    expect(placed).toEqual({ right: 20, bottom: 306 });
  });

  it('keeps the tab and its companion off the page’s controls', () => {
    // A control where only the companion would sit (474 to 514): both go below it.
    const control = { left: 300, top: 470, right: 390, bottom: 510 };
    const placed = avoidObstacles({ right: 20, bottom: 250 }, phone, 'tab', [control], true);
    const companion = companionFootprint(placed, phone, 'tab');
    expect(companion.top).toBeGreaterThanOrEqual(control.bottom);
    expect(placed).toEqual({ right: 20, bottom: 206 });
  });
});
