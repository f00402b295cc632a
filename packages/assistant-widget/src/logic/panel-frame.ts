import { CLAMP_BOX_COLLAPSED_PX } from '@edu/api-client';
import { MOBILE_BREAKPOINT_PX } from '../constants';
import {
  clampPanelToArea,
  clampPosition,
  DEFAULT_POSITION,
  type DockPosition,
  type ViewportSize,
  type VisibleArea,
} from './drag-position';

const PANEL_WIDTH_PX = 880;
const PANEL_HEIGHT_PX = 640;
const EDGE_GAP_PX = 8;
/** The minimised panel: its header only. */
export const MINIMISED_PANEL_SIZE = { width: 300, height: 52 } as const;

/** The panel's size in the visible area: 880 × 640 at most, 8 px from every edge. */
export function panelSize(area: VisibleArea): { width: number; height: number } {
  return {
    width: Math.min(PANEL_WIDTH_PX, area.width - 2 * EDGE_GAP_PX),
    height: Math.min(PANEL_HEIGHT_PX, area.height - 2 * EDGE_GAP_PX),
  };
}

/** By default the panel opens beside the launcher (to its left), bottoms aligned; clamping does the rest. */
export function panelBesideLauncher(launcher: DockPosition | undefined, viewport: ViewportSize): DockPosition {
  const anchor = clampPosition(launcher ?? DEFAULT_POSITION, viewport, CLAMP_BOX_COLLAPSED_PX);
  return { right: anchor.right + CLAMP_BOX_COLLAPSED_PX, bottom: anchor.bottom };
}

/** Below the phone breakpoint the panel opens full screen (the widget's own choice). */
export function opensFullScreen(viewport: ViewportSize): boolean {
  return viewport.width < MOBILE_BREAKPOINT_PX;
}

/** Where a panel first opens, as a style: the loading panel and the app's panel use the same frame. */
export type PanelFrame =
  | { fullScreen: true; top: number; left: number; width: number; height: number }
  | { fullScreen: false; right: number; bottom: number; width: number; height: number };

/** The frame of a panel opened now, before the user moved it: full screen on a phone, else beside the launcher. */
export function openingPanelFrame(
  launcher: DockPosition | undefined,
  viewport: ViewportSize,
  area: VisibleArea,
): PanelFrame {
  if (opensFullScreen(viewport)) return { fullScreen: true, ...area };
  const size = panelSize(area);
  return {
    fullScreen: false,
    ...clampPanelToArea(panelBesideLauncher(launcher, viewport), viewport, area, size),
    ...size,
  };
}
