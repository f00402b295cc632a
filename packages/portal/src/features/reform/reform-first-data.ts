import { FIRST_ARTICLE_PAGE } from '../../components/articles/article-search';
import type { ArticleFilter } from '../../components/articles/article-section-queries';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { reformQueries } from './reform-api';

export const FIRST_REFORM_PAGE: ArticleFilter = { type: '', ...FIRST_ARTICLE_PAGE };

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [reformQueries.categories, reformQueries.page(FIRST_REFORM_PAGE)]);
