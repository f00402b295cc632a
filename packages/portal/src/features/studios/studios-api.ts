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
import { listParams } from '../../components/lists/list-params';
import { portal } from '../../lib/portal-clients';

export type { Studio, StudioDetails, StudioItemDetails, StudioMember } from '@edu/api-client';

/** A page request of a list screen. */
export interface Paging {
  pageNum: number;
  pageSize: number;
  keyword: string;
}

const paged = (paging: Paging) => listParams(paging, ['keyword']);

/** The queries of the studio pages (and the admin, which reads the same keys and invalidates them). */
export const studioQueries = {
  types: queryOptions({
    queryKey: ['studios', 'types'],
    queryFn: () => getStudioTypes(portal),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  studios: (filter: Paging & { type: string }) =>
    queryOptions({
      queryKey: ['studios', 'list', filter],
      queryFn: () => getStudioPage(portal, listParams(filter, ['keyword', 'type'])),
      placeholderData: keepPreviousData,
    }),
  studio: (id: string) =>
    queryOptions({
      queryKey: ['studios', 'studio', id],
      queryFn: () => getStudioDetails(portal, id),
    }),
  news: (studioId: string, paging: Paging) =>
    queryOptions({
      queryKey: ['studios', 'news', studioId, paging],
      queryFn: () => getStudioNewsPage(portal, studioId, paged(paging)),
      placeholderData: keepPreviousData,
    }),
  newsItem: (id: string) =>
    queryOptions({
      queryKey: ['studios', 'news-item', id],
      queryFn: () => getStudioNewsDetails(portal, id),
    }),
  files: (studioId: string, paging: Paging) =>
    queryOptions({
      queryKey: ['studios', 'files', studioId, paging],
      queryFn: () => getStudioFilePage(portal, studioId, paged(paging)),
      placeholderData: keepPreviousData,
    }),
  items: (studioId: string, kind: StudioItemKind, paging: Paging) =>
    queryOptions({
      queryKey: ['studios', 'items', studioId, kind, paging],
      queryFn: () => getStudioItemPage(portal, studioId, { ...paged(paging), kind }),
      placeholderData: keepPreviousData,
    }),
  item: (id: string) =>
    queryOptions({
      queryKey: ['studios', 'item', id],
      queryFn: () => getStudioItemDetails(portal, id),
    }),
  schools: (paging: Paging) =>
    queryOptions({
      queryKey: ['studios', 'schools', paging],
      queryFn: () => getStudioSchools(portal, paged(paging)),
      placeholderData: keepPreviousData,
    }),
};
