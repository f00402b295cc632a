import { getArticleById, getArticles, getArticleTypes, getRecommendedArticles } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  type ContentWithBody,
  contentItemSchema,
  contentPageSchema,
  contentWithBodySchema,
  parseData,
} from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

const articleTypeSchema = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.string(),
});

/** An article with its body (HTML from the server, sanitised before it is shown). */
export type Article = ContentWithBody;

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
  queryFn: async () => parseData(z.array(articleTypeSchema), await getArticleTypes(portal)),
  staleTime: Number.POSITIVE_INFINITY,
});

export const articlesQuery = (filter: ArticleFilter) =>
  queryOptions({
    queryKey: ['information', 'list', filter],
    queryFn: async () =>
      parseData(
        contentPageSchema,
        await getArticles(portal, {
          type: filter.type || undefined,
          keyword: filter.keyword || undefined,
          startDate: filter.startDate || undefined,
          endDate: filter.endDate || undefined,
          pageNum: filter.pageNum,
          pageSize: filter.pageSize,
        }),
      ),
    placeholderData: (previous) => previous,
  });

export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: ['information', 'article', id],
    queryFn: async () => parseData(contentWithBodySchema, await getArticleById(portal, { id })),
  });

export const recommendedArticlesQuery = (id: string, type: string) =>
  queryOptions({
    queryKey: ['information', 'recommended', id, type],
    queryFn: async () =>
      parseData(z.array(contentItemSchema), await getRecommendedArticles(portal, { id, type: type || undefined })),
  });
