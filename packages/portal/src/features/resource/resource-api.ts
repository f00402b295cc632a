import {
  getNewestResources,
  getPhaseList,
  getRecommendedResources,
  getSchoolRanking,
  getTeacherRanking,
  getTownRanking,
  type PortalClient,
  type PortalParams,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { previewFileSchema } from '../../components/file-preview/preview-file';
import { count, pageSchemaOf, parseData, text } from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

const filePageSchema = pageSchemaOf(previewFileSchema);

/** One row of a ranking: its place, who (a town, school or teacher) and the totals. */
const rankingRowSchema = z.looseObject({
  rank: z.coerce.number(),
  townName: text,
  schoolName: text,
  teacherName: text,
  avatar: text,
  resourceCount: count,
  viewCount: count,
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

/** What a ranking ranks, and by which total. */
export type RankingKind = 'town' | 'school' | 'teacher';
export type RankingMeasure = 'count' | 'views';

const RANKINGS: Record<RankingKind, (client: PortalClient, params?: PortalParams) => Promise<unknown>> = {
  town: getTownRanking,
  school: getSchoolRanking,
  teacher: getTeacherRanking,
};

/** The newest resources' filters. */
export interface NewestFilter {
  keyword: string;
  phaseId: string;
  sort: 'newest' | 'views';
  pageNum: number;
  pageSize: number;
}

/** SPEC §7: recommended resources, paged. */
export const recommendedQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['resource', 'recommended', pageNum, pageSize],
    queryFn: async () => parseData(filePageSchema, await getRecommendedResources(portal, { pageNum, pageSize })),
    placeholderData: (previous) => previous,
  });

/** SPEC §7: the newest resources, searchable by keyword and phase, newest or most viewed first. */
export const newestQuery = (filter: NewestFilter) =>
  queryOptions({
    queryKey: ['resource', 'newest', filter],
    queryFn: async () =>
      parseData(
        filePageSchema,
        await getNewestResources(portal, {
          keyword: filter.keyword || undefined,
          phaseId: filter.phaseId || undefined,
          sort: filter.sort,
          pageNum: filter.pageNum,
          pageSize: filter.pageSize,
        }),
      ),
    placeholderData: (previous) => previous,
  });

/** SPEC §7: the ranking by town, school or teacher. */
export const rankingQuery = (kind: RankingKind, by: RankingMeasure) =>
  queryOptions({
    queryKey: ['resource', 'ranking', kind, by],
    queryFn: async () => parseData(z.array(rankingRowSchema), await RANKINGS[kind](portal, { by, limit: 10 })),
    placeholderData: (previous) => previous,
  });

/** The school phases, for the phase filter. */
export const phasesQuery = queryOptions({
  queryKey: ['resource', 'phases'],
  queryFn: async () =>
    parseData(
      z.array(z.looseObject({ id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)), name: z.string() })),
      await getPhaseList(portal),
    ),
  staleTime: Number.POSITIVE_INFINITY,
});
