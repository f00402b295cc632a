import {
  getNewestResources,
  getPhaseList,
  getRecommendedResources,
  getSchoolRanking,
  getTeacherRanking,
  getTownRanking,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';

export type { RankingRow } from '@edu/api-client';

/** What a ranking ranks, and by which total. */
export type RankingKind = 'town' | 'school' | 'teacher';
export type RankingMeasure = 'count' | 'views';

const RANKINGS: Record<RankingKind, typeof getTownRanking> = {
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
    queryFn: () => getRecommendedResources(portal, { pageNum, pageSize }),
    placeholderData: (previous) => previous,
  });

/** SPEC §7: the newest resources, searchable by keyword and phase, newest or most viewed first. */
export const newestQuery = (filter: NewestFilter) =>
  queryOptions({
    queryKey: ['resource', 'newest', filter],
    queryFn: () =>
      getNewestResources(portal, {
        keyword: filter.keyword || undefined,
        phaseId: filter.phaseId || undefined,
        sort: filter.sort,
        pageNum: filter.pageNum,
        pageSize: filter.pageSize,
      }),
    placeholderData: (previous) => previous,
  });

/** SPEC §7: the ranking by town, school or teacher. */
export const rankingQuery = (kind: RankingKind, by: RankingMeasure) =>
  queryOptions({
    queryKey: ['resource', 'ranking', kind, by],
    queryFn: () => RANKINGS[kind](portal, { by, limit: 10 }),
    placeholderData: (previous) => previous,
  });

/** The school phases, for the phase filter. */
export const phasesQuery = queryOptions({
  queryKey: ['resource', 'phases'],
  queryFn: () => getPhaseList(portal),
  staleTime: Number.POSITIVE_INFINITY,
});
