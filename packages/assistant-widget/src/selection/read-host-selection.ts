import type { Box } from '../logic/drag-position';

/** A selection on the host page the bubble can offer questions for. */
export interface HostSelection {
  text: string;
  /** Where the selection is on screen (its last range's box). */
  box: Box;
  /** Made by touch (the bubble then goes below it, clear of the system's own menu). */
  touch: boolean;
}

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

function isOnPage(node: Node | null, host: Element): boolean {
  if (!node) return false;
  const element = node instanceof Element ? node : node.parentElement;
  // Text typed into the page's own fields is the user's, and the widget's own text is not the page's.
  return node.getRootNode() === document && !host.contains(node) && !element?.closest(EDITABLE);
}

/** Reads the document's selection when it is non-empty text of the host page (not its fields, not the widget). */
export function readHostSelection(host: Element, touch: boolean): HostSelection | undefined {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return undefined;
  if (!isOnPage(selection.anchorNode, host) || !isOnPage(selection.focusNode, host)) return undefined;
  const rect = selection.getRangeAt(selection.rangeCount - 1).getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return undefined;
  // Text out of sight (selected with the keyboard, or by a script) gets no bubble at the window's edge.
  if (rect.bottom < 0 || rect.top > window.innerHeight) return undefined;
  return {
    text: selection.toString(),
    box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
    touch,
  };
}
