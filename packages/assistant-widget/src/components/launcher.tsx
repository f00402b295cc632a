import { CLAMP_BOX_COLLAPSED_PX } from '@edu/api-client';
import { useAtomValue } from 'jotai';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useDrag } from '../hooks/use-drag';
import { useViewport } from '../hooks/use-viewport';
import { clampPosition, DEFAULT_POSITION, type DockPosition } from '../logic/drag-position';
import { moveByKey, snapToSide } from '../logic/launcher-placement';
import { launcherPositionAtom } from '../state/panel-atoms';

const BOX = CLAMP_BOX_COLLAPSED_PX;

export interface LauncherProps {
  expanded: boolean;
  onToggle(): void;
  /** Hover/focus: the panel chunk can start loading before the click. */
  onIntent(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The round draggable button with its text label (SPEC §2). Its position is clamped to an
 * 80 px box in the viewport, re-clamped after resizes and remembered in localStorage. Issue #16: it
 * snaps to the nearer side edge on release, moves with the arrow keys while focused (Shift: larger
 * steps; Home: back to the default corner; announced), and moves off fixed host elements at its spot
 * (not remembered, and not after the user placed it in this page).
 */
export function Launcher({ expanded, onToggle, onIntent, buttonRef }: LauncherProps) {
  const { instance, root } = useAssistant();
  const stored = useAtomValue(launcherPositionAtom);
  const viewport = useViewport();
  const [dragPosition, setDragPosition] = useState<DockPosition | undefined>(undefined);
  const [avoided, setAvoided] = useState<DockPosition | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const placedByUser = useRef(false);
  const placed = clampPosition(stored ?? DEFAULT_POSITION, viewport, BOX);
  const position = dragPosition ?? avoided ?? placed;
  const positionRef = useRef(position);
  positionRef.current = position;

  const place = (next: DockPosition) => {
    placedByUser.current = true;
    setAvoided(undefined);
    instance.saveLauncherPosition(clampPosition(next, viewport, BOX));
  };

  const { onPointerDown, consumeDragClick } = useDrag({
    getPosition: () => positionRef.current,
    onMove: (next) => setDragPosition(clampPosition(next, viewport, BOX)),
    onDrop: (next) => {
      setDragPosition(undefined);
      place(snapToSide(clampPosition(next, viewport, BOX), viewport, BOX));
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = moveByKey(positionRef.current, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    const moved = clampPosition(next, viewport, BOX);
    place(moved);
    // Home is "as if never moved": the default corner, and off the host's fixed elements again.
    if (event.key === 'Home') placedByUser.current = false;
    setAnnouncement(
      event.key === 'Home'
        ? 'AI助手按钮已回到默认位置'
        : `AI助手按钮已移动：距右 ${moved.right} 像素，距下 ${moved.bottom} 像素`,
    );
  };

  // A stored position outside a smaller window is written back clamped (SPEC: re-clamp after resize).
  useEffect(() => {
    if (stored && (stored.right !== placed.right || stored.bottom !== placed.bottom) && !dragPosition) {
      instance.saveLauncherPosition(placed);
    }
  }, [stored, placed, dragPosition, instance]);

  // Off the host's fixed elements at its spot, checked at load and after every resize.
  const host = root instanceof ShadowRoot ? root.host : undefined;
  const { right, bottom } = placed;
  useEffect(() => {
    if (!host || placedByUser.current) return;
    let live = true;
    const spot = { right, bottom };
    import('../element/find-fixed-obstacles').then(
      ({ placeOffObstacles }) => {
        if (!live || placedByUser.current) return;
        const next = placeOffObstacles(host, spot, viewport, BOX);
        setAvoided(next === spot ? undefined : next);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [host, right, bottom, viewport]);

  return (
    <div
      className="edu-launcher-layer fixed flex size-20 items-center justify-center"
      style={{ right: position.right, bottom: position.bottom }}
    >
      <span aria-live="polite" className="edu-visually-hidden">
        {announcement}
      </span>
      <button
        ref={buttonRef}
        type="button"
        part="launcher"
        aria-label="打开AI助手"
        aria-expanded={expanded}
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Home"
        data-state={expanded ? 'open' : 'closed'}
        onKeyDown={onKeyDown}
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
