import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-drawn page, true in every later render (and
 * from the first one on a page the browser draws itself). What only a browser can draw (a body parsed by
 * DOMPurify, a choice kept in localStorage) waits for it, so hydration finds the server's markup, and a
 * second render right after it draws the rest.
 */
export function useBrowserRender(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
