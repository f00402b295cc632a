import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { type ProgrammeFilter, threeClassQueries } from './three-classrooms-api';

export const FIRST_PROGRAMME_PAGE: ProgrammeFilter = {
  type: '',
  phaseId: '',
  gradeId: '',
  subjectId: '',
  pageNum: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [
    threeClassQueries.types,
    threeClassQueries.phases,
    threeClassQueries.grades,
    threeClassQueries.subjects(FIRST_PROGRAMME_PAGE.phaseId),
    threeClassQueries.programmes(FIRST_PROGRAMME_PAGE),
  ]);
