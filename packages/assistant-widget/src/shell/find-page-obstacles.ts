import { avoidObstacles } from '../logic/avoid-obstacles';
import type { Box, DockPosition, ViewportSize } from '../logic/drag-position';
import { keptClear, type LauncherShape, mirrorPosition, TAB_WIDTH_PX } from '../logic/launcher-geometry';

/** Probe spacing down the launcher's column: smaller than any launcher or banner worth avoiding. */
const PROBE_STEP_PX = 40;

/** What a person can click or type into: the phone's tab moves off these (issue #30). */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'video[controls]',
  'audio[controls]',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(',');

interface Column {
  left: number;
  right: number;
}

function fixedAncestor(element: Element): Element | undefined {
  for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
    const { position } = getComputedStyle(current);
    if (position === 'fixed' || position === 'sticky') return current;
  }
  return undefined;
}

/** Probe positions across a column, 8 px inside its sides and at most PROBE_STEP_PX apart. */
function probesAcross(column: Column): number[] {
  const xs: number[] = [];
  for (let x = column.left + 8; x < column.right - 8; x += PROBE_STEP_PX) xs.push(x);
  xs.push(column.right - 8);
  return xs;
}

/**
 * The host page's fixed (or sticky) elements in the columns where the launcher may sit, found with
 * `elementsFromPoint` (issue #16): cookie banners, back-to-top buttons, other chat launchers. The
 * widget's own host and the page's root elements are skipped.
 */
function findFixedObstacles(host: Element, columns: readonly Column[]): Box[] {
  const found = new Set<Element>();
  const height = window.innerHeight;
  for (const column of columns) {
    for (let y = PROBE_STEP_PX / 2; y < height; y += PROBE_STEP_PX) {
      for (const x of probesAcross(column)) {
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
 * The page's controls showing in the columns (issue #30). A control counts where a person can see it: at
 * the middle of its part inside the column, the topmost element is the control itself (or the launcher,
 * which may be covering it right now), not a header or a clipping box in front of it.
 */
function findControls(host: Element, columns: readonly Column[]): Box[] {
  const found: Box[] = [];
  const height = window.innerHeight;
  for (const element of document.querySelectorAll(CONTROLS)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= height) continue;
    const column = columns.find((item) => box.left < item.right && item.left < box.right);
    if (!column) continue;
    const x = (Math.max(box.left, column.left) + Math.min(box.right, column.right)) / 2;
    const y = (Math.max(box.top, 0) + Math.min(box.bottom, height)) / 2;
    const top = document.elementFromPoint(x, y);
    if (top && (top === host || element.contains(top) || top.contains(element))) found.push(box);
  }
  return found;
}

/**
 * Where the launcher at `spot` should sit so that nothing of the page is under it or under its
 * voice-explanation button (`companion`, when drawn): fixed host elements (issue #16) and, for the
 * phone's tab, the controls at its edges (issue #30); `spot` itself when nothing is. Reads the DOM only.
 */
export function placeOffObstacles(
  host: Element,
  spot: DockPosition,
  viewport: ViewportSize,
  shape: LauncherShape,
  companion: boolean,
): DockPosition {
  // The round launcher's columns on either side, wide enough for its pill too; the tab's are the edges.
  const columns =
    shape === 'round'
      ? [spot, mirrorPosition(spot, viewport, shape)].map((position) => {
          const boxes = keptClear(position, viewport, shape, companion);
          return {
            left: Math.min(...boxes.map((box) => box.left)),
            right: Math.max(...boxes.map((box) => box.right)),
          };
        })
      : [
          { left: viewport.width - TAB_WIDTH_PX, right: viewport.width },
          { left: 0, right: TAB_WIDTH_PX },
        ];
  const obstacles = findFixedObstacles(host, columns);
  if (shape === 'tab') obstacles.push(...findControls(host, columns));
  return avoidObstacles(spot, viewport, shape, obstacles, companion);
}
