import { CLAMP_BOX_COLLAPSED_PX, RESIZE_CLAMP_DELAY_MS } from '@edu/api-client';
import { forgivingStorage, type KeyValueStorage } from '../element/key-value-storage';
import {
  clampPosition,
  DEFAULT_POSITION,
  type DockPosition,
  parseStoredPosition,
  type ViewportSize,
} from '../logic/drag-position';
import {
  companionSide,
  type LauncherShape,
  launcherFootprint,
  launcherShapeFor,
  tabSide,
} from '../logic/launcher-geometry';
import { moveByKey, snapToSide } from '../logic/launcher-placement';
import { placeOffObstacles } from './find-page-obstacles';
import { createLauncherElements } from './launcher-elements';
import { trackPointerDrag } from './track-pointer-drag';

const BOX = CLAMP_BOX_COLLAPSED_PX;
/** The page has stopped scrolling this long: the phone's tab looks at what is under it again. */
const SCROLL_SETTLE_MS = 150;
/** The page's content has stopped changing this long (a list loaded, a menu opened): the same. */
const MUTATION_SETTLE_MS = 300;

export interface LauncherOptions {
  /** Where the launcher's layer goes, and before which node (the shell keeps the layers in stacking order). */
  parent: HTMLElement;
  before: Node | null;
  /** The element whose shadow root holds the launcher (never an obstacle to itself). */
  host: Element;
  storage: KeyValueStorage | undefined;
  /** Where the position is remembered (SPEC §3 "assistant position", one key per element id). */
  storageKey: string;
  /** A click (or Enter/Space): open or close the panel. */
  onToggle(): void;
  /** Pointer over, focus or a touch: the panel's code may start loading. */
  onIntent(): void;
}

/** The launcher as the rest of the widget sees it. */
export interface Launcher {
  /** Where it is now (the panel opens beside it); the same object until it moves. */
  getPosition(): DockPosition;
  /** Called whenever it moves. */
  subscribe(listener: () => void): () => void;
  /** Shown where the rules allow it, removed from the page elsewhere. */
  setShown(shown: boolean): void;
  /** Reflects the panel: `aria-expanded` and `data-state`. */
  setExpanded(expanded: boolean): void;
  /** A full-screen panel hides it. */
  setHidden(hidden: boolean): void;
  /** Clicked while the panel's code loads: a turning ring and `aria-busy`. */
  setBusy(busy: boolean): void;
  /**
   * A button that goes with the launcher (the voice explanation on SPEC §2's six pages): drawn beside it,
   * moved with it, kept off the page's obstacles with it, hidden while the panel is open; undefined
   * removes it.
   */
  setCompanion(companion: HTMLElement | undefined): void;
  focus(): void;
  dispose(): void;
}

const readViewport = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });
const samePosition = (a: DockPosition, b: DockPosition) =>
  a.right === b.right && a.bottom === b.bottom && a.edge === b.edge;

/**
 * The launcher in plain DOM (issue #36: the page pays a few KB for it, no React): SPEC §2's draggable round
 * button with its label, clamped to an 80 px box in the viewport, re-clamped 100 ms after a resize and
 * remembered. Issue #16: it snaps to the nearer side edge on release, moves with the arrow keys while
 * focused (Shift: larger steps; Home: back to the default corner; announced), and moves off fixed host
 * elements at its spot (not remembered, and not after the user placed it in this page). Issue #30: below the
 * phone breakpoint it is a narrow tab flush with its edge that, whenever the page is at rest, slides off the
 * page's controls under it.
 */
