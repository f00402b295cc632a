/** SPEC §7 "Resources": recommended, newest and rankings, under resource/v2/portal/. */

import * as z from 'zod/mini';
import { previewFilePageSchema } from '../contract/portal/content-item';
import { rankingRowSchema } from '../contract/portal/resources';
import type { PortalClient, PortalParams } from './create-portal-client';

const base = 'resource/v2/portal';

/** GET …/resource/recommend — recommended resources. */
export const getRecommendedResources = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/resource/recommend`, { params, schema: previewFilePageSchema });
/** GET …/resource/news — newest resources. */
export const getNewestResources = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/resource/news`, { params, schema: previewFilePageSchema });
/** GET …/rank/town — ranking by town. */
export const getTownRanking = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/rank/town`, { params, schema: z.array(rankingRowSchema) });
/** GET …/rank/school — ranking by school. */
export const getSchoolRanking = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/rank/school`, { params, schema: z.array(rankingRowSchema) });
/** GET …/rank/teacher — ranking by teacher. */
export const getTeacherRanking = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/rank/teacher`, { params, schema: z.array(rankingRowSchema) });
