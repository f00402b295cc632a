import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { type AwardLevel, awardListQuery } from './paint-api';

export const FIRST_LEVEL: AwardLevel = 'all';

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) => prefetchQueries(client, [awardListQuery(FIRST_LEVEL, '')]);
