import { firstSearchedPage } from '../../components/lists/use-list-filter';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { researchQueries } from './research-api';

/** The first page of the home's latest news and activities. */
export const LATEST = { pageNum: 1, pageSize: 10, keyword: '' };

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [
    researchQueries.overview,
    researchQueries.news(LATEST),
    researchQueries.activities({ ...LATEST, pageSize: 10 }),
    researchQueries.files(firstSearchedPage()),
  ]);
