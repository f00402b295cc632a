import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { researchQueries } from './research-api';
import { FIRST_RESEARCH_FILTER } from './use-research-filter';

/** The first page of the home's latest news and activities. */
export const LATEST = { pageNum: 1, pageSize: 10, keyword: '' };

/**
 * The data of the screen's first render: route-table.ts loads this module beside the screen's chunk
 * and calls `prefetch` as soon as it arrives, before React DOM evaluates (it imports no React view).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [
    researchQueries.overview,
    researchQueries.news(LATEST),
    researchQueries.activities({ ...LATEST, pageSize: 10 }),
    researchQueries.files(FIRST_RESEARCH_FILTER),
  ]);
