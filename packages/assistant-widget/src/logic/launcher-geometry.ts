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

/**
 * The voice-explanation button that goes with the launcher on SPEC §2's six pages: a pill with its label
 * on the round launcher's page side, a short tab stacked on the phone's tab (shell.css draws both).
 */
const COMPANION_SIZE = { round: { width: 100, height: 36 }, tab: { width: TAB_WIDTH_PX, height: 40 } } as const;
/** Between the phone's tab and the tab stacked on it. */
const COMPANION_GAP_PX = 6;

/**
 * Where the companion sits: beside the round launcher on the side facing the page (so it never leaves the
 * viewport), above the phone's tab (along the same edge, off the content column), or below it near the top.
 */
export type CompanionSide = 'left' | 'right' | 'above' | 'below';

export function companionSide(position: DockPosition, viewport: ViewportSize, shape: LauncherShape): CompanionSide {
  if (shape === 'round') return tabSide(position, viewport) === 'left' ? 'right' : 'left';
  const tab = launcherFootprint(position, viewport, shape);
  return tab.top - COMPANION_GAP_PX - COMPANION_SIZE.tab.height >= 0 ? 'above' : 'below';
}

/** What the companion covers on screen with the launcher at `position`. */
export function companionFootprint(position: DockPosition, viewport: ViewportSize, shape: LauncherShape): Box {
  const side = companionSide(position, viewport, shape);
  const { width, height } = COMPANION_SIZE[shape];
  if (shape === 'round') {
    const box = clampBoxAt(position, viewport);
    const middle = (box.top + box.bottom) / 2;
    const left = side === 'left' ? box.left - width : box.right;
    return { left, top: middle - height / 2, right: left + width, bottom: middle + height / 2 };
  }
  const tab = launcherFootprint(position, viewport, shape);
  const top = side === 'above' ? tab.top - COMPANION_GAP_PX - height : tab.bottom + COMPANION_GAP_PX;
  return { left: tab.left, top, right: tab.right, bottom: top + height };
}

/**
 * What must stay clear of the host page's fixed elements (and, as a tab, of its controls): the round
 * launcher's whole 80 px box (the gap around the button is part of it) or the tab, and the companion
 * when one is drawn.
 */
export function keptClear(
  position: DockPosition,
  viewport: ViewportSize,
  shape: LauncherShape,
  companion: boolean,
): Box[] {
  const own = shape === 'round' ? clampBoxAt(position, viewport) : launcherFootprint(position, viewport, shape);
  return companion ? [own, companionFootprint(position, viewport, shape)] : [own];
}
