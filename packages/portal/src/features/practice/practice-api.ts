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
import * as z from 'zod/mini';
import { contentItemSchema, contentPageSchema, pageSchemaOf, parseData, text } from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

const idText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const count = z._default(z.coerce.number(), 0);

/** An item with its body (articles, activities). */
const detailSchema = z.extend(contentItemSchema, {
  content: text,
  startDate: text,
  endDate: text,
  status: text,
});

/** A practice school (the server's fields). */
const schoolSchema = z.looseObject({
  id: idText,
  schoolName: text,
  townName: text,
  address: text,
  intro: text,
  motto: text,
  cover: text,
  studentCount: count,
  teacherCount: count,
  viewCount: count,
  infoCount: count,
  albumCount: count,
  videoCount: count,
});
export type PracticeSchool = z.infer<typeof schoolSchema>;

const videoSchema = z.extend(contentItemSchema, {
  files: z._default(z.array(z.looseObject({ fileUrl: text, fileName: text, fileExt: text })), []),
});

const pictureSchema = z.extend(contentItemSchema, { url: text });
export type Picture = z.infer<typeof pictureSchema>;

/** A comment and its replies (SPEC §3). */
const replySchema = z.looseObject({
  id: idText,
  parentId: z.nullish(idText),
  creator: z.pipe(
    z.nullish(idText),
    z.transform((value) => value ?? ''),
  ),
  creatorName: text,
  avatar: text,
  content: text,
  createDate: text,
});
export type PracticeReply = z.infer<typeof replySchema>;
const commentSchema = z.extend(replySchema, { children: z._default(z.array(replySchema), []) });
export type PracticeComment = z.infer<typeof commentSchema>;

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

const listParams = (filter: ListFilter) => ({
  pageNum: filter.pageNum,
  pageSize: filter.pageSize,
  keyword: filter.keyword || undefined,
  type: filter.type || undefined,
  schoolId: filter.schoolId || undefined,
  townCode: filter.townCode || undefined,
});

const keep = <T>(previous: T | undefined) => previous;

/** SPEC §7 "Practice portal": one query per call (practice/v1/portal). */
export const practiceQueries = {
  latestArticles: queryOptions({
    queryKey: ['practice', 'latest-articles'],
    queryFn: async () => parseData(z.array(contentItemSchema), await getLatestPracticeInfo(portal, { limit: 6 })),
  }),
  articleTypes: queryOptions({
    queryKey: ['practice', 'article-types'],
    queryFn: async () =>
      parseData(z.array(z.looseObject({ id: idText, name: z.string() })), await getPracticeInfoTypes(portal)),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  articles: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'articles', filter],
      queryFn: async () => parseData(contentPageSchema, await getPracticeInfoPage(portal, listParams(filter))),
      placeholderData: keep,
    }),
  article: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'article', id],
      queryFn: async () => parseData(detailSchema, await getPracticeInfoDetails(portal, id)),
    }),
  schools: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'schools', filter],
      queryFn: async () => parseData(pageSchemaOf(schoolSchema), await getPracticeSchools(portal, listParams(filter))),
      placeholderData: keep,
    }),
  school: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'school', id],
      queryFn: async () => parseData(schoolSchema, await getPracticeSchoolDetails(portal, id)),
    }),
  /** The practice bases (SPEC's base/list/{id}; the list is the county's, so the id is 0). */
  bases: queryOptions({
    queryKey: ['practice', 'bases'],
    queryFn: async () => parseData(contentPageSchema, await getPracticeBases(portal, 0, { pageNum: 1, pageSize: 10 })),
  }),
  albums: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'albums', filter],
      queryFn: async () => parseData(contentPageSchema, await getPracticeAlbumPage(portal, listParams(filter))),
      placeholderData: keep,
    }),
  album: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'album', id],
      queryFn: async () => parseData(contentItemSchema, await getPracticeAlbumDetails(portal, id)),
    }),
  pictures: (albumId: string) =>
    queryOptions({
      queryKey: ['practice', 'pictures', albumId],
      queryFn: async () => parseData(z.array(pictureSchema), await getAlbumPictures(portal, albumId)),
    }),
  videos: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'videos', filter],
      queryFn: async () => parseData(contentPageSchema, await getPracticeVideoPage(portal, listParams(filter))),
      placeholderData: keep,
    }),
  video: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'video', id],
      queryFn: async () => parseData(videoSchema, await getPracticeVideoDetails(portal, id)),
    }),
  activities: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['practice', 'activities', filter],
      queryFn: async () => parseData(contentPageSchema, await getPracticeActivityPage(portal, listParams(filter))),
      placeholderData: keep,
    }),
  activity: (id: string) =>
    queryOptions({
      queryKey: ['practice', 'activity', id],
      queryFn: async () => parseData(detailSchema, await getPracticeActivityDetails(portal, id)),
    }),
  comments: (targetId: string, pageNum: number, pageSize: number) =>
    queryOptions({
      queryKey: ['practice', 'comments', targetId, pageNum, pageSize],
      queryFn: async () =>
        parseData(pageSchemaOf(commentSchema), await getPracticeCommentPage(portal, { targetId, pageNum, pageSize })),
      placeholderData: keep,
    }),
};

/** What a view is counted on (each a state-changing GET: same-origin with the cookie). */
export type Viewed = 'article' | 'album' | 'video';

const COUNT_VIEW: Record<Viewed, (id: string) => Promise<unknown>> = {
  article: (id) => countInfoView(portal, id),
  album: (id) => countAlbumView(portal, id),
  video: (id) => countVideoView(portal, id),
};

/** Counts one view of an item; resolves with the new count when the server gives one. */
export async function countView(kind: Viewed, id: string): Promise<number | undefined> {
  const answer = z.safeParse(z.looseObject({ viewCount: z.coerce.number() }), await COUNT_VIEW[kind](id));
  return answer.success ? answer.data.viewCount : undefined;
}

/** Adds a comment, or a reply when `parentId` is given (sign-in needed). */
export const addComment = (targetId: string, content: string, parentId?: string) =>
  addPracticeComment(portal, { targetId, content, ...(parentId ? { parentId } : {}) });

/** Deletes one of the user's own comments (with its replies). */
export const deleteComment = (id: string) => deletePracticeComment(portal, id);
