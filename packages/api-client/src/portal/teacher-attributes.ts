/** SPEC §7 "Teacher, attributes": phases, grades, subjects, semesters and book periods. */

import * as z from 'zod/mini';
import { GRADE_LIST_PHASE_IDS } from '../constants';
import { namedOptionSchema } from '../contract/portal/content-item';
import { gradeSchema } from '../contract/portal/person';
import type { PortalClient, PortalParams } from './create-portal-client';

/** POST three-class-admin/front/classes/info/selectNjxxByPhaseIds?phaseIds= — grades of phases (default 2,3). */
export const getGradesByPhaseIds = (client: PortalClient, phaseIds: readonly number[] = GRADE_LIST_PHASE_IDS) =>
  client.post('three-class-admin/front/classes/info/selectNjxxByPhaseIds', {
    params: { phaseIds: phaseIds.join(',') },
    schema: z.array(gradeSchema),
  });
/** POST resource/v3/attribute/getSubjectListByParams — subjects matching phase/grade. */
export const getSubjectListByParams = (client: PortalClient, body: unknown) =>
  client.post('resource/v3/attribute/getSubjectListByParams', { json: body, schema: z.array(namedOptionSchema) });
/** GET three-class-admin/admin/teacher/info/phase/list — the teacher's phases. */
export const getTeacherPhases = (client: PortalClient, params?: PortalParams) =>
  client.get('three-class-admin/admin/teacher/info/phase/list', { params, schema: z.array(namedOptionSchema) });
/** POST three-class-admin/admin/teacher/info/getSubjectList — the teacher's subjects. */
export const getTeacherSubjects = (client: PortalClient, body?: unknown) =>
  client.post('three-class-admin/admin/teacher/info/getSubjectList', {
    json: body ?? {},
    schema: z.array(namedOptionSchema),
  });
/** GET resource/v2/attribute/getPhaseList. */
export const getPhaseList = (client: PortalClient, params?: PortalParams) =>
  client.get('resource/v2/attribute/getPhaseList', { params, schema: z.array(namedOptionSchema) });
/** GET resource/v2/attribute/getGradeList. */
export const getGradeList = (client: PortalClient, params?: PortalParams) =>
  client.get('resource/v2/attribute/getGradeList', { params, schema: z.array(namedOptionSchema) });
/** GET resource/v2/attribute/getSemetersListByParams (spelled as the backend spells it). */
export const getSemesterList = (client: PortalClient, params?: PortalParams) =>
  client.get('resource/v2/attribute/getSemetersListByParams', { params, schema: z.array(namedOptionSchema) });
/** GET resource/v2/book/getBookPeriodList. */
export const getBookPeriodList = (client: PortalClient, params?: PortalParams) =>
  client.get('resource/v2/book/getBookPeriodList', { params, schema: z.array(namedOptionSchema) });
