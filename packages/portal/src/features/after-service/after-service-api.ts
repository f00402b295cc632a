import {
  getCentralSchools,
  getLatestVersion,
  getMagazineIssues,
  getMagazineItem,
  getMagazineItems,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';

export type { CentralSchool } from '@edu/api-client';

/** A page of a list filtered by town and keyword. */
export interface TownFilter {
  townCode: string;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

const paramsOf = (filter: TownFilter) => ({
  townCode: filter.townCode || undefined,
  keyword: filter.keyword || undefined,
  pageNum: filter.pageNum,
  pageSize: filter.pageSize,
});

export const magazineIssuesQuery = queryOptions({
  queryKey: ['after-service', 'issues'],
  queryFn: () => getMagazineIssues(portal),
});

/** The articles of one issue (`issueId`), or of every issue. */
export const magazineItemsQuery = (issueId: string, filter: TownFilter) =>
  queryOptions({
    queryKey: ['after-service', 'items', issueId, filter],
    queryFn: () => getMagazineItems(portal, { numberId: issueId || undefined, ...paramsOf(filter) }),
    placeholderData: (previous) => previous,
  });

/** One magazine article (the server counts the view). */
export const magazineItemQuery = (id: string) =>
  queryOptions({
    queryKey: ['after-service', 'item', id],
    queryFn: () => getMagazineItem(portal, id),
  });

export const centralSchoolsQuery = (filter: TownFilter) =>
  queryOptions({
    queryKey: ['after-service', 'central-schools', filter],
    queryFn: () => getCentralSchools(portal, paramsOf(filter)),
    placeholderData: (previous) => previous,
  });

export const latestVersionQuery = queryOptions({
  queryKey: ['after-service', 'version'],
  queryFn: () => getLatestVersion(portal),
  staleTime: Number.POSITIVE_INFINITY,
});