export function createLauncher(options: LauncherOptions): Launcher {
  const { layer, announcer, button } = createLauncherElements();
  const storage = forgivingStorage(options.storage);
  let viewport = readViewport();
  let shape: LauncherShape = launcherShapeFor(viewport);
  let stored = parseStoredPosition(storage.read(options.storageKey));
  let dragging: DockPosition | undefined;
  let avoided: DockPosition | undefined;
  let current: DockPosition = DEFAULT_POSITION;
  let placedByUser = false;
  let suppressClick = false;
  let shown = false;
  let companion: HTMLElement | undefined;
  let stopDrag: (() => void) | undefined;
  let mutations: MutationObserver | undefined;
  const timers = { resize: 0, place: 0 };
  const listeners = new Set<() => void>();

  const placed = () => clampPosition(stored ?? DEFAULT_POSITION, viewport, BOX);

  const render = () => {
    const position = dragging ?? avoided ?? placed();
    layer.dataset.shape = shape;
    button.dataset.shape = shape;
    if (companion) layer.dataset.companion = companionSide(position, viewport, shape);
    const { style } = layer;
    if (shape === 'round') {
      style.left = '';
      style.right = `${position.right}px`;
      style.bottom = `${position.bottom}px`;
      delete button.dataset.side;
    } else {
      const side = tabSide(position, viewport);
      style.left = side === 'left' ? '0px' : '';
      style.right = side === 'right' ? '0px' : '';
      style.bottom = `${viewport.height - launcherFootprint(position, viewport, shape).bottom}px`;
      button.dataset.side = side;
    }
    if (samePosition(position, current)) return;
    current = position;
    for (const listener of [...listeners]) listener();
  };

  /** Off the host's fixed elements (and, as a tab, the page's controls) at its spot; reads layout. */
  const placeOff = () => {
    if (!shown || dragging || layer.hidden) return;
    if (shape === 'round' && placedByUser) {
      avoided = undefined;
    } else {
      const spot = placed();
      const next = placeOffObstacles(options.host, spot, viewport, shape, companion !== undefined);
      avoided = samePosition(next, spot) ? undefined : next;
    }
    render();
  };
  const schedulePlaceOff = (delay: number) => {
    clearTimeout(timers.place);
    timers.place = window.setTimeout(placeOff, delay);
  };

  const save = (next: DockPosition) => {
    placedByUser = true;
    avoided = undefined;
    stored = clampPosition(next, viewport, BOX);
    storage.write(options.storageKey, JSON.stringify(stored));
    render();
    // A tab never rests on a control, wherever the user put it.
    if (shape === 'tab') schedulePlaceOff(0);
  };

  const onScroll = () => schedulePlaceOff(SCROLL_SETTLE_MS);
  /** The tab watches the page at rest (scrolling stopped, content changed); the round button does not. */
  const watchPage = () => {
    const watching = shown && shape === 'tab' && document.body !== null;
    if (watching && !mutations) {
      window.addEventListener('scroll', onScroll, { capture: true, passive: true });
      mutations = new MutationObserver(() => schedulePlaceOff(MUTATION_SETTLE_MS));
      mutations.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['class', 'style', 'hidden', 'open'],
      });
    } else if (!watching && mutations) {
      window.removeEventListener('scroll', onScroll, { capture: true });
      mutations.disconnect();
      mutations = undefined;
    }
  };

  const onResize = () => {
    clearTimeout(timers.resize);
    timers.resize = window.setTimeout(() => {
      viewport = readViewport();
      shape = launcherShapeFor(viewport);
      // A stored position outside a smaller window is written back clamped (SPEC: re-clamp after resize).
      const clamped = placed();
      if (stored && !dragging && !samePosition(stored, clamped)) {
        stored = clamped;
        storage.write(options.storageKey, JSON.stringify(clamped));
      }
      avoided = undefined;
      render();
      watchPage();
      placeOff();
    }, RESIZE_CLAMP_DELAY_MS);
  };

  const intent = () => options.onIntent();
  const onPointerDown = (event: PointerEvent) => {
    intent();
    stopDrag?.();
    suppressClick = false;
    stopDrag = trackPointerDrag(
      event,
      button,
      {
        getPosition: () => current,
        onMove: (next) => {
          dragging = clampPosition(next, viewport, BOX);
          render();
        },
        onDrop: (next) => {
          dragging = undefined;
          save(snapToSide(clampPosition(next, viewport, BOX), viewport, BOX));
        },
      },
      () => {
        suppressClick = true;
      },
    );
  };
  const onClick = () => {
    if (suppressClick) {
      suppressClick = false;
      return;
    }
    options.onToggle();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveByKey(current, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    const moved = clampPosition(next, viewport, BOX);
    save(moved);
    // Home is "as if never moved": the default corner, and off the host's fixed elements again.
    if (event.key === 'Home') {
      placedByUser = false;
      schedulePlaceOff(0);
    }
    announcer.textContent =
      event.key === 'Home'
        ? 'AI助手按钮已回到默认位置'
        : `AI助手按钮已移动：距右 ${moved.right} 像素，距下 ${moved.bottom} 像素`;
  };

  button.addEventListener('pointerdown', onPointerDown);
  button.addEventListener('pointerenter', intent);
  button.addEventListener('focus', intent);
  button.addEventListener('click', onClick);
  button.addEventListener('keydown', onKeyDown);
  window.addEventListener('resize', onResize);
  render();

  return {
    getPosition: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setShown(show) {
      if (show === shown) return;
      shown = show;
      if (show) {
        options.parent.insertBefore(layer, options.before);
        // After the page has laid out with the launcher in it.
        schedulePlaceOff(0);
      } else {
        layer.remove();
        stopDrag?.();
        dragging = undefined;
      }
      watchPage();
    },
    setExpanded(expanded) {
      button.setAttribute('aria-expanded', String(expanded));
      button.dataset.state = expanded ? 'open' : 'closed';
      // The panel opens over the companion's place; the panel's header has the same button.
      layer.dataset.state = button.dataset.state;
    },
    setHidden(hidden) {
      layer.hidden = hidden;
      if (!hidden) schedulePlaceOff(0);
    },
    setBusy(busy) {
      if (busy) button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
    },
    setCompanion(next) {
      if (next === companion) return;
      companion?.remove();
      companion = next;
      if (next) layer.append(next);
      else delete layer.dataset.companion;
      render();
      // Its place is kept clear too (while the panel is open as well, so opening never moves the launcher).
      schedulePlaceOff(0);
    },
    focus: () => button.focus(),
    dispose() {
      stopDrag?.();
      shown = false;
      watchPage();
      clearTimeout(timers.resize);
      clearTimeout(timers.place);
      window.removeEventListener('resize', onResize);
      layer.remove();
      listeners.clear();
    },
  };
}
