/** The three classrooms (ours beside SPEC §2's routes): programmes and their recorded lessons. */
import * as z from 'zod/mini';
import { contentItemSchema, idText, text } from './content-item';

/** A recorded lesson of a programme. */
export const lessonSchema = z.extend(contentItemSchema, {
  lessonDate: text,
  duration: text,
  files: z._default(z.array(z.looseObject({ id: idText, fileName: text, fileExt: text, fileUrl: text })), []),
});
/** A recorded lesson. */
export type Lesson = z.infer<typeof lessonSchema>;

/** A programme with its teacher and lessons. */
export const programmeSchema = z.extend(contentItemSchema, {
  typeName: text,
  schedule: text,
  phaseName: text,
  gradeName: text,
  subjectName: text,
  teacher: z.nullish(z.looseObject({ name: text, title: text, avatar: text, intro: text, schoolName: text })),
  lessons: z._default(z.array(lessonSchema), []),
});
/** A programme. */
export type Programme = z.infer<typeof programmeSchema>;
