import { createPortalClient, type PortalClient } from '@edu/api-client';
import { atom } from 'jotai';
import { appStore, queryClient } from './app-store';
import { signInPageUrl } from './navigation/session-urls';
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

function showForbidden(): void {
  appStore.set(forbiddenPathAtom, window.location.pathname);
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Calls whose 401 only clears the user (SPEC §8: userinfo, message and collection calls). The session
 * travels in the HttpOnly cookie the server set (CONTRACTS §1): no token is read, stored or sent here.
 */
export const sessionPortal: PortalClient = createPortalClient({
  baseUrl: window.location.origin,
  onUnauthorized: () => clearSessionUser(),
  onForbidden: showForbidden,
});

/** Every other call: a 401 clears the user and goes to sign-in, coming back to this page (SPEC §8). */
export const portal: PortalClient = createPortalClient({
  baseUrl: window.location.origin,
  onUnauthorized: () => {
    clearSessionUser();
    window.location.assign(signInPageUrl(currentUrl(), window.location.origin));
  },
  onForbidden: showForbidden,
});
