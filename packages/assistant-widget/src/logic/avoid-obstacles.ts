import type { Box, DockPosition, ViewportSize } from './drag-position';
import { clampBoxAt, type LauncherShape, launcherFootprint, mirrorPosition } from './launcher-geometry';

/** Room kept between the launcher and a host element it moves off. */
const OBSTACLE_GAP_PX = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * What the round launcher keeps clear: its whole 80 px box (the gap around the button is part of it). The
 * phone's tab keeps clear what it covers.
 */
function keptClear(position: DockPosition, viewport: ViewportSize, shape: LauncherShape): Box {
  return shape === 'round' ? clampBoxAt(position, viewport) : launcherFootprint(position, viewport, shape);
}

/**
 * Moves the launcher off host elements at its spot: fixed ones (cookie banners, back-to-top buttons, other
 * chat launchers; issue #16) and, for the phone's tab, the page's controls under it (issue #30). The
 * nearest free height on the same side wins, else on the other side; the position is kept when nothing
 * covers it or no free place exists. Its clamping box always stays inside the viewport.
 */
export function avoidObstacles(
  position: DockPosition,
  viewport: ViewportSize,
  shape: LauncherShape,
  obstacles: readonly Box[],
): DockPosition {
  const free = (candidate: DockPosition) => {
    const box = clampBoxAt(candidate, viewport);
    if (box.top < 0 || box.bottom > viewport.height) return false;
    const clear = keptClear(candidate, viewport, shape);
    return !obstacles.some((item) => overlaps(clear, item));
  };
  if (free(position)) return position;
  for (const side of [position, mirrorPosition(position, viewport, shape)]) {
    // Positions count from the bottom, so the covered box moves up by exactly the added `bottom`.
    const base = keptClear({ ...side, bottom: 0 }, viewport, shape);
    // Just above or just below each obstacle: the nearest of those heights that is free wins.
    const heights = obstacles.flatMap((item) => [
      side.bottom,
      base.bottom - item.top + OBSTACLE_GAP_PX,
      base.top - item.bottom - OBSTACLE_GAP_PX,
    ]);
    const best = heights
      .filter((bottom) => free({ ...side, bottom }))
      .sort((a, b) => Math.abs(a - position.bottom) - Math.abs(b - position.bottom))[0];
    if (best !== undefined) return { ...side, bottom: best };
  }
  return position;
}
