/** Dispatched on window after history.pushState/replaceState (the History API fires no event of its own). */
const NAVIGATION_EVENT = 'edu-assistant:navigate';
const PATCHED = Symbol.for('edu-assistant.history-patched');

type PatchedHistory = History & { [PATCHED]?: true };

/**
 * Calls `listener` after every SPA navigation: pushState, replaceState and popstate.
 * History methods are wrapped once per page (shared by every widget instance and the loader);
 * the returned function removes this listener only.
 */
export function subscribeNavigation(listener: () => void): () => void {
  const history = window.history as PatchedHistory;
  if (!history[PATCHED]) {
    history[PATCHED] = true;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
        const result = original.apply(this, args);
        window.dispatchEvent(new Event(NAVIGATION_EVENT));
        return result;
      };
    }
  }
  window.addEventListener(NAVIGATION_EVENT, listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener(NAVIGATION_EVENT, listener);
    window.removeEventListener('popstate', listener);
  };
}
