import { getArticleById, getArticles, getArticleTypes, getRecommendedArticles } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';

export type { ContentWithBody as Article } from '@edu/api-client';

/** The information list's filters (the server's list filters, dates as YYYY-MM-DD). */
export interface ArticleFilter {
  type: string;
  keyword: string;
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

export const articleTypesQuery = queryOptions({
  queryKey: ['information', 'types'],
  queryFn: () => getArticleTypes(portal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const articlesQuery = (filter: ArticleFilter) =>
  queryOptions({
    queryKey: ['information', 'list', filter],
    queryFn: () =>
      getArticles(portal, {
        type: filter.type || undefined,
        keyword: filter.keyword || undefined,
        startDate: filter.startDate || undefined,
        endDate: filter.endDate || undefined,
        pageNum: filter.pageNum,
        pageSize: filter.pageSize,
      }),
    placeholderData: (previous) => previous,
  });

export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: ['information', 'article', id],
    queryFn: () => getArticleById(portal, { id }),
  });

export const recommendedArticlesQuery = (id: string, type: string) =>
  queryOptions({
    queryKey: ['information', 'recommended', id, type],
    queryFn: () => getRecommendedArticles(portal, { id, type: type || undefined }),
  });
