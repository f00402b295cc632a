import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { type ListFilter, practiceQueries } from './practice-api';

/** The first page of each of the home's lists. */
export const FIRST: ListFilter = { pageNum: 1, pageSize: 10, keyword: '' };

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [
    practiceQueries.articleTypes,
    practiceQueries.articles({ ...FIRST, pageSize: 10, type: '' }),
    practiceQueries.activities(FIRST),
    practiceQueries.albums(FIRST),
    practiceQueries.videos(FIRST),
    practiceQueries.schools(FIRST),
  ]);
