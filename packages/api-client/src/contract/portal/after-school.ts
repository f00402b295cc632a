/** SPEC §7 "After-school": towns, central schools and the app version. */
import * as z from 'zod/mini';
import { contentItemSchema, count, text } from './content-item';

/** A town of the town dictionary (SPEC §7 dicType = town): the filters' town choices. */
export const townOptionSchema = z.looseObject({ value: z.string(), label: z.string() });
/** A town of the dictionary. */
export type TownOption = z.infer<typeof townOptionSchema>;

/** A town's central school that runs its after-school services (ours, see the server's README). */
export const centralSchoolSchema = z.extend(contentItemSchema, {
  principal: text,
  phone: text,
  address: text,
  serviceTime: text,
  programmes: z._default(z.array(z.string()), []),
  schoolCount: count,
  participantCount: count,
});
/** A central school. */
export type CentralSchool = z.infer<typeof centralSchoolSchema>;

/** The latest version of the resource app. */
export const appVersionSchema = z.looseObject({ version: text, releaseDate: text, notes: text });
/** The latest version of the resource app. */
export type AppVersion = z.infer<typeof appVersionSchema>;
