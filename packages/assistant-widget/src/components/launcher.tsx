import { CLAMP_BOX_COLLAPSED_PX } from '@edu/api-client';
import { useAtomValue } from 'jotai';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useDrag } from '../hooks/use-drag';
import { useViewport } from '../hooks/use-viewport';
import { clampPosition, DEFAULT_POSITION, type DockPosition } from '../logic/drag-position';
import { launcherPositionAtom } from '../state/panel-atoms';

export interface LauncherProps {
  expanded: boolean;
  onToggle(): void;
  /** Hover/focus: the panel chunk can start loading before the click. */
  onIntent(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The round draggable button with its text label (SPEC §2). Its position is clamped to an
 * 80 px box in the viewport, re-clamped after resizes and remembered in localStorage.
 */
export function Launcher({ expanded, onToggle, onIntent, buttonRef }: LauncherProps) {
  const { instance } = useAssistant();
  const stored = useAtomValue(launcherPositionAtom);
  const viewport = useViewport();
  const [dragPosition, setDragPosition] = useState<DockPosition | undefined>(undefined);
  const position = clampPosition(dragPosition ?? stored ?? DEFAULT_POSITION, viewport, CLAMP_BOX_COLLAPSED_PX);
  const positionRef = useRef(position);
  positionRef.current = position;

  const { onPointerDown, consumeDragClick } = useDrag({
    getPosition: () => positionRef.current,
    onMove: (next) => setDragPosition(clampPosition(next, viewport, CLAMP_BOX_COLLAPSED_PX)),
    onDrop: (next) => {
      setDragPosition(undefined);
      instance.saveLauncherPosition(clampPosition(next, viewport, CLAMP_BOX_COLLAPSED_PX));
    },
  });

  // A stored position outside a smaller window is written back clamped (SPEC: re-clamp after resize).
  useEffect(() => {
    if (stored && (stored.right !== position.right || stored.bottom !== position.bottom) && !dragPosition) {
      instance.saveLauncherPosition(position);
    }
  }, [stored, position, dragPosition, instance]);

  return (
    <div
      className="edu-launcher-layer fixed flex size-20 items-center justify-center"
      style={{ right: position.right, bottom: position.bottom }}
    >
      <button
        ref={buttonRef}
        type="button"
        part="launcher"
        aria-label="打开AI助手"
        aria-expanded={expanded}
        data-state={expanded ? 'open' : 'closed'}
        onPointerDown={onPointerDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => {
          if (consumeDragClick()) return;
          onToggle();
        }}
        className="flex size-16 cursor-grab touch-none flex-col items-center justify-center gap-0.5 rounded-full bg-brand text-on-brand shadow-lg shadow-black/25 select-none hover:bg-brand-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand active:cursor-grabbing"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-current">
          <path d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.2 6.1L4.5 21l4-2.1c1.1.3 2.3.5 3.5.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3Zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z" />
        </svg>
        <span className="text-xs leading-none font-medium">AI助手</span>
      </button>
    </div>
  );
}
