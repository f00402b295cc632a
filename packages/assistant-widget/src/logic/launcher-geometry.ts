import { CLAMP_BOX_COLLAPSED_PX } from '@edu/api-client';
import { MOBILE_BREAKPOINT_PX } from '../constants';
import { type Box, type DockPosition, SNAP_GAP_PX, type ViewportSize } from './drag-position';

/**
 * How the launcher is drawn: SPEC §2's round button with its label, or on a phone (issue #30) a narrow
 * tab flush with a side edge, which leaves the page's content column free.
 */
export type LauncherShape = 'round' | 'tab';

/** The round button's diameter, centred in the 80 px clamping box. */
const ROUND_BUTTON_PX = 64;
/** The phone's edge tab: narrow enough for a page's side margin, still a 24 px-plus touch target. */
export const TAB_WIDTH_PX = 28;
const TAB_HEIGHT_PX = 68;

/** The shape for a viewport: a tab below the widget's phone breakpoint, else the round button. */
export function launcherShapeFor(viewport: ViewportSize): LauncherShape {
  return viewport.width < MOBILE_BREAKPOINT_PX ? 'tab' : 'round';
}

/** The 80 px clamping box of a position (positions are that box's distances from the right and bottom). */
export function clampBoxAt(position: DockPosition, viewport: ViewportSize): Box {
  const left = viewport.width - position.right - CLAMP_BOX_COLLAPSED_PX;
  const top = viewport.height - position.bottom - CLAMP_BOX_COLLAPSED_PX;
  return { left, top, right: left + CLAMP_BOX_COLLAPSED_PX, bottom: top + CLAMP_BOX_COLLAPSED_PX };
}

/** The side edge a tab clings to: the one nearer the clamping box's centre (as a drop snaps, issue #16). */
export function tabSide(position: DockPosition, viewport: ViewportSize): 'left' | 'right' {
  const box = clampBoxAt(position, viewport);
  return (box.left + box.right) / 2 < viewport.width / 2 ? 'left' : 'right';
}

/**
 * What the launcher covers on screen at `position`: the round button (inside its box), or the tab,
 * centred on the box's height and flush with its side.
 */
export function launcherFootprint(position: DockPosition, viewport: ViewportSize, shape: LauncherShape): Box {
  const box = clampBoxAt(position, viewport);
  if (shape === 'round') {
    const inset = (CLAMP_BOX_COLLAPSED_PX - ROUND_BUTTON_PX) / 2;
    return { left: box.left + inset, top: box.top + inset, right: box.right - inset, bottom: box.bottom - inset };
  }
  const top = box.top + (CLAMP_BOX_COLLAPSED_PX - TAB_HEIGHT_PX) / 2;
  const left = tabSide(position, viewport) === 'left' ? 0 : viewport.width - TAB_WIDTH_PX;
  return { left, top, right: left + TAB_WIDTH_PX, bottom: top + TAB_HEIGHT_PX };
}

/** The same height on the other side: the mirrored box for the round button, the other edge for a tab. */
export function mirrorPosition(position: DockPosition, viewport: ViewportSize, shape: LauncherShape): DockPosition {
  if (shape === 'round')
    return { right: viewport.width - CLAMP_BOX_COLLAPSED_PX - position.right, bottom: position.bottom };
  return tabSide(position, viewport) === 'right'
    ? { right: viewport.width - CLAMP_BOX_COLLAPSED_PX - SNAP_GAP_PX, bottom: position.bottom, edge: 'left' }
    : { right: SNAP_GAP_PX, bottom: position.bottom };
}
