import { getUnreadCount, getUserInfo, UNREAD_POLL_INTERVAL_MS, type User } from '@edu/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionPortal } from '../portal-clients';
import type { SessionState } from './guards';
import { SESSION_QUERY_KEY } from './session-query-keys';
import { isSignedIn, type SessionUser, userIdOf } from './session-user';

/**
 * The visitor, from userinfo (CONTRACTS §1.5: `data: null` for an anonymous visitor). A failed call
 * clears the user (SPEC §8) instead of failing the page: the visitor is then anonymous.
 */
async function loadSessionUser(): Promise<User | null> {
  try {
    const user: User | null = await getUserInfo(sessionPortal);
    return isSignedIn(user) ? user : null;
  } catch {
    return null;
  }
}

/** The session user's query: loaded once per page load (SPEC §2: the user is loaded when missing). */
export const sessionUserQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY.user,
  queryFn: loadSessionUser,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The session as the guards see it. */
export function useSession(): SessionState {
  const query = useQuery(sessionUserQuery);
  return query.isPending ? { status: 'loading' } : { status: 'ready', user: query.data ?? null };
}

/** The signed-in user, or null (also while loading). */
export function useSessionUser(): SessionUser | null {
  const { data } = useQuery(sessionUserQuery);
  return isSignedIn(data) ? data : null;
}

/**
 * SPEC §7: the unread count, fetched when a user is known, then every 5 minutes. A 401 only clears the
 * user (message calls go through the session client).
 */
export function useUnreadCount(user: SessionUser | null): number | undefined {
  const userId = user ? userIdOf(user) : undefined;
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY.unread(userId ?? ''),
    queryFn: () => getUnreadCount(sessionPortal, userId ?? ''),
    enabled: userId !== undefined,
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    staleTime: UNREAD_POLL_INTERVAL_MS,
  });
  return userId === undefined ? undefined : query.data;
}
