import {
  getCentralSchools,
  getLatestVersion,
  getMagazineIssues,
  getMagazineItem,
  getMagazineItems,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  contentItemSchema,
  contentPageSchema,
  contentWithBodySchema,
  count,
  pageSchemaOf,
  parseData,
  text,
} from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

/** A town's central school that runs its after-school services (ours, see the server's README). */
const centralSchoolSchema = z.extend(contentItemSchema, {
  principal: text,
  phone: text,
  address: text,
  serviceTime: text,
  programmes: z._default(z.array(z.string()), []),
  schoolCount: count,
  participantCount: count,
});
export type CentralSchool = z.infer<typeof centralSchoolSchema>;

const versionSchema = z.looseObject({ version: text, releaseDate: text, notes: text });

/** A page of a list filtered by town and keyword. */
export interface TownFilter {
  townCode: string;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

const paramsOf = (filter: TownFilter) => ({
  townCode: filter.townCode || undefined,
  keyword: filter.keyword || undefined,
  pageNum: filter.pageNum,
  pageSize: filter.pageSize,
});

export const magazineIssuesQuery = queryOptions({
  queryKey: ['after-service', 'issues'],
  queryFn: async () => parseData(z.array(contentItemSchema), await getMagazineIssues(portal)),
});

/** The articles of one issue (`issueId`), or of every issue. */
export const magazineItemsQuery = (issueId: string, filter: TownFilter) =>
  queryOptions({
    queryKey: ['after-service', 'items', issueId, filter],
    queryFn: async () =>
      parseData(
        contentPageSchema,
        await getMagazineItems(portal, { numberId: issueId || undefined, ...paramsOf(filter) }),
      ),
    placeholderData: (previous) => previous,
  });

/** One magazine article (the server counts the view). */
export const magazineItemQuery = (id: string) =>
  queryOptions({
    queryKey: ['after-service', 'item', id],
    queryFn: async () => parseData(contentWithBodySchema, await getMagazineItem(portal, id)),
  });

export const centralSchoolsQuery = (filter: TownFilter) =>
  queryOptions({
    queryKey: ['after-service', 'central-schools', filter],
    queryFn: async () =>
      parseData(pageSchemaOf(centralSchoolSchema), await getCentralSchools(portal, paramsOf(filter))),
    placeholderData: (previous) => previous,
  });

export const latestVersionQuery = queryOptions({
  queryKey: ['after-service', 'version'],
  queryFn: async () => parseData(versionSchema, await getLatestVersion(portal)),
  staleTime: Number.POSITIVE_INFINITY,
});
