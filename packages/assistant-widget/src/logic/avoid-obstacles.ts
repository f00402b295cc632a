import { CLAMP_BOX_COLLAPSED_PX } from '@edu/api-client';
import type { Box, DockPosition, ViewportSize } from './drag-position';
import { clampBoxAt, keptClear, type LauncherShape, mirrorPosition } from './launcher-geometry';

/** Room kept between the launcher and a host element it moves off. */
const OBSTACLE_GAP_PX = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Moves the launcher off host elements at its spot: fixed ones (cookie banners, back-to-top buttons, other
 * chat launchers; issue #16) and, for the phone's tab, the page's controls under it (issue #30). The
 * nearest free height on the same side wins, else on the other side; the position is kept when nothing
 * covers it or no free place exists. Its clamping box, and the voice-explanation button that goes with
 * it (`companion`), always stay inside the viewport and move together.
 */
export function avoidObstacles(
  position: DockPosition,
  viewport: ViewportSize,
  shape: LauncherShape,
  obstacles: readonly Box[],
  companion = false,
): DockPosition {
  const free = (candidate: DockPosition) => {
    const box = clampBoxAt(candidate, viewport);
    if (box.top < 0 || box.bottom > viewport.height) return false;
    const clear = keptClear(candidate, viewport, shape, companion);
    if (clear.some((item) => item.top < 0 || item.bottom > viewport.height)) return false;
    return !clear.some((own) => obstacles.some((item) => overlaps(own, item)));
  };
  if (free(position)) return position;
  const highest = Math.max(0, viewport.height - CLAMP_BOX_COLLAPSED_PX);
  for (const side of [position, mirrorPosition(position, viewport, shape)]) {
    // Each kept-clear box just above or just below each obstacle: the nearest of those heights that is
    // free wins. Positions count from the bottom, so a box moves up by exactly the added `bottom`; the boxes
    // are measured at the lowest and the highest place, because a tab's companion goes below it near the top.
    const heights = [side.bottom];
    for (const at of [0, highest]) {
      for (const own of keptClear({ ...side, bottom: at }, viewport, shape, companion)) {
        for (const item of obstacles) {
          heights.push(at + own.bottom - item.top + OBSTACLE_GAP_PX, at + own.top - item.bottom - OBSTACLE_GAP_PX);
        }
      }
    }
    const best = heights
      .filter((bottom) => free({ ...side, bottom }))
      .sort((a, b) => Math.abs(a - position.bottom) - Math.abs(b - position.bottom))[0];
    if (best !== undefined) return { ...side, bottom: best };
  }
  return position;
}
