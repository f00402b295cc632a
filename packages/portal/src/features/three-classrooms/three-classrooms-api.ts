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
import * as z from 'zod/mini';
import { contentItemSchema, contentPageSchema, parseData, text } from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

const idText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const named = z.array(z.looseObject({ id: idText, name: z.string() }));

const lessonSchema = z.extend(contentItemSchema, {
  lessonDate: text,
  duration: text,
  files: z._default(z.array(z.looseObject({ id: idText, fileName: text, fileExt: text, fileUrl: text })), []),
});
export type Lesson = z.infer<typeof lessonSchema>;

const programmeSchema = z.extend(contentItemSchema, {
  typeName: text,
  schedule: text,
  phaseName: text,
  gradeName: text,
  subjectName: text,
  teacher: z.nullish(z.looseObject({ name: text, title: text, avatar: text, intro: text, schoolName: text })),
  lessons: z._default(z.array(lessonSchema), []),
});
export type Programme = z.infer<typeof programmeSchema>;

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
    queryFn: async () => parseData(named, await getThreeClassTypes(portal)),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  phases: queryOptions({
    queryKey: ['three-class', 'phases'],
    queryFn: async () => parseData(named, await getPhaseList(portal)).filter((phase) => PROGRAMME_PHASES.has(phase.id)),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  grades: queryOptions({
    queryKey: ['three-class', 'grades'],
    queryFn: async () =>
      parseData(
        z.array(z.looseObject({ id: idText, name: z.string(), phaseId: idText })),
        await getGradesByPhaseIds(portal),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  subjects: (phaseId: string) =>
    queryOptions({
      queryKey: ['three-class', 'subjects', phaseId],
      queryFn: async () => parseData(named, await getSubjectListByParams(portal, phaseId ? { phaseId } : {})),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  programmes: (filter: ProgrammeFilter) =>
    queryOptions({
      queryKey: ['three-class', 'programmes', filter],
      queryFn: async () =>
        parseData(
          contentPageSchema,
          await getThreeClassPage(portal, {
            pageNum: filter.pageNum,
            pageSize: filter.pageSize,
            type: filter.type || undefined,
            phaseId: filter.phaseId || undefined,
            gradeId: filter.gradeId || undefined,
            subjectId: filter.subjectId || undefined,
          }),
        ),
      placeholderData: (previous) => previous,
    }),
  programme: (id: string) =>
    queryOptions({
      queryKey: ['three-class', 'programme', id],
      queryFn: async () => parseData(programmeSchema, await getThreeClassDetails(portal, id)),
    }),
};

/** Counts one view of a lesson's recording (SPEC §7 file views). */
export const countLessonView = (fileId: string) => countThreeClassFileView(portal, fileId);
