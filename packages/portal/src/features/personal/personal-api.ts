import {
  addNewRelation,
  GRADE_LIST_PHASE_IDS,
  getClasses,
  getCollectedApps,
  getGradeList,
  getGradesByPhaseIds,
  getJoinableClasses,
  getMessagePage,
  getMySubmissions,
  getPhaseList,
  getSubjectListByParams,
  getSubjects,
  getTeacherPhases,
  markMessageRead,
  quitClass,
  type ResourceSubmitInput,
  saveSubjects,
  submitResource,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal, sessionPortal } from '../../lib/portal-clients';
import type { MessageFilter } from './personal-tabs';

export type { MyClass, NamedOption as Named, PortalMessage as PersonalMessage } from '@edu/api-client';

/** The phases the grade list covers (SPEC §7: ids 2,3). */
const GRADE_PHASES = new Set<string>(GRADE_LIST_PHASE_IDS.map(String));

const READ_PARAM: Record<MessageFilter, 0 | 1 | undefined> = { all: undefined, unread: 0, read: 1 };

/** The root key of everything here that depends on the user (invalidated after a change). */
export const personalKey = (userId: string) => ['personal', userId] as const;

export const personalQueries = {
  /** The applications the user collected (a collection call: a 401 only clears the user, SPEC §8). */
  collectedApps: (userId: string) =>
    queryOptions({
      queryKey: ['applications', 'collected', userId],
      queryFn: () => getCollectedApps(sessionPortal),
    }),
  /** The user's messages, paged, by read state (message calls go through the session client). */
  messages: (userId: string, filter: MessageFilter, pageNum: number, pageSize: number) =>
    queryOptions({
      queryKey: ['messages', 'mine', userId, 'personal', filter, pageNum, pageSize],
      queryFn: () => getMessagePage(sessionPortal, { isRead: READ_PARAM[filter], pageNum, pageSize }),
      placeholderData: (previous) => previous,
    }),
  myClasses: (userId: string) =>
    queryOptions({
      queryKey: [...personalKey(userId), 'classes'],
      queryFn: () => getClasses(portal),
    }),
  schoolClasses: (userId: string) =>
    queryOptions({
      queryKey: [...personalKey(userId), 'school-classes'],
      queryFn: () => getJoinableClasses(portal),
    }),
  /** The teacher's phases (three-class-admin), else every phase of the grade list (SPEC: ids 2,3). */
  phases: (userId: string) =>
    queryOptions({
      queryKey: [...personalKey(userId), 'phases'],
      queryFn: async () => {
        const mine = await getTeacherPhases(portal);
        if (mine.length > 0) return mine;
        const all = await getPhaseList(portal);
        return all.filter((phase) => GRADE_PHASES.has(phase.id));
      },
    }),
  /** SPEC §7: the grade list asks for phases 2,3. */
  grades: queryOptions({
    queryKey: ['personal', 'grades'],
    queryFn: () => getGradesByPhaseIds(portal),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  /** Every phase (the attribute call), for filing a contribution. */
  allPhases: queryOptions({
    queryKey: ['personal', 'all-phases'],
    queryFn: () => getPhaseList(portal),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  /** A phase's grades (the attribute call). */
  gradesOfPhase: (phaseId: string) =>
    queryOptions({
      queryKey: ['personal', 'grades-of-phase', phaseId],
      queryFn: () => getGradeList(portal, { phaseId }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The subjects a phase teaches (the attribute call). */
  subjectsOfPhase: (phaseId: string) =>
    queryOptions({
      queryKey: ['personal', 'subjects-of-phase', phaseId],
      queryFn: () => getSubjectListByParams(portal, { phaseId }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The user's contributions to the resource centre, newest first, each with where it stands. */
  contributions: (userId: string) =>
    queryOptions({
      queryKey: [...personalKey(userId), 'contributions'],
      queryFn: () => getMySubmissions(portal),
    }),
  /** The subjects of a phase, each `selected` when the user has it. */
  subjects: (userId: string, phaseId: string) =>
    queryOptions({
      queryKey: [...personalKey(userId), 'subjects', phaseId],
      queryFn: () => getSubjects(portal, { phaseId }),
    }),
};

/** Marks a message read (a state-changing GET: same-origin with the cookie). */
export const markRead = (id: string) => markMessageRead(sessionPortal, { id });
/** Joins a class of the user's school, as a student or as a teacher. */
export const joinClass = (classId: string, relation: 'student' | 'teacher') =>
  addNewRelation(portal, { classId, relation });
/** Leaves a class. */
export const leaveClass = (classId: string) => quitClass(portal, classId);
/** Files an uploaded file for review in the resource centre. */
export const contribute = (input: ResourceSubmitInput) => submitResource(portal, input);
/** Saves the user's subjects on the server. */
export const storeSubjects = (subjectIds: readonly string[]) => saveSubjects(portal, subjectIds);
