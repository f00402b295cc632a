import { describe, expect, it } from 'vitest';
import { openingPanelFrame, panelBesideLauncher, panelSize } from './panel-frame';

const desktop = { width: 1280, height: 860 };
const desktopArea = { top: 0, left: 0, ...desktop };

describe('panel frame', () => {
  it('is 880 × 640 at most, 8 px from the visible edges', () => {
    expect(panelSize(desktopArea)).toEqual({ width: 880, height: 640 });
    expect(panelSize({ top: 0, left: 0, width: 700, height: 500 })).toEqual({ width: 684, height: 484 });
  });

  it('opens to the left of the launcher, bottoms aligned', () => {
    expect(panelBesideLauncher(undefined, desktop)).toEqual({ right: 100, bottom: 250 });
    expect(openingPanelFrame(undefined, desktop, desktopArea)).toEqual({
      fullScreen: false,
      right: 100,
      bottom: 220,
      width: 880,
      height: 640,
    });
  });

  it('beside a launcher snapped to the left edge it is clamped to that edge', () => {
    const frame = openingPanelFrame({ right: 1180, bottom: 100, edge: 'left' }, desktop, desktopArea);
    expect(frame).toEqual({ fullScreen: false, right: 400, bottom: 100, width: 880, height: 640 });
  });

  it('is the whole visible area on a phone, above its keyboard', () => {
    const phone = { width: 390, height: 844 };
    expect(openingPanelFrame(undefined, phone, { top: 0, left: 0, width: 390, height: 504 })).toEqual({
      fullScreen: true,
      top: 0,
      left: 0,
      width: 390,
      height: 504,
    });
  });
});
