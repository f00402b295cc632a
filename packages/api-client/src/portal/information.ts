/** SPEC §7 "Information": article types, lists and details (under portal/v1/client/v1/article/). */

import * as z from 'zod/mini';
import {
  contentItemSchema,
  contentPageSchema,
  contentWithBodySchema,
  namedOptionSchema,
} from '../contract/portal/content-item';
import type { PortalClient, PortalParams } from './create-portal-client';

const base = 'portal/v1/client/v1/article';

/** GET …/articletypeList — article types. */
export const getArticleTypes = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/articletypeList`, { params, schema: z.array(namedOptionSchema) });
/** GET …/frontArticleList — articles of a type (paged). */
export const getArticles = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/frontArticleList`, { params, schema: contentPageSchema });
/** GET …/getArticleInfoById — one article (params: id). */
export const getArticleById = (client: PortalClient, params: PortalParams) =>
  client.get(`${base}/getArticleInfoById`, { params, schema: contentWithBodySchema });
/** GET …/recommendArticleList — recommended articles. */
export const getRecommendedArticles = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/recommendArticleList`, { params, schema: z.array(contentItemSchema) });
