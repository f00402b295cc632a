import { FIRST_ARTICLE_PAGE } from '../../components/articles/article-search';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { type ReformFilter, reformLabelsQuery, reformPageQuery } from './reform-api';

export const FIRST_REFORM_PAGE: ReformFilter = { label: '', ...FIRST_ARTICLE_PAGE };

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [reformLabelsQuery, reformPageQuery(FIRST_REFORM_PAGE)]);
