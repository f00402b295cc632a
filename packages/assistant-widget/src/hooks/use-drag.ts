import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';
import { type DockPosition, isClickGesture, moveBy } from '../logic/drag-position';

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  origin: DockPosition;
  dragging: boolean;
}

/**
 * Pointer dragging for the launcher and the panel header (mouse, pen and touch all arrive as
 * pointer events; the handle sets `touch-action: none`). Movement under 5 px is not a drag, so
 * the element's own click (which keyboards trigger too) still fires; after a real drag that
 * click is swallowed.
 */
export function useDrag(options: {
  getPosition(): DockPosition;
  onMove(position: DockPosition): void;
  onDrop(position: DockPosition): void;
  enabled?: boolean;
}) {
  const state = useRef<DragState | undefined>(undefined);
  const suppressClick = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const cleanup = useRef<(() => void) | undefined>(undefined);

  useEffect(() => () => cleanup.current?.(), []);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (latest.current.enabled === false || event.button !== 0) return;
    // Presses on buttons inside a drag handle (the header's controls) are clicks, not drags.
    const handle = event.currentTarget;
    const control = (event.target as HTMLElement).closest('button, a, input, textarea');
    if (control && control !== handle) return;
    state.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      origin: latest.current.getPosition(),
      dragging: false,
    };
    suppressClick.current = false;
    handle.setPointerCapture?.(event.pointerId);
    const move = (moveEvent: PointerEvent) => {
      const drag = state.current;
      if (!drag || moveEvent.pointerId !== drag.pointerId) return;
      const dx = moveEvent.clientX - drag.startX;
      const dy = moveEvent.clientY - drag.startY;
      if (!drag.dragging && isClickGesture(dx, dy)) return;
      drag.dragging = true;
      moveEvent.preventDefault();
      latest.current.onMove(moveBy(drag.origin, dx, dy));
    };
    const end = (endEvent: PointerEvent) => {
      const drag = state.current;
      if (!drag || endEvent.pointerId !== drag.pointerId) return;
      state.current = undefined;
      cleanup.current?.();
      if (drag.dragging) {
        suppressClick.current = true;
        latest.current.onDrop(moveBy(drag.origin, endEvent.clientX - drag.startX, endEvent.clientY - drag.startY));
      }
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
    cleanup.current = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      cleanup.current = undefined;
    };
  }, []);

  /** Wrap the handle's click handler: true when the click ended a drag and must be ignored. */
  const consumeDragClick = useCallback(() => {
    const wasDrag = suppressClick.current;
    suppressClick.current = false;
    return wasDrag;
  }, []);

  return { onPointerDown, consumeDragClick };
}
