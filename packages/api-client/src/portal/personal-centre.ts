/**
 * The personal centre's calls that SPEC §7 "person" does not name (ours, beside `portal/v1/class`): the
 * classes of the user's school they may join, and saving the subjects they teach or study.
 */
import * as z from 'zod/mini';
import type { PortalClient } from './create-portal-client';

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A class of the user's school, with whether the user is in it. */
export const joinableClassSchema = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  className: z.string(),
  gradeId: text,
  gradeName: text,
  phaseId: text,
  phaseName: text,
  headTeacherName: text,
  studentCount: z.pipe(
    z.nullish(z.number()),
    z.transform((value) => value ?? 0),
  ),
  schoolName: text,
  joined: z.boolean(),
  memberRole: text,
});
/** A class of the user's school. */
export type JoinableClass = z.infer<typeof joinableClassSchema>;

/** The saved subjects. */
export const savedSubjectsSchema = z.object({ subjectIds: z.array(z.string()) });

/** GET portal/v1/class/joinable — the classes of the signed-in user's school (none without a school). */
export const getJoinableClasses = (client: PortalClient) =>
  client.get('portal/v1/class/joinable', { schema: z.array(joinableClassSchema) });

/** POST portal/v1/subject/save — replaces the user's subjects (at least one, known subject ids). */
export const saveSubjects = (client: PortalClient, subjectIds: readonly string[]) =>
  client.post('portal/v1/subject/save', { json: { subjectIds }, schema: savedSubjectsSchema });
