import {
  addPracticeComment,
  countAlbumView,
  countInfoView,
  countVideoView,
  deletePracticeComment,
  getAlbumPictures,
  getLatestPracticeInfo,
  getPracticeActivityDetails,
  getPracticeActivityPage,
  getPracticeAlbumDetails,
  getPracticeAlbumPage,
  getPracticeBases,
  getPracticeCommentPage,
  getPracticeInfoDetails,
  getPracticeInfoPage,
  getPracticeInfoTypes,
  getPracticeSchoolDetails,
  getPracticeSchools,
  getPracticeVideoDetails,
  getPracticeVideoPage,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { listParams } from '../../components/lists/list-params';
import { portal } from '../../lib/portal-clients';

export type { Picture, PracticeComment, PracticeReply, PracticeSchool } from '@edu/api-client';

/** A paged, searchable list's filter. */
export interface ListFilter {
  pageNum: number;
  pageSize: number;
  keyword: string;
  /** Article type, or '' for every type. */
  type?: string;
  schoolId?: string;
  townCode?: string;
}

const paramsOf = (filter: ListFilter) => listParams(filter, ['keyword', 'type', 'schoolId', 'townCode']);

const keep = <T>(previous: T | undefined) => previous;

/** SPEC §7 "Practice portal": one query per call (practice/v1/portal). */
export const practiceQueries = {
  latestArticles: queryOptions({
    queryKey: ['practice', 'latest-articles'],
    queryFn: () => getLatestPracticeInfo(portal, { limit: 6 }),
  }),
  articleTypes: queryOptions({
    queryKey: ['practice', 'article-types'],
    queryFn: () => getPracticeInfoTypes(portal),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  articles: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'articles', filter],
      queryFn: () => getPracticeInfoPage(portal, paramsOf(filter)),
      placeholderData: keep,
    }),
  article: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'article', id],
      queryFn: () => getPracticeInfoDetails(portal, id),
    }),
  schools: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'schools', filter],
      queryFn: () => getPracticeSchools(portal, paramsOf(filter)),
      placeholderData: keep,
    }),
  school: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'school', id],
      queryFn: () => getPracticeSchoolDetails(portal, id),
    }),
  /** The practice bases (SPEC's base/list/{id}; the list is the county's, so the id is 0). */
  bases: queryOptions({
    queryKey: ['practice', 'bases'],
    queryFn: () => getPracticeBases(portal, 0, { pageNum: 1, pageSize: 10 }),
  }),
  albums: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'albums', filter],
      queryFn: () => getPracticeAlbumPage(portal, paramsOf(filter)),
      placeholderData: keep,
    }),
  album: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'album', id],
      queryFn: () => getPracticeAlbumDetails(portal, id),
    }),
  pictures: (albumId: string) =>
    queryOptions({
      queryKey: ['practice', 'pictures', albumId],
      queryFn: () => getAlbumPictures(portal, albumId),
    }),
  videos: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'videos', filter],
      queryFn: () => getPracticeVideoPage(portal, paramsOf(filter)),
      placeholderData: keep,
    }),
  video: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'video', id],
      queryFn: () => getPracticeVideoDetails(portal, id),
    }),
  activities: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'activities', filter],
      queryFn: () => getPracticeActivityPage(portal, paramsOf(filter)),
      placeholderData: keep,
    }),
  activity: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'activity', id],
      queryFn: () => getPracticeActivityDetails(portal, id),
    }),
  comments: (targetId: string, pageNum: number, pageSize: number) =>
    queryOptions({
      queryKey: ['practice', 'comments', targetId, pageNum, pageSize],
      queryFn: () => getPracticeCommentPage(portal, { targetId, pageNum, pageSize }),
      placeholderData: keep,
    }),
};

/** What a view is counted on (each a state-changing GET: same-origin with the cookie). */
export type Viewed = 'article' | 'album' | 'video';

const COUNT_VIEW: Record<Viewed, typeof countInfoView> = {
  article: countInfoView,
  album: countAlbumView,
  video: countVideoView,
};

/** Counts one view of an item; resolves with the new count when the server gives one. */
export async function countView(kind: Viewed, id: string): Promise<number | undefined> {
  return (await COUNT_VIEW[kind](portal, id)).viewCount;
}

/** Adds a comment, or a reply when `parentId` is given (sign-in needed). */
export const addComment = (targetId: string, content: string, parentId?: string) =>
  addPracticeComment(portal, { targetId, content, ...(parentId ? { parentId } : {}) });

/** Deletes one of the user's own comments (with its replies). */
export const deleteComment = (id: string) => deletePracticeComment(portal, id);
