import { type DockPosition, isClickGesture, moveBy } from '../logic/drag-position';

/** What a drag reports: positions while the pointer moves, and where it was let go. */
export interface PointerDragHandlers {
  getPosition(): DockPosition;
  onMove(position: DockPosition): void;
  onDrop(position: DockPosition): void;
}

/**
 * Follows one press on a drag handle (the launcher, the panel header) until it ends: mouse, pen and touch
 * all arrive as pointer events (the handle sets `touch-action: none`). Movement under 5 px is not a drag
 * (SPEC §2), so the element's own click (which keyboards trigger too) still fires; after a real drag
 * `onDragged` is called so the caller can swallow that click. Presses on a control inside the handle are
 * clicks, not drags. Returns what removes the listeners, or undefined when the press is not a drag start.
 */
export function trackPointerDrag(
  event: PointerEvent,
  handle: HTMLElement,
  handlers: PointerDragHandlers,
  onDragged: () => void,
): (() => void) | undefined {
  if (event.button !== 0) return undefined;
  const control = (event.target as Element | null)?.closest?.('button, a, input, textarea');
  if (control && control !== handle) return undefined;
  const startX = event.clientX;
  const startY = event.clientY;
  const { pointerId } = event;
  const origin = handlers.getPosition();
  let dragging = false;
  handle.setPointerCapture?.(pointerId);

  const move = (moveEvent: PointerEvent) => {
    if (moveEvent.pointerId !== pointerId) return;
    const dx = moveEvent.clientX - startX;
    const dy = moveEvent.clientY - startY;
    if (!dragging && isClickGesture(dx, dy)) return;
    dragging = true;
    moveEvent.preventDefault();
    handlers.onMove(moveBy(origin, dx, dy));
  };
  const end = (endEvent: PointerEvent) => {
    if (endEvent.pointerId !== pointerId) return;
    stop();
    if (!dragging) return;
    onDragged();
    handlers.onDrop(moveBy(origin, endEvent.clientX - startX, endEvent.clientY - startY));
  };
  const stop = () => {
    handle.removeEventListener('pointermove', move);
    handle.removeEventListener('pointerup', end);
    handle.removeEventListener('pointercancel', end);
  };
  handle.addEventListener('pointermove', move);
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
  return stop;
}
