/**
 * The studios of famous teachers, principals and class tutors (三名工作室; /three-studio and its pages,
 * and the studio admin under /three-studio/base): `portal/v1/studio/*`, ours (SPEC §7 does not list
 * them). Reads are GET with query parameters; writes are POST with a JSON body, for the studio's members.
 */
import * as z from 'zod/mini';
import type { EntityId } from '../contract/entity-id';
import {
  contentPageSchema,
  contentWithBodySchema,
  namedOptionSchema,
  pageSchemaOf,
  previewFilePageSchema,
} from '../contract/portal/content-item';
import {
  studioDetailsSchema,
  studioItemDetailsSchema,
  studioMemberSchema,
  studioNewsDetailsSchema,
  studioSchema,
  studioSchoolSchema,
} from '../contract/portal/studios';
import type { PortalClient, PortalParams } from './create-portal-client';

const base = 'portal/v1/studio';
const segment = (id: EntityId) => encodeURIComponent(String(id));

/** The kinds of a studio's work items: lesson study, public classes, research. */
export type StudioItemKind = 'ykbk' | 'gkyk' | 'jyyj';

/** A studio news item as a member writes it (`content` is rich text; `cover` an uploaded picture's URL). */
export interface StudioNewsInput {
  title: string;
  summary?: string;
  content?: string;
  cover?: string;
}

/** Files a member uploaded (presigned POST first) to publish as the studio's resources. */
export interface StudioFilesInput {
  files: { fileName: string; path: string; size?: number }[];
}

/** GET …/types — the three kinds of studio (`id`, `name`). */
export const getStudioTypes = (client: PortalClient) =>
  client.get(`${base}/types`, { schema: z.array(namedOptionSchema) });
/** GET …/list — studios, paged (params: `type`, `keyword`, `schoolId`, paging). */
export const getStudioPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/list`, { params, schema: pageSchemaOf(studioSchema) });
/** GET …/{id}/details — one studio with its host, its members (names and roles) and its counts; counts a view. */
export const getStudioDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/${segment(id)}/details`, { schema: studioDetailsSchema });
/** GET …/schools — the schools hosting studios, each with its studios (params: `keyword`, `townCode`, paging). */
export const getStudioSchools = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/schools`, { params, schema: pageSchemaOf(studioSchoolSchema) });

/** GET …/{id}/news — a studio's news, paged (params: `keyword`, paging). */
export const getStudioNewsPage = (client: PortalClient, studioId: EntityId, params?: PortalParams) =>
  client.get(`${base}/${segment(studioId)}/news`, { params, schema: contentPageSchema });
/** GET …/news/{id}/details — one news item with its body and its studio; counts a view. */
export const getStudioNewsDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/news/${segment(id)}/details`, { schema: studioNewsDetailsSchema });
/** POST …/{id}/news/create — a member publishes news. */
export const createStudioNews = (client: PortalClient, studioId: EntityId, body: StudioNewsInput) =>
  client.post(`${base}/${segment(studioId)}/news/create`, { json: body, schema: contentWithBodySchema });
/** POST …/news/{id}/update — a member edits news (the fields given). */
export const updateStudioNews = (client: PortalClient, id: EntityId, body: Partial<StudioNewsInput>) =>
  client.post(`${base}/news/${segment(id)}/update`, { json: body, schema: contentWithBodySchema });
/** POST …/news/{id}/del — a member deletes news. */
export const deleteStudioNews = (client: PortalClient, id: EntityId) => client.post(`${base}/news/${segment(id)}/del`);

/** GET …/{id}/members — a studio's members, host first (`uid`, `name`, `memberRole`, `roleName`, `schoolName`). */
export const getStudioMembers = (client: PortalClient, studioId: EntityId) =>
  client.get(`${base}/${segment(studioId)}/members`, { schema: z.array(studioMemberSchema) });
/** GET …/{id}/members/candidates — teachers a member may add (param `keyword`: part of the name). */
export const getStudioMemberCandidates = (client: PortalClient, studioId: EntityId, params?: PortalParams) =>
  client.get(`${base}/${segment(studioId)}/members/candidates`, { params, schema: z.array(studioMemberSchema) });
/** POST …/{id}/members/add — adds a teacher as `member` or `assistant`; answers the members. */
export const addStudioMember = (
  client: PortalClient,
  studioId: EntityId,
  body: { uid: EntityId; memberRole?: 'assistant' | 'member' },
) => client.post(`${base}/${segment(studioId)}/members/add`, { json: body });
/** POST …/{id}/members/{uid}/del — removes a member (never the host); answers the members. */
export const deleteStudioMember = (client: PortalClient, studioId: EntityId, uid: EntityId) =>
  client.post(`${base}/${segment(studioId)}/members/${segment(uid)}/del`);

/** GET …/{id}/files — a studio's resources, paged (params: `keyword`, paging). */
export const getStudioFilePage = (client: PortalClient, studioId: EntityId, params?: PortalParams) =>
  client.get(`${base}/${segment(studioId)}/files`, { params, schema: previewFilePageSchema });
/** POST …/{id}/files/add — publishes the member's own uploads as resources; answers the new files. */
export const addStudioFiles = (client: PortalClient, studioId: EntityId, body: StudioFilesInput) =>
  client.post(`${base}/${segment(studioId)}/files/add`, { json: body });
/** POST …/files/{id}/del — a member deletes a resource. */
export const deleteStudioFile = (client: PortalClient, fileId: EntityId) =>
  client.post(`${base}/files/${segment(fileId)}/del`);

/** GET …/{id}/items — a studio's work items of one kind, paged (params: `kind`, `keyword`, paging). */
export const getStudioItemPage = (
  client: PortalClient,
  studioId: EntityId,
  params: PortalParams & { kind: StudioItemKind },
) => client.get(`${base}/${segment(studioId)}/items`, { params, schema: contentPageSchema });
/** GET …/items/{id}/details — one work item with its body, its files and its studio; counts a view. */
export const getStudioItemDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/items/${segment(id)}/details`, { schema: studioItemDetailsSchema });
