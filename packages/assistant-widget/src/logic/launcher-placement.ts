import { DEFAULT_POSITION, type DockPosition, SNAP_GAP_PX, type ViewportSize } from './drag-position';

/** Arrow-key steps of the focused launcher (issue #16): a small one, and a larger one with Shift. */
const KEY_STEP_PX = 10;
const KEY_STEP_LARGE_PX = 50;

/** On release the launcher snaps to the nearer side edge, keeping its height (issue #16). */
export function snapToSide(position: DockPosition, viewport: ViewportSize, box: number): DockPosition {
  const centre = viewport.width - position.right - box / 2;
  return centre < viewport.width / 2
    ? { right: viewport.width - box - SNAP_GAP_PX, bottom: position.bottom, edge: 'left' }
    : { right: SNAP_GAP_PX, bottom: position.bottom };
}

/**
 * Where a key moves the launcher: arrows by 10 px (50 px with Shift), Home back to the default
 * corner; undefined for any other key. The caller clamps the result to the viewport.
 */
export function moveByKey(position: DockPosition, key: string, large: boolean): DockPosition | undefined {
  const step = large ? KEY_STEP_LARGE_PX : KEY_STEP_PX;
  const { right, bottom } = position;
  switch (key) {
    case 'ArrowLeft':
      return { right: right + step, bottom };
    case 'ArrowRight':
      return { right: right - step, bottom };
    case 'ArrowUp':
      return { right, bottom: bottom + step };
    case 'ArrowDown':
      return { right, bottom: bottom - step };
    case 'Home':
      return DEFAULT_POSITION;
    default:
      return undefined;
  }
}
