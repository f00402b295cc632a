import {
  countThreeClassFileView,
  GRADE_LIST_PHASE_IDS,
  getGradesByPhaseIds,
  getPhaseList,
  getSubjectListByParams,
  getThreeClassDetails,
  getThreeClassPage,
  getThreeClassTypes,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { listParams } from '../../components/lists/list-params';
import { portal } from '../../lib/portal-clients';

export type { Lesson, Programme } from '@edu/api-client';

/** The programme list's filter. */
export interface ProgrammeFilter {
  type: string;
  phaseId: string;
  gradeId: string;
  subjectId: string;
  pageNum: number;
  pageSize: number;
}

/** The phases the grade list covers (SPEC §7: ids 2,3), which are the phases the programmes serve. */
const PROGRAMME_PHASES = new Set<string>(GRADE_LIST_PHASE_IDS.map(String));

export const threeClassQueries = {
  types: queryOptions({
    queryKey: ['three-class', 'types'],
    queryFn: () => getThreeClassTypes(portal),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  phases: queryOptions({
    queryKey: ['three-class', 'phases'],
    queryFn: async () => (await getPhaseList(portal)).filter((phase) => PROGRAMME_PHASES.has(phase.id)),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  grades: queryOptions({
    queryKey: ['three-class', 'grades'],
    queryFn: () => getGradesByPhaseIds(portal),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  subjects: (phaseId: string) =>
    queryOptions({
      queryKey: ['three-class', 'subjects', phaseId],
      queryFn: () => getSubjectListByParams(portal, phaseId ? { phaseId } : {}),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  programmes: (filter: ProgrammeFilter) =>
    queryOptions({
      queryKey: ['three-class', 'programmes', filter],
      queryFn: () => getThreeClassPage(portal, listParams(filter, ['type', 'phaseId', 'gradeId', 'subjectId'])),
      placeholderData: (previous) => previous,
    }),
  programme: (id: string) =>
    queryOptions({
      queryKey: ['three-class', 'programme', id],
      queryFn: () => getThreeClassDetails(portal, id),
    }),
};

/** Counts one view of a lesson's recording (SPEC §7 file views). */
export const countLessonView = (fileId: string) => countThreeClassFileView(portal, fileId);
