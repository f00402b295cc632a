/** SPEC §7 "Person" and "Teacher, attributes": the user's classes, grades and subjects. */
import * as z from 'zod/mini';
import { idText, text } from './content-item';

/** A class the user is in (GET portal/v1/class). */
export const myClassSchema = z.looseObject({
  id: idText,
  className: text,
  gradeName: text,
  phaseName: text,
  headTeacherName: text,
  studentCount: z._default(z.coerce.number(), 0),
  schoolName: text,
  memberRole: text,
  joinDate: text,
});
/** A class the user is in. */
export type MyClass = z.infer<typeof myClassSchema>;

/** A grade and its phase. */
export const gradeSchema = z.looseObject({ id: idText, name: z.string(), phaseId: idText });
/** A grade. */
export type Grade = z.infer<typeof gradeSchema>;

/** A subject, `selected` when the signed-in user teaches or studies it. */
export const subjectSchema = z.looseObject({ id: idText, name: z.string(), selected: z._default(z.boolean(), false) });
/** A subject. */
export type Subject = z.infer<typeof subjectSchema>;
