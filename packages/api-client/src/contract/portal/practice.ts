/** SPEC §7 "Practice portal": the data of its calls beyond plain content items. */
import * as z from 'zod/mini';
import { contentItemSchema, count, idText, text } from './content-item';

/** An article or an activity with its body, dates and state. */
export const practiceDetailSchema = z.extend(contentItemSchema, {
  content: text,
  startDate: text,
  endDate: text,
  status: text,
});
/** A practice article or activity with its body. */
export type PracticeDetail = z.infer<typeof practiceDetailSchema>;

/** A practice school (the server's fields). */
export const practiceSchoolSchema = z.looseObject({
  id: idText,
  schoolName: text,
  townName: text,
  address: text,
  intro: text,
  motto: text,
  cover: text,
  studentCount: count,
  teacherCount: count,
  viewCount: count,
  infoCount: count,
  albumCount: count,
  videoCount: count,
});
/** A practice school. */
export type PracticeSchool = z.infer<typeof practiceSchoolSchema>;

/** A video with its files. */
export const practiceVideoSchema = z.extend(contentItemSchema, {
  files: z._default(z.array(z.looseObject({ fileUrl: text, fileName: text, fileExt: text })), []),
});
/** A practice video. */
export type PracticeVideo = z.infer<typeof practiceVideoSchema>;

/** A picture of an album. */
export const pictureSchema = z.extend(contentItemSchema, { url: text });
/** A picture of an album. */
export type Picture = z.infer<typeof pictureSchema>;

/** A comment or reply (SPEC §3). */
export const practiceReplySchema = z.looseObject({
  id: idText,
  parentId: z.nullish(idText),
  creator: z.pipe(
    z.nullish(idText),
    z.transform((value) => value ?? ''),
  ),
  creatorName: text,
  avatar: text,
  content: text,
  createDate: text,
});
/** A reply to a comment. */
export type PracticeReply = z.infer<typeof practiceReplySchema>;
/** A comment and its replies (SPEC §3). */
export const practiceCommentSchema = z.extend(practiceReplySchema, {
  children: z._default(z.array(practiceReplySchema), []),
});
/** A comment and its replies. */
export type PracticeComment = z.infer<typeof practiceCommentSchema>;

/** What a view-counting call answers: the item's new count when the server gives one. */
export const viewCountSchema = z.looseObject({ viewCount: z.optional(z.coerce.number()) });
