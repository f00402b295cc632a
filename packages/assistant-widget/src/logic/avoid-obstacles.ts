import type { DockPosition, ViewportSize } from './drag-position';

/** Room kept between the launcher's box and a host element it moves off. */
const OBSTACLE_GAP_PX = 8;

/** A host element's box in viewport coordinates (what getBoundingClientRect gives). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Moves the launcher off fixed host elements at its spot (cookie banners, back-to-top buttons, other
 * chat launchers; issue #16): the nearest free height on the same side, else on the other side; the
 * position is kept when nothing covers it or no free place exists.
 */
export function avoidObstacles(
  position: DockPosition,
  viewport: ViewportSize,
  box: number,
  obstacles: readonly Box[],
): DockPosition {
  const boxAt = (right: number, bottom: number): Box => {
    const top = viewport.height - bottom - box;
    const left = viewport.width - right - box;
    return { left, top, right: left + box, bottom: top + box };
  };
  const free = (right: number, bottom: number) => {
    const candidate = boxAt(right, bottom);
    return (
      candidate.top >= 0 && candidate.bottom <= viewport.height && !obstacles.some((item) => overlaps(candidate, item))
    );
  };
  if (free(position.right, position.bottom)) return position;
  const sides = [position.right, viewport.width - box - position.right];
  for (const right of sides) {
    // Just above or just below each obstacle: the nearest of those heights that is free wins.
    const heights = obstacles.flatMap((item) => [
      position.bottom,
      viewport.height - item.top + OBSTACLE_GAP_PX,
      viewport.height - item.bottom - box - OBSTACLE_GAP_PX,
    ]);
    const best = heights
      .filter((bottom) => free(right, bottom))
      .sort((a, b) => Math.abs(a - position.bottom) - Math.abs(b - position.bottom))[0];
    if (best !== undefined) return { right, bottom: best };
  }
  return position;
}
