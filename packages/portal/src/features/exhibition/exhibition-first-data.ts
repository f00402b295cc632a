import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { exhibitionsQuery, type Hall } from './exhibition-api';

export const FIRST_HALL: Hall = 'works';

/**
 * The data of the screen's first render: route-table.ts loads this module beside the screen's chunk
 * and calls `prefetch` as soon as it arrives, before React DOM evaluates (it imports no React view).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) => prefetchQueries(client, [exhibitionsQuery(FIRST_HALL)]);
