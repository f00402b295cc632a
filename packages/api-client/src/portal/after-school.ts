/** SPEC §7 "After-school": notices, town dictionary, magazines and app version. */

import * as z from 'zod/mini';
import type { EntityId } from '../contract/entity-id';
import { appVersionSchema, centralSchoolSchema, townOptionSchema } from '../contract/portal/after-school';
import {
  contentItemSchema,
  contentPageSchema,
  contentWithBodySchema,
  pageSchemaOf,
} from '../contract/portal/content-item';
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET access-message/message/common/show/page — after-school notices, paged. */
export const getAfterSchoolNotices = (client: PortalClient, params?: PortalParams) =>
  client.get('access-message/message/common/show/page', { params, schema: contentPageSchema });
/** GET api/edu/ebmservice/dicts/queryValues — dictionary values (params: dicType, e.g. the town dictionary). */
export const getDictionaryValues = (client: PortalClient, dicType: string) =>
  client.get('api/edu/ebmservice/dicts/queryValues', { params: { dicType }, schema: z.array(townOptionSchema) });
/** GET course-delay/v1/magazine/number/list — magazine issues. */
export const getMagazineIssues = (client: PortalClient, params?: PortalParams) =>
  client.get('course-delay/v1/magazine/number/list', { params, schema: z.array(contentItemSchema) });
/** GET course-delay/v1/magazine/item/page — magazine items, paged. */
export const getMagazineItems = (client: PortalClient, params?: PortalParams) =>
  client.get('course-delay/v1/magazine/item/page', { params, schema: contentPageSchema });
/** GET course-delay/v1/magazine/item/detail/{id} — one magazine item. */
export const getMagazineItem = (client: PortalClient, id: EntityId) =>
  client.get(`course-delay/v1/magazine/item/detail/${encodeURIComponent(String(id))}`, {
    schema: contentWithBodySchema,
  });
/** GET resource/v2/version/getLatestVersion — latest client version. */
export const getLatestVersion = (client: PortalClient, params?: PortalParams) =>
  client.get('resource/v2/version/getLatestVersion', { params, schema: appVersionSchema });
/**
 * GET course-delay/v1/centralSchool/page — the towns' central schools that run after-school services,
 * paged (params: townCode, keyword). Ours: SPEC §1 names them without a call.
 */
export const getCentralSchools = (client: PortalClient, params?: PortalParams) =>
  client.get('course-delay/v1/centralSchool/page', { params, schema: pageSchemaOf(centralSchoolSchema) });
