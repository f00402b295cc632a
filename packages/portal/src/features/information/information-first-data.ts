import { FIRST_ARTICLE_PAGE } from '../../components/articles/article-search';
import type { ArticleFilter } from '../../components/articles/article-section-queries';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { informationQueries } from './information-api';

export const FIRST_INFORMATION_PAGE: ArticleFilter = { type: '', ...FIRST_ARTICLE_PAGE };

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [informationQueries.categories, informationQueries.page(FIRST_INFORMATION_PAGE)]);
