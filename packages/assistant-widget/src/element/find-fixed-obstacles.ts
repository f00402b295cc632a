import { avoidObstacles, type Box } from '../logic/avoid-obstacles';
import type { DockPosition, ViewportSize } from '../logic/drag-position';

/** Probe spacing down the launcher's column: smaller than any launcher or banner worth avoiding. */
const PROBE_STEP_PX = 40;

function fixedAncestor(element: Element): Element | undefined {
  for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
    const { position } = getComputedStyle(current);
    if (position === 'fixed' || position === 'sticky') return current;
  }
  return undefined;
}

/**
 * The host page's fixed (or sticky) elements in the two columns where the launcher may sit, found with
 * `elementsFromPoint` (issue #16): cookie banners, back-to-top buttons, other chat launchers. The
 * widget's own host and the page's root elements are skipped. Reads the DOM only.
 */
function findFixedObstacles(host: Element, columns: readonly { left: number; right: number }[]): Box[] {
  const found = new Set<Element>();
  const height = window.innerHeight;
  for (const column of columns) {
    for (let y = PROBE_STEP_PX / 2; y < height; y += PROBE_STEP_PX) {
      for (const x of [column.left + 8, (column.left + column.right) / 2, column.right - 8]) {
        for (const element of document.elementsFromPoint(x, y)) {
          if (element === host || element === document.documentElement || element === document.body) continue;
          const fixed = fixedAncestor(element);
          if (fixed && !fixed.contains(host)) found.add(fixed);
        }
      }
    }
  }
  return [...found].map((element) => element.getBoundingClientRect());
}

/**
 * Where the launcher at `spot` should sit so that no fixed host element covers it (issue #16); `spot`
 * itself when nothing does. In a small chunk of its own, loaded right after the launcher is drawn.
 */
export function placeOffObstacles(
  host: Element,
  spot: DockPosition,
  viewport: ViewportSize,
  box: number,
): DockPosition {
  const columns = [spot.right, viewport.width - box - spot.right].map((distance) => ({
    left: viewport.width - distance - box,
    right: viewport.width - distance,
  }));
  return avoidObstacles(spot, viewport, box, findFixedObstacles(host, columns));
}
