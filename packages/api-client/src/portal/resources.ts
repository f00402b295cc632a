/** SPEC §7 "Resources": recommended, newest and rankings, under resource/v2/portal/. */
import type { PortalClient, PortalParams } from './create-portal-client';

const base = 'resource/v2/portal';

/** GET …/resource/recommend — recommended resources. */
export const getRecommendedResources = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/resource/recommend`, { params });
/** GET …/resource/news — newest resources. */
export const getNewestResources = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/resource/news`, { params });
/** GET …/rank/town — ranking by town. */
export const getTownRanking = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/rank/town`, { params });
/** GET …/rank/school — ranking by school. */
export const getSchoolRanking = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/rank/school`, { params });
/** GET …/rank/teacher — ranking by teacher. */
export const getTeacherRanking = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/rank/teacher`, { params });
