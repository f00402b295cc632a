import type { Box, ViewportSize } from './drag-position';

/** Room between the selection and the bubble, and between the bubble and the window's edges. */
const BUBBLE_GAP_PX = 8;

/**
 * Where the selection bubble goes (issue #16): centred on the selection, above it, or below when there
 * is no room above (or when `prefer` is 'below': on touch screens the system's own selection menu sits
 * above), always inside the window.
 */
export function placeBubble(
  selection: Box,
  viewport: ViewportSize,
  bubble: { width: number; height: number },
  prefer: 'above' | 'below',
): { left: number; top: number } {
  const centre = (selection.left + selection.right) / 2;
  const maxLeft = Math.max(BUBBLE_GAP_PX, viewport.width - bubble.width - BUBBLE_GAP_PX);
  const left = Math.min(Math.max(BUBBLE_GAP_PX, centre - bubble.width / 2), maxLeft);
  const above = selection.top - bubble.height - BUBBLE_GAP_PX;
  const below = selection.bottom + BUBBLE_GAP_PX;
  const fitsAbove = above >= BUBBLE_GAP_PX;
  const fitsBelow = below + bubble.height <= viewport.height - BUBBLE_GAP_PX;
  let top = prefer === 'below' ? (fitsBelow || !fitsAbove ? below : above) : fitsAbove || !fitsBelow ? above : below;
  top = Math.min(
    Math.max(BUBBLE_GAP_PX, top),
    Math.max(BUBBLE_GAP_PX, viewport.height - bubble.height - BUBBLE_GAP_PX),
  );
  return { left, top };
}
