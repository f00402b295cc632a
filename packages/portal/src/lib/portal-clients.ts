import { createPortalClient, type FetchFunction, type PortalClient } from '@edu/api-client';
import { atom } from 'jotai';
import { appStore, queryClient } from './app-store';
import { signInPageUrl } from './navigation/session-urls';
import { serverRenderScope } from './page-origin';
import { SESSION_QUERY_KEY } from './session/session-query-keys';

/**
 * The path on which the server answered 403 (SPEC §8: show Page403 there); cleared by navigating away.
 */
export const forbiddenPathAtom = atom<string | null>(null);

/** Forgets the user (SPEC §4 sign-out: the session is cleared and the unread count reset to 0). */
export function clearSessionUser(): void {
  queryClient.setQueryData(SESSION_QUERY_KEY.user, null);
  queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY.unreadRoot });
}

const inBrowser = typeof window !== 'undefined';

function showForbidden(): void {
  if (inBrowser) appStore.set(forbiddenPathAtom, window.location.pathname);
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Where the clients' calls go. In the browser, the page's origin through the global fetch; in a server
 * render (render-page.tsx), the render's own fetch, which answers in-process with the visitor's cookie,
 * and the origin is only a name (the calls never leave the process).
 */
const baseUrl = inBrowser ? window.location.origin : 'http://portal.server-render';
const fetchOfPage: FetchFunction | undefined = inBrowser
  ? undefined
  : (input, init) => {
      const scope = serverRenderScope();
      return scope ? scope.fetch(input, init) : Promise.reject(new Error('portal call outside a server render'));
    };

/**
 * Calls whose 401 only clears the user (SPEC §8: userinfo, message and collection calls). The session
 * travels in the HttpOnly cookie the server set (CONTRACTS §1): no token is read, stored or sent here.
 */
export const sessionPortal: PortalClient = createPortalClient({
  baseUrl,
  fetch: fetchOfPage,
  onUnauthorized: () => clearSessionUser(),
  onForbidden: showForbidden,
});

/** Every other call: a 401 clears the user and goes to sign-in, coming back to this page (SPEC §8). */
export const portal: PortalClient = createPortalClient({
  baseUrl,
  fetch: fetchOfPage,
  onUnauthorized: () => {
    clearSessionUser();
    if (inBrowser) window.location.assign(signInPageUrl(currentUrl(), window.location.origin));
  },
  onForbidden: showForbidden,
});
