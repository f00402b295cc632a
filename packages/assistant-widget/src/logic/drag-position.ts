import { DEFAULT_POSITION_BOTTOM_PX, DEFAULT_POSITION_RIGHT_PX, DRAG_THRESHOLD_PX } from '@edu/api-client';

/**
 * A floating position as distances from the viewport's right and bottom edges, so the
 * launcher stays anchored to the bottom-right corner when the window is resized.
 */
export interface DockPosition {
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

/** Keeps a `box`-sized square at `position` fully inside the viewport. */
export function clampPosition(position: DockPosition, viewport: ViewportSize, box: number): DockPosition {
  return {
    right: clampAxis(position.right, box, viewport.width),
    bottom: clampAxis(position.bottom, box, viewport.height),
  };
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
  const { right, bottom } = value as Record<string, unknown>;
  if (typeof right !== 'number' || typeof bottom !== 'number') return undefined;
  if (!Number.isFinite(right) || !Number.isFinite(bottom)) return undefined;
  return { right, bottom };
}
