import { cancelApplicationCollection, collectApplication, getApplications } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { listParams } from '../../components/lists/list-params';
import { portal, sessionPortal } from '../../lib/portal-clients';

/** The application list's filters (the server's list filters). */
export interface ApplicationFilter {
  pageNum: number;
  pageSize: number;
  keyword: string;
  type: string;
}

/** SPEC §7 GET portal/v1/client/application: a page of applications, each with its `collected` flag. */
export const applicationsQuery = (filter: ApplicationFilter, userId: string | undefined) =>
  queryOptions({
    // The user is part of the key: `collected` differs per user.
    queryKey: ['applications', 'list', filter, userId ?? 'anonymous'],
    queryFn: () => getApplications(portal, listParams(filter, ['keyword', 'type'])),
    placeholderData: (previous) => previous,
  });

/** Collects or cancels (SPEC §7); collection calls only clear the user on a 401 (SPEC §8). */
export function setApplicationCollected(id: string, collected: boolean): Promise<unknown> {
  return collected ? collectApplication(sessionPortal, id) : cancelApplicationCollection(sessionPortal, id);
}
