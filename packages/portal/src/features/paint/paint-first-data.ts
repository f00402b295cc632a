import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { type AwardLevel, awardListQuery } from './paint-api';

export const FIRST_LEVEL: AwardLevel = 'all';

/**
 * The data of the screen's first render: route-table.ts loads this module beside the screen's chunk
 * and calls `prefetch` as soon as it arrives, before React DOM evaluates (it imports no React view).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) => prefetchQueries(client, [awardListQuery(FIRST_LEVEL, '')]);
