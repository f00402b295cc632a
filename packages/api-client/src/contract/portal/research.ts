/** SPEC §7 "Research portal": the area's overview, activities, results and collections. */
import * as z from 'zod/mini';
import { contentItemSchema, count, previewFileSchema, text } from './content-item';

/** A research file (研究成果, or an activity's video): previewable, with its evaluation. */
export const researchFileSchema = z.extend(previewFileSchema, {
  category: text,
  score: count,
  scoreCount: count,
});
/** A research file. */
export type ResearchFile = z.infer<typeof researchFileSchema>;

/** The area's banner item and its counts. */
export const researchOverviewSchema = z.extend(contentItemSchema, {
  content: text,
  newsCount: count,
  activityCount: count,
  fileCount: count,
});
/** The area's banner item and its counts. */
export type ResearchOverview = z.infer<typeof researchOverviewSchema>;

/** An activity's date, place and state (the server keeps them beside the item). */
const activityFields = { startDate: text, location: text, status: text };
/** An activity (or, in the administrator's lists, a news item) with its date, place and state. */
export const researchActivitySchema = z.extend(contentItemSchema, activityFields);
/** A research activity. */
export type ResearchActivity = z.infer<typeof researchActivitySchema>;

/** A news item or an activity with its body and attached files (an activity's video among them). */
export const researchDetailSchema = z.extend(contentItemSchema, {
  ...activityFields,
  content: text,
  files: z._default(z.array(researchFileSchema), []),
});
/** A news item or an activity with its body and files. */
export type ResearchDetail = z.infer<typeof researchDetailSchema>;

/** One of the signed-in user's collections, with what it points at (null when that was deleted). */
export const researchCollectionSchema = z.looseObject({
  id: z.string(),
  targetId: z.string(),
  targetType: text,
  createDate: text,
  target: z.nullish(contentItemSchema),
});
/** One of the user's collections. */
export type ResearchCollection = z.infer<typeof researchCollectionSchema>;

/** Whether the signed-in user collected a target, and the collection's id when they did. */
export const researchCollectedSchema = z.looseObject({ collected: z.boolean(), id: z.nullish(z.string()) });
/** Whether the user collected a target. */
export type ResearchCollected = z.infer<typeof researchCollectedSchema>;
