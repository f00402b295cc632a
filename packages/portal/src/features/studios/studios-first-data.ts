import { firstSearchedPage } from '../../components/lists/use-list-filter';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { studioQueries } from './studios-api';

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [studioQueries.types, studioQueries.studios({ ...firstSearchedPage(), type: '' })]);
