import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';
import type { DockPosition } from '../logic/drag-position';
import { trackPointerDrag } from '../shell/track-pointer-drag';

/** Pointer dragging for the panel header, bound to React: {@link trackPointerDrag} follows each press. */
export function useDrag(options: {
  getPosition(): DockPosition;
  onMove(position: DockPosition): void;
  onDrop(position: DockPosition): void;
  enabled?: boolean;
}) {
  const latest = useRef(options);
  latest.current = options;
  const stop = useRef<(() => void) | undefined>(undefined);

  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (latest.current.enabled === false) return;
    stop.current?.();
    stop.current = trackPointerDrag(
      event.nativeEvent,
      event.currentTarget,
      {
        getPosition: () => latest.current.getPosition(),
        onMove: (position) => latest.current.onMove(position),
        onDrop: (position) => latest.current.onDrop(position),
      },
      // The header is not a button: nothing to swallow after a drag.
      () => undefined,
    );
  }, []);

  return { onPointerDown };
}
