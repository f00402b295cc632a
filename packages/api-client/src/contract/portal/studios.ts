/** The studios (三名工作室, ours beside SPEC §2's routes): studios, members, news, work items, schools. */
import * as z from 'zod/mini';
import { contentItemSchema, contentWithBodySchema, count, idText, previewFileSchema, text } from './content-item';

/** A member of a studio, with their role in it. */
export const studioMemberSchema = z.looseObject({
  uid: idText,
  name: text,
  memberRole: text,
  roleName: text,
  title: text,
  schoolName: text,
  avatar: text,
});
/** A member of a studio. */
export type StudioMember = z.infer<typeof studioMemberSchema>;

/** A studio in the list, with its member count. */
export const studioSchema = z.extend(contentItemSchema, { memberCount: count });
/** A studio in the list. */
export type Studio = z.infer<typeof studioSchema>;

/** A studio's page: its host, members, introduction and the counts of what it holds. */
export const studioDetailsSchema = z.extend(contentWithBodySchema, {
  memberCount: count,
  host: z.nullish(studioMemberSchema),
  members: z._default(z.array(studioMemberSchema), []),
  counts: z._default(z.looseObject({ news: count, files: count, ykbk: count, gkyk: count, jyyj: count }), {
    news: 0,
    files: 0,
    ykbk: 0,
    gkyk: 0,
    jyyj: 0,
  }),
});
/** A studio's page. */
export type StudioDetails = z.infer<typeof studioDetailsSchema>;

const studioRefSchema = z.looseObject({ id: idText, title: text });

/** A studio's news item with its body and its studio. */
export const studioNewsDetailsSchema = z.extend(contentWithBodySchema, { studio: studioRefSchema });
/** A studio's news item. */
export type StudioNewsDetails = z.infer<typeof studioNewsDetailsSchema>;

/** A work item (lesson study, public class, research) with its body, files and studio. */
export const studioItemDetailsSchema = z.extend(contentWithBodySchema, {
  kind: text,
  kindName: text,
  studio: studioRefSchema,
  files: z._default(z.array(previewFileSchema), []),
});
/** A work item of a studio. */
export type StudioItemDetails = z.infer<typeof studioItemDetailsSchema>;

/** A school hosting studios, with them. */
export const studioSchoolSchema = z.looseObject({
  id: idText,
  name: text,
  townName: text,
  phaseName: text,
  address: text,
  intro: text,
  cover: text,
  studios: z._default(z.array(z.looseObject({ id: idText, title: text, typeName: text, cover: text })), []),
});
/** A school hosting studios. */
export type StudioSchool = z.infer<typeof studioSchoolSchema>;
