/** SPEC §7 "Contest": resource contests, their files, rules, columns and prizes. */

import * as z from 'zod/mini';
import type { EntityId } from '../contract/entity-id';
import { contentItemSchema, contentWithBodySchema, pageSchemaOf } from '../contract/portal/content-item';
import {
  contestEntryPageSchema,
  contestEntrySchema,
  contestPrizeSchema,
  contestResultSchema,
  contestSchema,
} from '../contract/portal/contest';
import type { PortalClient, PortalParams } from './create-portal-client';

const segment = (id: EntityId) => encodeURIComponent(String(id));

/** GET portal/v1/portal/resource/match/list — contests. */
export const getContests = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/portal/resource/match/list', { params, schema: pageSchemaOf(contestSchema) });
/** GET resource/portal/file/history/list — past contest files. */
export const getContestFileHistory = (client: PortalClient, params?: PortalParams) =>
  client.get('resource/portal/file/history/list', { params, schema: contestEntryPageSchema });
/** GET resource/portal/match/file/list/{id} — files of a contest. */
export const getContestFiles = (client: PortalClient, id: EntityId, params?: PortalParams) =>
  client.get(`resource/portal/match/file/list/${segment(id)}`, { params, schema: z.array(contestEntrySchema) });
/** GET resource/portal/match/file/listPage/{id} — files of a contest, paged. */
export const getContestFilePage = (client: PortalClient, id: EntityId, params?: PortalParams) =>
  client.get(`resource/portal/match/file/listPage/${segment(id)}`, { params, schema: contestEntryPageSchema });
/** GET resource/rule/query/{id} — the contest's rules. */
export const getContestRules = (client: PortalClient, id: EntityId) =>
  client.get(`resource/rule/query/${segment(id)}`, { schema: contentWithBodySchema });
/** GET resource/portal/column/list/{id} — the contest's columns. */
export const getContestColumns = (client: PortalClient, id: EntityId) =>
  client.get(`resource/portal/column/list/${segment(id)}`, { schema: z.array(contentItemSchema) });
/** GET resource/portal/prize/set/list/{id} — the contest's prize settings. */
export const getContestPrizes = (client: PortalClient, id: EntityId) =>
  client.get(`resource/portal/prize/set/list/${segment(id)}`, { schema: z.array(contestPrizeSchema) });
/** GET resource/portal/other/list/{id} — other contest information. */
export const getContestOthers = (client: PortalClient, id: EntityId) =>
  client.get(`resource/portal/other/list/${segment(id)}`, { schema: z.array(contentItemSchema) });
/** POST resource/portal/query/file/listPage — contest files matching a query, paged. */
export const queryContestFilePage = (client: PortalClient, body: unknown) =>
  client.post('resource/portal/query/file/listPage', { json: body, schema: contestEntryPageSchema });
/**
 * GET resource/portal/match/result/{id} — a contest's awarded entries by prize. Ours (SPEC §2 /contest/result);
 * refused with 403 while the contest runs, except for the judges.
 */
export const getContestResult = (client: PortalClient, id: EntityId) =>
  client.get(`resource/portal/match/result/${segment(id)}`, { schema: contestResultSchema });
