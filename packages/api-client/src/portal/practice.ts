/** SPEC §7 "Practice portal": schools, albums, videos, articles, comments, activities (practice/v1/portal/). */

import * as z from 'zod/mini';
import type { EntityId } from '../contract/entity-id';
import {
  contentItemSchema,
  contentPageSchema,
  contentWithBodySchema,
  namedOptionSchema,
  pageSchemaOf,
  previewFilePageSchema,
} from '../contract/portal/content-item';
import {
  pictureSchema,
  practiceCommentSchema,
  practiceDetailSchema,
  practiceReplySchema,
  practiceSchoolSchema,
  practiceVideoSchema,
  viewCountSchema,
} from '../contract/portal/practice';
import type { PortalClient, PortalParams } from './create-portal-client';

const base = 'practice/v1/portal';
const segment = (id: EntityId) => encodeURIComponent(String(id));

/** GET …/school — practice schools. */
export const getPracticeSchools = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/school`, { params, schema: pageSchemaOf(practiceSchoolSchema) });
/** GET …/album — albums. */
export const getPracticeAlbums = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/album`, { params, schema: z.array(contentItemSchema) });
/** GET …/video — videos. */
export const getPracticeVideos = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/video`, { params, schema: z.array(contentItemSchema) });
/** GET …/video/listPage — videos, paged. */
export const getPracticeVideoPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/video/listPage`, { params, schema: contentPageSchema });
/** GET …/info/latest — latest articles. */
export const getLatestPracticeInfo = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/info/latest`, { params, schema: z.array(contentItemSchema) });
/** GET …/infoType/list — article types. */
export const getPracticeInfoTypes = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/infoType/list`, { params, schema: z.array(namedOptionSchema) });
/** GET …/album/listPage — albums, paged. */
export const getPracticeAlbumPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/album/listPage`, { params, schema: contentPageSchema });
/** GET …/Info/listPage — articles, paged (capital I as the backend spells it). */
export const getPracticeInfoPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/Info/listPage`, { params, schema: contentPageSchema });
/** GET …/info/{id}/details — one article. */
export const getPracticeInfoDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/info/${segment(id)}/details`, { schema: practiceDetailSchema });
/** GET …/base/list/{id} — practice bases of a school. */
export const getPracticeBases = (client: PortalClient, id: EntityId, params?: PortalParams) =>
  client.get(`${base}/base/list/${segment(id)}`, { params, schema: contentPageSchema });
/** GET …/base/details/{id} — one practice base. */
export const getPracticeBaseDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/base/details/${segment(id)}`, { schema: contentWithBodySchema });
/** GET …/pic/list/{albumId} — pictures of an album. */
export const getAlbumPictures = (client: PortalClient, albumId: EntityId, params?: PortalParams) =>
  client.get(`${base}/pic/list/${segment(albumId)}`, { params, schema: z.array(pictureSchema) });
/** GET …/album/{id}/details — one album. */
export const getPracticeAlbumDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/album/${segment(id)}/details`, { schema: contentItemSchema });
/** GET …/album/{id} — counts one view of the album. */
export const countAlbumView = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/album/${segment(id)}`, { schema: viewCountSchema });
/** GET …/comment/listPage — comments, paged. */
export const getPracticeCommentPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/comment/listPage`, { params, schema: pageSchemaOf(practiceCommentSchema) });
/** GET …/video/{id}/details — one video. */
export const getPracticeVideoDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/video/${segment(id)}/details`, { schema: practiceVideoSchema });
/** GET …/video/{id} — counts one view of the video. */
export const countVideoView = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/video/${segment(id)}`, { schema: viewCountSchema });
/** GET …/acty/page — activities, paged. */
export const getPracticeActivityPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/acty/page`, { params, schema: contentPageSchema });
/** GET …/school/listAll — every practice school. */
export const getAllPracticeSchools = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/school/listAll`, { params, schema: z.array(practiceSchoolSchema) });
/** GET …/info/{id} — counts one view of the article. */
export const countInfoView = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/info/${segment(id)}`, { schema: viewCountSchema });
/** GET …/intro/pageFileList — introduction files, paged. */
export const getIntroFilePage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/intro/pageFileList`, { params, schema: previewFilePageSchema });
/** POST …/acty/list — activities matching a filter. */
export const listPracticeActivities = (client: PortalClient, body?: unknown) =>
  client.post(`${base}/acty/list`, { json: body ?? {}, schema: contentPageSchema });
/** POST practice/v1/practiceComment — add a comment. */
export const addPracticeComment = (client: PortalClient, body: unknown) =>
  client.post('practice/v1/practiceComment', { json: body, schema: practiceReplySchema });
/** GET practice/v1/practiceComment/{id}/del — delete a comment. */
export const deletePracticeComment = (client: PortalClient, id: EntityId) =>
  client.get(`practice/v1/practiceComment/${segment(id)}/del`);
