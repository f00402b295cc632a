import { DEFAULT_POSITION_BOTTOM_PX, DEFAULT_POSITION_RIGHT_PX, DRAG_THRESHOLD_PX } from '@edu/api-client';

/**
 * A floating position as distances from the viewport's right and bottom edges, so the
 * launcher stays anchored to the bottom-right corner when the window is resized.
 */
export interface DockPosition {
  right: number;
  bottom: number;
  /**
   * Set when the launcher was snapped to the left edge: `right` then follows the viewport's width, so
   * it stays at that edge when the window is resized (issue #16).
   */
  edge?: 'left';
}

/** Gap between a snapped launcher's box and the side it snapped to (SPEC §9's 20 px default). */
export const SNAP_GAP_PX = DEFAULT_POSITION_RIGHT_PX;

/** A box in viewport coordinates (what getBoundingClientRect gives). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** SPEC §9: 20 px from the right, 250 px from the bottom. */
export const DEFAULT_POSITION: DockPosition = { right: DEFAULT_POSITION_RIGHT_PX, bottom: DEFAULT_POSITION_BOTTOM_PX };

function clampAxis(value: number, box: number, extent: number): number {
  const max = Math.max(0, extent - box);
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, value), max);
}

/** Keeps a `box`-sized square at `position` fully inside the viewport (at its left edge when snapped there). */
export function clampPosition(position: DockPosition, viewport: ViewportSize, box: number): DockPosition {
  const left = position.edge === 'left';
  const clamped: DockPosition = {
    right: clampAxis(left ? viewport.width - box - SNAP_GAP_PX : position.right, box, viewport.width),
    bottom: clampAxis(position.bottom, box, viewport.height),
  };
  if (left) clamped.edge = 'left';
  return clamped;
}

/**
 * Keeps a panel of the given size fully inside the viewport; a panel larger than the viewport
 * is pinned by its top-left corner so its header (the move handle) stays reachable.
 */
export function clampPanel(
  position: DockPosition,
  viewport: ViewportSize,
  size: { width: number; height: number },
): DockPosition {
  const axis = (value: number, extent: number, length: number) => {
    if (length >= extent) return extent - length;
    if (!Number.isFinite(value)) return 0;
    return Math.min(Math.max(0, value), extent - length);
  };
  return {
    right: axis(position.right, viewport.width, size.width),
    bottom: axis(position.bottom, viewport.height, size.height),
  };
}

/** The visible part of the window in layout-viewport coordinates (the visual viewport). */
export interface VisibleArea {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Keeps a panel inside the visible area (issue #16): a phone's on-screen keyboard shrinks the visual
 * viewport but not the layout one, so a panel clamped to the window alone would sit under the keyboard.
 * Positions stay distances from the window's right and bottom edges.
 */
export function clampPanelToArea(
  position: DockPosition,
  layout: ViewportSize,
  area: VisibleArea,
  size: { width: number; height: number },
): DockPosition {
  const rightGap = layout.width - (area.left + area.width);
  const bottomGap = layout.height - (area.top + area.height);
  const inside = clampPanel(
    { right: position.right - rightGap, bottom: position.bottom - bottomGap },
    { width: area.width, height: area.height },
    size,
  );
  return { right: inside.right + rightGap, bottom: inside.bottom + bottomGap };
}

/** The position after the pointer moved by (dx, dy) from where a drag started. */
export function moveBy(origin: DockPosition, dx: number, dy: number): DockPosition {
  return { right: origin.right - dx, bottom: origin.bottom - dy };
}

/** A press that moved less than the drag threshold is a click (SPEC §2: under 5 px). */
export function isClickGesture(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < DRAG_THRESHOLD_PX;
}

/** Reads a position saved in localStorage; anything malformed yields undefined. */
export function parseStoredPosition(raw: string | null): DockPosition | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  // A hand-written check rather than zod: this runs in the launcher's first load (see widget-config.ts).
  if (typeof value !== 'object' || value === null) return undefined;
  const { right, bottom, edge } = value as Record<string, unknown>;
  if (typeof right !== 'number' || typeof bottom !== 'number') return undefined;
  if (!Number.isFinite(right) || !Number.isFinite(bottom)) return undefined;
  return edge === 'left' ? { right, bottom, edge } : { right, bottom };
}
