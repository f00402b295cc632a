import type { AssistantModeId } from '@edu/api-client';
import { adoptStyles } from '../element/adopt-styles';
import { placeBubble } from '../logic/bubble-placement';
import type { ModeAskedFor } from '../logic/remembered-mode';
import {
  isAskableSelection,
  type SelectionAction,
  type SelectionAsk,
  selectionActionsFor,
  selectionQuestion,
  takesGrade,
} from '../logic/selection-question';
import { DEFAULT_SIMPLIFY_GRADE, SIMPLIFY_GRADES } from '../logic/teacher-tools';
import { type HostSelection, readHostSelection } from './read-host-selection';
import css from './selection-bubble.css?inline';
import { sessionModeMemory } from './session-mode-memory';

/** A selection is offered once it has been still this long (touch handles, keyboard selection). */
const SELECTION_SETTLE_MS = 300;

export interface SelectionBubbleOptions {
  /** The element whose page selections are offered (its own text never is). */
  host: Element;
  root: ShadowRoot;
  /** Where the bubble is drawn (the layer above the launcher). */
  parent: HTMLElement;
  /** Pointer over the bubble or focus in it: the panel's code may start loading. */
  onIntent(): void;
  /** An action was pressed: open the panel and ask. */
  onAsk(ask: SelectionAsk): void;
  /** Separates what several widgets on one page remember (the element's id). */
  storageScope: string;
  /**
   * Whom the bubble is for now: the mode the server answered the panel last for them (ADR 0040) chooses the
   * buttons, read at each showing.
   */
  askedFor(): ModeAskedFor;
}

/**
 * The bubble offered near a selection on the host page (issue #16), in plain DOM so that selecting text
 * (to copy it, say) costs the page this small chunk and not the panel's code (issue #36). One button per
 * entry of `SELECTION_ACTIONS` the user's mode offers (a teacher's tools, issue 35, with a grade choice).
 * It lives in the widget's shadow root and only reads the page: the host's DOM and selection stay as they are (pressing a button does not take the selection away). It goes on
 * scroll, Escape, a press elsewhere or when the selection collapses. Keyboard: Alt+A moves focus into it
 * while it shows, the arrow keys move between its buttons, Escape gives focus back. Returns what removes
 * it and its listeners.
 */
export function createSelectionBubble(options: SelectionBubbleOptions): () => void {
  const { host, root } = options;
  const unadopt = adoptStyles(root, css);
  const modeMemory = sessionModeMemory(options.storageScope, options.askedFor);
  const bubble = document.createElement('div');
  bubble.className = 'edu-selection-bubble';
  bubble.setAttribute('part', 'selection-bubble');
  bubble.setAttribute('role', 'toolbar');
  bubble.setAttribute('aria-label', '向AI助手询问选中的文字（Alt+A）');
  // 按年级简化's grade, kept while the page lives (the panel's tools have a choice of their own).
  const grade = document.createElement('select');
  grade.setAttribute('aria-label', '简化到的年级');
  grade.append(...SIMPLIFY_GRADES.map((name) => new Option(name, name, false, name === DEFAULT_SIMPLIFY_GRADE)));
  /** The bubble's controls, in order: the toolbar's arrow keys move between them. */
  let items: HTMLElement[] = [];
  let drawnFor: AssistantModeId | undefined | null = null;
  /** Draws one button per action the mode offers (the grade choice after the one that takes it). */
  const draw = (mode: AssistantModeId | undefined) => {
    if (drawnFor === mode) return;
    drawnFor = mode;
    items = selectionActionsFor(mode).flatMap(({ action, label }) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => ask(action));
      return takesGrade(action) ? [button, grade] : [button];
    });
    items.forEach((item, index) => {
      item.tabIndex = index === 0 ? 0 : -1;
    });
    bubble.replaceChildren(...items);
  };

  let shown: HostSelection | undefined;
  let pointerDown = false;
  // Until a press says otherwise: the selection that loaded this chunk was made by touch on a touch screen.
  let touch = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let returnFocus: HTMLElement | null = null;

  const hide = () => {
    clearTimeout(timer);
    shown = undefined;
    bubble.remove();
  };
  const show = (selection: HostSelection) => {
    shown = selection;
    const remembered = modeMemory.recall();
    // The teacher's actions only where the server's answer offered its tools (the administrator may not).
    draw(remembered?.teacherTools ? remembered.mode : undefined);
    if (!bubble.isConnected) options.parent.append(bubble);
    const { width, height } = bubble.getBoundingClientRect();
    const { left, top } = placeBubble(
      selection.box,
      { width: window.innerWidth, height: window.innerHeight },
      { width, height },
      selection.touch ? 'below' : 'above',
    );
    bubble.style.left = `${left}px`;
    bubble.style.top = `${top}px`;
  };
  const check = () => {
    clearTimeout(timer);
    const selection = readHostSelection(host, touch);
    if (selection && isAskableSelection(selection.text)) show(selection);
    else hide();
  };
  const later = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, delay);
  };
  function ask(action: SelectionAction) {
    if (!shown) return;
    const { text } = shown;
    hide();
    options.onAsk({ action, text, question: selectionQuestion(action, text, grade.value) });
  }

  const onPointerDown = (event: PointerEvent) => {
    if (event.composedPath().includes(bubble)) return;
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
    if (!selection || selection.isCollapsed) hide();
    else if (!pointerDown) later(SELECTION_SETTLE_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
    else if (event.altKey && event.code === 'KeyA' && shown) {
      event.preventDefault();
      returnFocus = document.activeElement as HTMLElement | null;
      items[0]?.focus();
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.shiftKey || event.key === 'Shift' || ((event.ctrlKey || event.metaKey) && event.key === 'a')) {
      touch = false;
      later(SELECTION_SETTLE_MS);
    }
  };
  const onToolbarKey = (event: KeyboardEvent) => {
    const at = items.indexOf(root.activeElement as HTMLElement);
    // Up and down stay the grade choice's own (they change the grade); left and right move along the bar.
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      hide();
      returnFocus?.focus();
    }
  };
  // Pressing a button must not move the host page's selection (the grade choice must still open its list).
  const keepSelection = (event: Event) => {
    if (event.target !== grade) event.preventDefault();
  };

  bubble.addEventListener('pointerdown', keepSelection);
  bubble.addEventListener('mousedown', keepSelection);
  bubble.addEventListener('keydown', onToolbarKey);
  bubble.addEventListener('pointerenter', options.onIntent);
  bubble.addEventListener('focusin', options.onIntent);
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
    hide();
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('pointerup', onPointerUp, true);
    document.removeEventListener('pointercancel', onPointerUp, true);
    document.removeEventListener('selectionchange', onSelectionChange);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('keyup', onKeyUp, true);
    window.removeEventListener('scroll', hide, true);
    window.removeEventListener('resize', hide);
    unadopt();
  };
}
