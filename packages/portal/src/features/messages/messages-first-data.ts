import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { noticesQuery } from './messages-api';

export const FIRST_NOTICES_PAGE = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [noticesQuery(FIRST_NOTICES_PAGE.pageNum, FIRST_NOTICES_PAGE.pageSize)]);
