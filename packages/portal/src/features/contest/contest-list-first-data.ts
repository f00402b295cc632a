import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { type ContestStatus, contestsQuery } from './contest-api';

export const FIRST_STATUS: ContestStatus | '' = '';
export const FIRST_CONTEST_PAGE = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [contestsQuery(FIRST_STATUS, FIRST_CONTEST_PAGE.pageNum, FIRST_CONTEST_PAGE.pageSize)]);
