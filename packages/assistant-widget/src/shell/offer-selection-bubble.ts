import type { SelectionBubbleOptions } from '../selection/create-selection-bubble';

/** The selection bubble as the shell holds it. */
export interface SelectionBubbleOffer {
  /** Offered where the assistant shows (its listeners go where it does not). */
  setShown(shown: boolean): void;
  dispose(): void;
}

/**
 * The selection bubble's place in the launcher's first load: only a `selectionchange` listener, until the
 * page's first selection (where the assistant shows) imports the bubble's chunk, a few KB of plain DOM
 * that never brings the panel's code (issue #36). A failed import is tried again on the next selection.
 */
export function offerSelectionBubble(options: SelectionBubbleOptions): SelectionBubbleOffer {
  let shown = false;
  let disposed = false;
  let create: (() => () => void) | undefined;
  let remove: (() => void) | undefined;

  const sync = () => {
    if (shown && create) remove ??= create();
    else if (!shown) {
      remove?.();
      remove = undefined;
    }
  };
  const onSelectionChange = () => {
    if (!shown || document.getSelection()?.isCollapsed !== false) return;
    document.removeEventListener('selectionchange', onSelectionChange);
    import('../selection/create-selection-bubble').then(
      ({ createSelectionBubble }) => {
        if (disposed) return;
        create = () => createSelectionBubble(options);
        sync();
      },
      (error: unknown) => {
        console.error('[edu-assistant] could not load the selection bubble', error);
        if (!disposed) document.addEventListener('selectionchange', onSelectionChange);
      },
    );
  };
  document.addEventListener('selectionchange', onSelectionChange);

  return {
    setShown(next) {
      shown = next;
      sync();
    },
    dispose() {
      disposed = true;
      document.removeEventListener('selectionchange', onSelectionChange);
      shown = false;
      sync();
    },
  };
}
