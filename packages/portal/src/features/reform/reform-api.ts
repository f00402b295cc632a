import { getReformDetail, getReformLabels, getReformPage } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';

export type { ReformDetail } from '@edu/api-client';

/** The reform list's filters (dates as YYYY-MM-DD). */
export interface ReformFilter {
  label: string;
  keyword: string;
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

/** SPEC §7: the reform labels. */
export const reformLabelsQuery = queryOptions({
  queryKey: ['reform', 'labels'],
  queryFn: () => getReformLabels(portal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** SPEC §7: reform news, paged, by label, keyword and date. */
export const reformPageQuery = (filter: ReformFilter) =>
  queryOptions({
    queryKey: ['reform', 'page', filter],
    queryFn: () =>
      getReformPage(portal, {
        type: filter.label || undefined,
        keyword: filter.keyword || undefined,
        startDate: filter.startDate || undefined,
        endDate: filter.endDate || undefined,
        pageNum: filter.pageNum,
        pageSize: filter.pageSize,
      }),
    placeholderData: (previous) => previous,
  });

/** SPEC §7: one reform article (the server counts the view). */
export const reformDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['reform', 'detail', id],
    queryFn: () => getReformDetail(portal, { id }),
  });
