import {
  getStudioDetails,
  getStudioFilePage,
  getStudioItemDetails,
  getStudioItemPage,
  getStudioNewsDetails,
  getStudioNewsPage,
  getStudioPage,
  getStudioSchools,
  getStudioTypes,
  type StudioItemKind,
} from '@edu/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { previewFileSchema } from '../../components/file-preview/preview-file';
import {
  contentItemSchema,
  contentPageSchema,
  contentWithBodySchema,
  count,
  idText,
  pageSchemaOf,
  parseData,
  text,
} from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

const memberSchema = z.looseObject({
  uid: idText,
  name: text,
  memberRole: text,
  roleName: text,
  title: text,
  schoolName: text,
  avatar: text,
});
export type StudioMember = z.infer<typeof memberSchema>;
export const membersSchema = z.array(memberSchema);

const studioSchema = z.extend(contentItemSchema, { memberCount: count });
export type Studio = z.infer<typeof studioSchema>;

const studioDetailsSchema = z.extend(contentWithBodySchema, {
  memberCount: count,
  host: z.nullish(memberSchema),
  members: z._default(membersSchema, []),
  counts: z._default(z.looseObject({ news: count, files: count, ykbk: count, gkyk: count, jyyj: count }), {
    news: 0,
    files: 0,
    ykbk: 0,
    gkyk: 0,
    jyyj: 0,
  }),
});
export type StudioDetails = z.infer<typeof studioDetailsSchema>;

const studioRefSchema = z.looseObject({ id: idText, title: text });

const newsDetailsSchema = z.extend(contentWithBodySchema, { studio: studioRefSchema });

const itemDetailsSchema = z.extend(contentWithBodySchema, {
  kind: text,
  kindName: text,
  studio: studioRefSchema,
  files: z._default(z.array(previewFileSchema), []),
});
export type StudioItemDetails = z.infer<typeof itemDetailsSchema>;

const schoolSchema = z.looseObject({
  id: idText,
  name: text,
  townName: text,
  phaseName: text,
  address: text,
  intro: text,
  cover: text,
  studios: z._default(z.array(z.looseObject({ id: idText, title: text, typeName: text, cover: text })), []),
});

/** A page request of a list screen. */
export interface Paging {
  pageNum: number;
  pageSize: number;
  keyword: string;
}

const paged = (paging: Paging) => ({
  pageNum: paging.pageNum,
  pageSize: paging.pageSize,
  keyword: paging.keyword || undefined,
});

/** The queries of the studio pages (and the admin, which reads the same keys and invalidates them). */
export const studioQueries = {
  types: queryOptions({
    queryKey: ['studios', 'types'],
    queryFn: async () =>
      parseData(z.array(z.looseObject({ id: idText, name: z.string() })), await getStudioTypes(portal)),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  studios: (filter: Paging & { type: string }) =>
    queryOptions({
      queryKey: ['studios', 'list', filter],
      queryFn: async () =>
        parseData(
          pageSchemaOf(studioSchema),
          await getStudioPage(portal, { ...paged(filter), type: filter.type || undefined }),
        ),
      placeholderData: keepPreviousData,
    }),
  studio: (id: string) =>
    queryOptions({
      queryKey: ['studios', 'studio', id],
      queryFn: async () => parseData(studioDetailsSchema, await getStudioDetails(portal, id)),
    }),
  news: (studioId: string, paging: Paging) =>
    queryOptions({
      queryKey: ['studios', 'news', studioId, paging],
      queryFn: async () => parseData(contentPageSchema, await getStudioNewsPage(portal, studioId, paged(paging))),
      placeholderData: keepPreviousData,
    }),
  newsItem: (id: string) =>
    queryOptions({
      queryKey: ['studios', 'news-item', id],
      queryFn: async () => parseData(newsDetailsSchema, await getStudioNewsDetails(portal, id)),
    }),
  files: (studioId: string, paging: Paging) =>
    queryOptions({
      queryKey: ['studios', 'files', studioId, paging],
      queryFn: async () =>
        parseData(pageSchemaOf(previewFileSchema), await getStudioFilePage(portal, studioId, paged(paging))),
      placeholderData: keepPreviousData,
    }),
  items: (studioId: string, kind: StudioItemKind, paging: Paging) =>
    queryOptions({
      queryKey: ['studios', 'items', studioId, kind, paging],
      queryFn: async () =>
        parseData(contentPageSchema, await getStudioItemPage(portal, studioId, { ...paged(paging), kind })),
      placeholderData: keepPreviousData,
    }),
  item: (id: string) =>
    queryOptions({
      queryKey: ['studios', 'item', id],
      queryFn: async () => parseData(itemDetailsSchema, await getStudioItemDetails(portal, id)),
    }),
  schools: (paging: Paging) =>
    queryOptions({
      queryKey: ['studios', 'schools', paging],
      queryFn: async () => parseData(pageSchemaOf(schoolSchema), await getStudioSchools(portal, paged(paging))),
      placeholderData: keepPreviousData,
    }),
};
