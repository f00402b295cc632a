import type { ContestEntryPage, ContestStatus } from '@edu/api-client';
import {
  getContestColumns,
  getContestOthers,
  getContestPrizes,
  getContestResult,
  getContestRules,
  getContests,
  queryContestFilePage,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';
import { withoutEmptyText } from '../../lib/without-empty-text';

export type { Contest, ContestEntry, ContestEntryPage, ContestResult, ContestStatus } from '@edu/api-client';

/** SPEC §7: contests, paged, all or by status. */
export const contestsQuery = (status: ContestStatus | '', pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['contest', 'list', status, pageNum, pageSize],
    queryFn: () => getContests(portal, { status: status || undefined, pageNum, pageSize }),
    placeholderData: (previous) => previous,
  });

/** A contest's columns, rules, prizes and other information (SPEC §7), in one query for its details. */
export const contestDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: ['contest', 'details', id],
    queryFn: async () => {
      const [columns, rules, prizes, others] = await Promise.all([
        getContestColumns(portal, id),
        getContestRules(portal, id),
        getContestPrizes(portal, id),
        getContestOthers(portal, id),
      ]);
      return {
        columns: columns,
        rules: rules,
        prizes: prizes,
        others: others,
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A contest's awarded entries by prize (403 while it runs: the shell shows Page403). */
export const contestResultQuery = (id: string) =>
  queryOptions({
    queryKey: ['contest', 'result', id],
    queryFn: () => getContestResult(portal, id),
  });

/** What the entries search sends (SPEC §7 POST resource/portal/query/file/listPage). */
export interface EntryFilter {
  matchId: string;
  award: string;
  townCode: string;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

/** The entries matching a search, one page. */
export async function fetchEntryPage(filter: EntryFilter): Promise<ContestEntryPage> {
  return queryContestFilePage(portal, withoutEmptyText(filter));
}

export const contestEntriesQuery = (filter: EntryFilter) =>
  queryOptions({
    queryKey: ['contest', 'entries', filter],
    queryFn: () => fetchEntryPage(filter),
    placeholderData: (previous) => previous,
  });
