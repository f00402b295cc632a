/** The exhibitions (ours beside SPEC §2's /exhibition): halls of awarded works and practice albums. */
import * as z from 'zod/mini';
import { contentItemSchema, previewFileSchema, text } from './content-item';

/** An exhibition: where it shows (hall), when, who curated it and how many exhibits it has. */
export const exhibitionSchema = z.extend(contentItemSchema, {
  hall: text,
  curator: text,
  startDate: text,
  endDate: text,
  exhibitCount: z._default(z.coerce.number(), 0),
});
/** An exhibition. */
export type Exhibition = z.infer<typeof exhibitionSchema>;

/** An exhibit: an awarded contest entry (a file), a painting, or a practice album with its pictures. */
export const exhibitSchema = z.discriminatedUnion('exhibitType', [
  z.looseObject({
    exhibitType: z.literal('entry'),
    id: z.string(),
    title: text,
    award: text,
    creatorName: text,
    schoolName: text,
    contestTitle: text,
    file: previewFileSchema,
  }),
  z.extend(contentItemSchema, { exhibitType: z.literal('paint'), award: text }),
  z.extend(contentItemSchema, {
    exhibitType: z.literal('album'),
    pictures: z._default(z.array(z.looseObject({ id: z.string(), title: text, cover: text })), []),
  }),
]);
/** An exhibit. */
export type Exhibit = z.infer<typeof exhibitSchema>;

/** An exhibition with its exhibits. */
export const exhibitionDetailsSchema = z.extend(exhibitionSchema, { exhibits: z.array(exhibitSchema) });
/** An exhibition with its exhibits. */
export type ExhibitionDetails = z.infer<typeof exhibitionDetailsSchema>;
