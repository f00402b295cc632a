import { getUserPermissionList, STUDIO_SYSTEM_ID } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { portal } from '../portal-clients';
import { useBrowserRender } from '../use-browser-render';
import { needsStudioAdminRoutes } from './guards';
import { SESSION_QUERY_KEY } from './session-query-keys';
import { type SessionUser, userIdOf } from './session-user';

/**
 * The studio workroom's permission list of a user: their studios and the admin routes (the studio admin
 * screens read the same key, so the list is fetched once per session).
 */
function studioPermissionsQuery(userId: string) {
  return {
    queryKey: SESSION_QUERY_KEY.studioAdminRoutes(userId),
    queryFn: () => getUserPermissionList(portal, { systemId: STUDIO_SYSTEM_ID, uid: userId }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * SPEC §2, §4: on a path containing /base or three-, a signed-in user's permission list (studios and
 * admin routes, see `studioAdminRoutes`) is loaded (once per session; later visits read the cache).
 */
export function useStudioAdminRoutes(pathname: string, user: SessionUser | null) {
  const userId = user ? userIdOf(user) : undefined;
  return useQuery({
    ...studioPermissionsQuery(userId ?? ''),
    enabled: userId !== undefined && needsStudioAdminRoutes(pathname, user),
  });
}

/**
 * The same permission list on any page, for the ways into the studio admin (the user menu's 工作室管理, a
 * studio page's). Asked for once the browser has the page, not in a server render: a signed-in page is
 * drawn without waiting for it, and the menu has it by the time it is opened.
 */
export function useStudioPermissions(user: SessionUser | null) {
  const userId = user ? userIdOf(user) : undefined;
  const inBrowser = useBrowserRender();
  return useQuery({ ...studioPermissionsQuery(userId ?? ''), enabled: userId !== undefined && inBrowser });
}
