import { getArticleById, getArticles, getArticleTypes, getRecommendedArticles } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { articleSectionQueries } from '../../components/articles/article-section-queries';
import { portal } from '../../lib/portal-clients';

/** SPEC §7 "Information": the article types, a page of articles, one article (under portal/v1/client/v1/article/). */
export const informationQueries = articleSectionQueries('information', {
  categories: getArticleTypes,
  page: getArticles,
  detail: getArticleById,
});

export const recommendedArticlesQuery = (id: string, type: string) =>
  queryOptions({
    queryKey: ['information', 'recommended', id, type],
    queryFn: () => getRecommendedArticles(portal, { id, type: type || undefined }),
  });
