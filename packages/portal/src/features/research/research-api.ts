import {
  addResearchFiles,
  createResearchActivity,
  createResearchInteraction,
  createResearchNews,
  deleteResearchActivity,
  deleteResearchFiles,
  deleteResearchInteraction,
  deleteResearchNews,
  evaluateResearchFile,
  getPublicResearchActivityDetails,
  getPublicResearchActivityPage,
  getPublicResearchDetails,
  getPublicResearchFilePage,
  getPublicResearchNewsDetails,
  getPublicResearchNewsPage,
  getResearchActivityPage,
  getResearchActivityVideo,
  getResearchCollection,
  getResearchCollectionPage,
  getResearchFilePage,
  getResearchNewsPage,
  updateResearchActivity,
  updateResearchNews,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { listParams } from '../../components/lists/list-params';
import { portal, sessionPortal } from '../../lib/portal-clients';
import type { ItemBody } from './research-item-form';

export type { ResearchActivity, ResearchCollection, ResearchDetail, ResearchFile } from '@edu/api-client';

/** A paged, searchable list's filter. */
export interface ResearchFilter {
  pageNum: number;
  pageSize: number;
  keyword: string;
}

const params = (filter: ResearchFilter) => listParams(filter, ['keyword']);

const keep = <T>(previous: T | undefined) => previous;

/** The query keys writes invalidate: every list and detail of the area, public and the administrator's. */
export const RESEARCH_QUERY_ROOT = ['research'] as const;

/** SPEC §7 "Research portal": one query per call. */
export const researchQueries = {
  overview: queryOptions({
    queryKey: ['research', 'overview'],
    queryFn: () => getPublicResearchDetails(portal),
  }),
  news: (filter: ResearchFilter) =>
    queryOptions({
      queryKey: ['research', 'news', filter],
      queryFn: () => getPublicResearchNewsPage(portal, params(filter)),
      placeholderData: keep,
    }),
  /** One news item; the server counts the view. */
  newsItem: (id: string) =>
    queryOptions({
      queryKey: ['research', 'news-item', id],
      queryFn: () => getPublicResearchNewsDetails(portal, id),
    }),
  activities: (filter: ResearchFilter) =>
    queryOptions({
      queryKey: ['research', 'activities', filter],
      queryFn: () => getPublicResearchActivityPage(portal, params(filter)),
      placeholderData: keep,
    }),
  /** One activity with its files; the server counts the view. */
  activity: (id: string) =>
    queryOptions({
      queryKey: ['research', 'activity', id],
      queryFn: () => getPublicResearchActivityDetails(portal, id),
    }),
  files: (filter: ResearchFilter) =>
    queryOptions({
      queryKey: ['research', 'files', filter],
      queryFn: () => getPublicResearchFilePage(portal, params(filter)),
      placeholderData: keep,
    }),
  /** The signed-in user's collections (a 401 only clears the user: SPEC §8, collection calls). */
  collections: (userId: string, filter: ResearchFilter) =>
    queryOptions({
      queryKey: ['research', 'collections', userId, filter],
      queryFn: () => getResearchCollectionPage(sessionPortal, params(filter)),
      placeholderData: keep,
    }),
  /** Whether the signed-in user collected an item. */
  collected: (userId: string, targetId: string) =>
    queryOptions({
      queryKey: ['research', 'collected', userId, targetId],
      queryFn: () => getResearchCollection(sessionPortal, targetId),
    }),
  // The administrator's lists (portal/research/v1/…: 403 for anyone else). News parse as activities
  // too: the activity fields are then empty.
  adminItems: (kind: ItemKind, filter: ResearchFilter) =>
    queryOptions({
      queryKey: ['research', 'admin', kind, filter],
      queryFn: () => (kind === 'news' ? getResearchNewsPage : getResearchActivityPage)(portal, params(filter)),
      placeholderData: keep,
    }),
  adminFiles: (filter: ResearchFilter) =>
    queryOptions({
      queryKey: ['research', 'admin-files', filter],
      queryFn: () => getResearchFilePage(portal, params(filter)),
      placeholderData: keep,
    }),
};

/** What the administrator writes: a news item or an activity. */
export type ItemKind = 'news' | 'activity';

const WRITES = {
  news: { create: createResearchNews, update: updateResearchNews, remove: deleteResearchNews },
  activity: { create: createResearchActivity, update: updateResearchActivity, remove: deleteResearchActivity },
} as const;

/** Creates an item, or updates item `id`. */
export const saveItem = (kind: ItemKind, body: ItemBody, id?: string) =>
  id ? WRITES[kind].update(portal, id, body) : WRITES[kind].create(portal, body);

/** Deletes an item (with its collections). */
export const deleteItem = (kind: ItemKind, id: string) => WRITES[kind].remove(portal, id);

/** Attaches uploaded files (their storage keys) to an activity as result files. */
export const addFilesToActivity = (
  activityId: string,
  files: readonly { fileName: string; path: string; size: number }[],
) => addResearchFiles(portal, activityId, { files });

/** Deletes research files, all or none. */
export const deleteFiles = (ids: readonly string[]) => deleteResearchFiles(portal, { ids });

/** The administrator's evaluation of a result file: a score of 1 to 5 and a comment. */
export const evaluateFile = (id: string, score: number, comment: string) =>
  evaluateResearchFile(portal, id, { score, comment });

/** Collects a news item, an activity or a file. */
export const collect = (targetId: string, targetType: 'news' | 'activity' | 'file') =>
  createResearchInteraction(sessionPortal, { targetId, targetType });

/** Removes the user's collection of a target. */
export const uncollect = (targetId: string) => deleteResearchInteraction(sessionPortal, targetId);

/** Counts one view of an activity's video (a state-changing GET: same-origin with the cookie). */
export const countVideoView = (fileId: string) => getResearchActivityVideo(portal, fileId);
