import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { adoptStyles } from '../element/adopt-styles';
import { useAssistant } from '../hooks/assistant-context';
import { placeBubble } from '../logic/bubble-placement';
import { isAskableSelection, SELECTION_ACTIONS, selectionQuestion } from '../logic/selection-question';
import type { SelectionAction } from '../state/assistant-events';
import { type HostSelection, readHostSelection } from './read-host-selection';
import css from './selection-bubble.css?inline';

/** A selection is offered once it has been still this long (touch handles, keyboard selection). */
const SELECTION_SETTLE_MS = 300;
/** Until the bubble has been measured: about four buttons. */
const BUBBLE_ESTIMATE = { width: 196, height: 44 };

export interface SelectionBubbleProps {
  /** Opens the panel and asks `question` (the selection quoted under the action's prompt). */
  onAsk(question: string): void;
}

/**
 * The bubble offered near a selection on the host page (issue #16): 解释 / 简化 / 翻译 / 出题. It lives
 * in the widget's shadow root and only reads the page: the host's DOM and selection stay as they are
 * (pressing a button does not take the selection away). It goes on scroll, Escape, a click elsewhere or
 * when the selection collapses. Keyboard: Alt+A moves focus into it while it shows, the arrow keys move
 * between its buttons, Escape gives focus back. Loaded with the first selection, not with the launcher.
 */
export default function SelectionBubble({ onAsk }: SelectionBubbleProps) {
  const { instance, root } = useAssistant();
  const [shown, setShown] = useState<HostSelection | undefined>(undefined);
  const [size, setSize] = useState(BUBBLE_ESTIMATE);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const host = root instanceof ShadowRoot ? root.host : undefined;

  useLayoutEffect(() => (root instanceof ShadowRoot ? adoptStyles(root, css) : undefined), [root]);

  useEffect(() => {
    if (!host) return;
    let pointerDown = false;
    let touch = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const selection = readHostSelection(host, touch);
      setShown(selection && isAskableSelection(selection.text) ? selection : undefined);
    };
    const later = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(check, delay);
    };
    const hide = () => {
      clearTimeout(timer);
      setShown(undefined);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.composedPath().includes(bubbleRef.current as EventTarget)) return;
      pointerDown = true;
      touch = event.pointerType === 'touch';
      hide();
    };
    const onPointerUp = () => {
      pointerDown = false;
      // The selection settles right after the button is released.
      later(0);
    };
    const onSelectionChange = () => {
      const selection = document.getSelection();
      if (!selection || selection.isCollapsed) return hide();
      if (!pointerDown) later(SELECTION_SETTLE_MS);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hide();
      else if (event.altKey && event.code === 'KeyA' && bubbleRef.current) {
        event.preventDefault();
        returnFocus.current = document.activeElement as HTMLElement | null;
        bubbleRef.current.querySelector('button')?.focus();
      }
    };
    const onKeyUp = (event: globalThis.KeyboardEvent) => {
      if (event.shiftKey || event.key === 'Shift' || ((event.ctrlKey || event.metaKey) && event.key === 'a')) {
        touch = false;
        later(SELECTION_SETTLE_MS);
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
    document.addEventListener('selectionchange', onSelectionChange);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('keyup', onKeyUp, true);
    // Any scroll (the page or an inner scroller) moves the text away from the bubble.
    window.addEventListener('scroll', hide, true);
    window.addEventListener('resize', hide);
    // The selection that loaded this chunk.
    later(SELECTION_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
      document.removeEventListener('selectionchange', onSelectionChange);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('keyup', onKeyUp, true);
      window.removeEventListener('scroll', hide, true);
      window.removeEventListener('resize', hide);
    };
  }, [host]);

  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    if (!shown || !bubble) return;
    const { width, height } = bubble.getBoundingClientRect();
    if (width !== size.width || height !== size.height) setSize({ width, height });
  }, [shown, size]);

  if (!shown) return null;

  const ask = (action: SelectionAction) => {
    const question = selectionQuestion(action, shown.text);
    setShown(undefined);
    instance.emit('selection-ask', { action, text: shown.text, question });
    onAsk(question);
  };
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
    const at = buttons.indexOf(root.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setShown(undefined);
      returnFocus.current?.focus();
    }
  };

  const { left, top } = placeBubble(
    shown.box,
    { width: window.innerWidth, height: window.innerHeight },
    size,
    shown.touch ? 'below' : 'above',
  );
  return (
    <div
      ref={bubbleRef}
      part="selection-bubble"
      role="toolbar"
      aria-label="向AI助手询问选中的文字（Alt+A）"
      className="edu-selection-bubble"
      style={{ left, top }}
      // Pressing a button must not move the host page's selection.
      onPointerDown={(event) => event.preventDefault()}
      onMouseDown={(event) => event.preventDefault()}
      onKeyDown={onToolbarKey}
    >
      {SELECTION_ACTIONS.map(({ action, label }, index) => (
        <button key={action} type="button" tabIndex={index === 0 ? 0 : -1} onClick={() => ask(action)}>
          {label}
        </button>
      ))}
    </div>
  );
}
