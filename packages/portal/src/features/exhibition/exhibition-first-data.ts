import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { exhibitionsQuery, type Hall } from './exhibition-api';

export const FIRST_HALL: Hall = 'works';

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) => prefetchQueries(client, [exhibitionsQuery(FIRST_HALL)]);
