import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { type NewestFilter, newestQuery, phasesQuery, recommendedQuery } from './resource-api';

export const FIRST_NEWEST_PAGE: NewestFilter = {
  keyword: '',
  phaseId: '',
  sort: 'newest',
  pageNum: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};
export const FIRST_RECOMMENDED = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The data of the screen's first render: route-table.ts loads this module beside the screen's chunk
 * and calls `prefetch` as soon as it arrives, before React DOM evaluates (it imports no React view).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [
    recommendedQuery(FIRST_RECOMMENDED.pageNum, FIRST_RECOMMENDED.pageSize),
    phasesQuery,
    newestQuery(FIRST_NEWEST_PAGE),
  ]);
