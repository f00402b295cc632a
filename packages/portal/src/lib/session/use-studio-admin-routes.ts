import { getUserPermissionList, STUDIO_SYSTEM_ID } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { portal } from '../portal-clients';
import { needsStudioAdminRoutes } from './guards';
import { SESSION_QUERY_KEY } from './session-query-keys';
import { type SessionUser, userIdOf } from './session-user';
import { studioAdminRoutes, studioPermissionListSchema } from './studio-admin-routes';

/** The query of the studio admin routes of a user (part 2's studio admin screens read the same key). */
function studioAdminRoutesQuery(userId: string) {
  return {
    queryKey: SESSION_QUERY_KEY.studioAdminRoutes(userId),
    queryFn: async () =>
      studioAdminRoutes(
        z.parse(
          studioPermissionListSchema,
          await getUserPermissionList(portal, { systemId: STUDIO_SYSTEM_ID, uid: userId }),
        ),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * SPEC §2, §4: on a path containing /base or three-, a signed-in user's studio admin routes are loaded
 * from the permission list (once per session; later visits read the cache).
 */
export function useStudioAdminRoutes(pathname: string, user: SessionUser | null) {
  const userId = user ? userIdOf(user) : undefined;
  return useQuery({
    ...studioAdminRoutesQuery(userId ?? ''),
    enabled: userId !== undefined && needsStudioAdminRoutes(pathname, user),
  });
}
