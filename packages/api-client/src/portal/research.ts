/**
 * SPEC §7 "Research portal" (two-research-one-journal). The SPEC lists paths but not methods: reads
 * (details, info, list pages) are GET with query parameters, writes (create, update, del, evaluate, batch)
 * are POST with a JSON body.
 */
import type { EntityId } from '../contract/entity-id';
import { contentPageSchema, pageSchemaOf } from '../contract/portal/content-item';
import {
  researchActivitySchema,
  researchCollectedSchema,
  researchCollectionSchema,
  researchDetailSchema,
  researchFileSchema,
  researchOverviewSchema,
} from '../contract/portal/research';
import type { PortalClient, PortalParams } from './create-portal-client';

const admin = 'portal/research/v1';
const open = 'portal/client/research/v1';
const segment = (id: EntityId) => encodeURIComponent(String(id));

/** GET portal/research/v1/queryDetails — the studio's details. */
export const getResearchDetails = (client: PortalClient, params?: PortalParams) =>
  client.get(`${admin}/queryDetails`, { params, schema: researchOverviewSchema });
/** GET portal/research/v1/baseInfo — the studio's base info. */
export const getResearchBaseInfo = (client: PortalClient, params?: PortalParams) =>
  client.get(`${admin}/baseInfo`, { params, schema: researchOverviewSchema });
/** POST …/news/create. */
export const createResearchNews = (client: PortalClient, body: unknown) =>
  client.post(`${admin}/news/create`, { json: body });
/** POST …/news/{id}/update. */
export const updateResearchNews = (client: PortalClient, id: EntityId, body: unknown) =>
  client.post(`${admin}/news/${segment(id)}/update`, { json: body });
/** POST …/news/{id}/del. */
export const deleteResearchNews = (client: PortalClient, id: EntityId) =>
  client.post(`${admin}/news/${segment(id)}/del`);
/** GET …/news/list/page. */
export const getResearchNewsPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${admin}/news/list/page`, { params, schema: pageSchemaOf(researchActivitySchema) });
/** POST …/activities/create. */
export const createResearchActivity = (client: PortalClient, body: unknown) =>
  client.post(`${admin}/activities/create`, { json: body });
/** POST …/activities/{id}/update. */
export const updateResearchActivity = (client: PortalClient, id: EntityId, body: unknown) =>
  client.post(`${admin}/activities/${segment(id)}/update`, { json: body });
/** POST …/activities/{id}/del. */
export const deleteResearchActivity = (client: PortalClient, id: EntityId) =>
  client.post(`${admin}/activities/${segment(id)}/del`);
/** GET …/activities/list/page. */
export const getResearchActivityPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${admin}/activities/list/page`, { params, schema: pageSchemaOf(researchActivitySchema) });
/** GET …/activities/{id}/details. */
export const getResearchActivityDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${admin}/activities/${segment(id)}/details`, { schema: researchDetailSchema });
/** GET …/activities/video/{id}/details. */
export const getResearchActivityVideoDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${admin}/activities/video/${segment(id)}/details`, { schema: researchFileSchema });
/** GET …/activities/video/{id} — the activity's video. */
export const getResearchActivityVideo = (client: PortalClient, id: EntityId) =>
  client.get(`${admin}/activities/video/${segment(id)}`);
/** GET …/file/list/page. */
export const getResearchFilePage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${admin}/file/list/page`, { params, schema: pageSchemaOf(researchFileSchema) });
/** POST …/file/{id}/evaluate. */
export const evaluateResearchFile = (client: PortalClient, id: EntityId, body: unknown) =>
  client.post(`${admin}/file/${segment(id)}/evaluate`, { json: body });
/** POST …/file/add/batch/{id} — add files to activity {id}. */
export const addResearchFiles = (client: PortalClient, id: EntityId, body: unknown) =>
  client.post(`${admin}/file/add/batch/${segment(id)}`, { json: body });
/** POST …/file/{id}/update. */
export const updateResearchFile = (client: PortalClient, id: EntityId, body: unknown) =>
  client.post(`${admin}/file/${segment(id)}/update`, { json: body });
/** POST …/file/del/batch — delete several files (body: their ids). */
export const deleteResearchFiles = (client: PortalClient, body: unknown) =>
  client.post(`${admin}/file/del/batch`, { json: body });
/** POST …/collectInteraction/create — collect or like an item. */
export const createResearchInteraction = (client: PortalClient, body: unknown) =>
  client.post(`${admin}/collectInteraction/create`, { json: body });
/** POST …/collectInteraction/{id}/del. */
export const deleteResearchInteraction = (client: PortalClient, id: EntityId) =>
  client.post(`${admin}/collectInteraction/${segment(id)}/del`);
/** GET portal/client/research/v1/news/list/page — public news list. */
export const getPublicResearchNewsPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${open}/news/list/page`, { params, schema: contentPageSchema });
/** GET portal/client/research/v1/news/{id}/details. */
export const getPublicResearchNewsDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${open}/news/${segment(id)}/details`, { schema: researchDetailSchema });
/** GET portal/client/research/v1/details — public studio details. */
export const getPublicResearchDetails = (client: PortalClient, params?: PortalParams) =>
  client.get(`${open}/details`, { params, schema: researchOverviewSchema });
/** GET portal/client/research/v1/file/list/page — public file list. */
export const getPublicResearchFilePage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${open}/file/list/page`, { params, schema: pageSchemaOf(researchFileSchema) });
/** GET portal/client/research/v1/activities/list/page — public activities. */
export const getPublicResearchActivityPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${open}/activities/list/page`, { params, schema: pageSchemaOf(researchActivitySchema) });
/** GET portal/client/research/v1/activities/{id}/details. */
export const getPublicResearchActivityDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${open}/activities/${segment(id)}/details`, { schema: researchDetailSchema });
/** GET portal/client/research/v1/collectInteraction/list/page/{id} — interactions of item {id}. */
export const getPublicResearchInteractionPage = (client: PortalClient, id: EntityId, params?: PortalParams) =>
  client.get(`${open}/collectInteraction/list/page/${segment(id)}`, { params });
/** GET portal/client/research/v1/collectInteraction/list/page — the signed-in user's collections, paged. */
export const getResearchCollectionPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${open}/collectInteraction/list/page`, { params, schema: pageSchemaOf(researchCollectionSchema) });
/** GET portal/client/research/v1/collectInteraction/{id} — whether the signed-in user collected item {id}. */
export const getResearchCollection = (client: PortalClient, id: EntityId) =>
  client.get(`${open}/collectInteraction/${segment(id)}`, { schema: researchCollectedSchema });
/** GET portal/client/research/v1/adminUser/{id} — the studio's administrator. */
export const getResearchAdminUser = (client: PortalClient, id: EntityId) =>
  client.get(`${open}/adminUser/${segment(id)}`);
