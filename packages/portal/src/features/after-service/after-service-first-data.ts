import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { latestVersionQuery, magazineIssuesQuery } from './after-service-api';

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) => prefetchQueries(client, [latestVersionQuery, magazineIssuesQuery]);
