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
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [
    recommendedQuery(FIRST_RECOMMENDED.pageNum, FIRST_RECOMMENDED.pageSize),
    phasesQuery,
    newestQuery(FIRST_NEWEST_PAGE),
  ]);
