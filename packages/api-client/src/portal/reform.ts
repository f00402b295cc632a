/** SPEC §7 "Reform": evaluation-reform news, under portal/v1/. */

import * as z from 'zod/mini';
import { namedOptionSchema, pageSchemaOf } from '../contract/portal/content-item';
import { reformDetailSchema, reformItemSchema } from '../contract/portal/reform';
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET portal/v1/client/news/evaluate/reform/detail — one reform article. */
export const getReformDetail = (client: PortalClient, params: PortalParams) =>
  client.get('portal/v1/client/news/evaluate/reform/detail', { params, schema: reformDetailSchema });
/** GET portal/v1/label/evaluate/reform/list — reform labels. */
export const getReformLabels = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/label/evaluate/reform/list', { params, schema: z.array(namedOptionSchema) });
/** GET portal/v1/news/evaluate/reform/page — reform news, paged. */
export const getReformPage = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/news/evaluate/reform/page', { params, schema: pageSchemaOf(reformItemSchema) });
