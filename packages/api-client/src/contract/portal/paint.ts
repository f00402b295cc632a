/** SPEC §7 "Paint": the award lists. */
import * as z from 'zod/mini';
import { contentItemSchema, text } from './content-item';

/** A painting on the award list: the work, its award, its student (summary) and teacher. */
export const paintingSchema = z.extend(contentItemSchema, { awardName: text, teacher: text });
/** A painting on the award list. */
export type Painting = z.infer<typeof paintingSchema>;
