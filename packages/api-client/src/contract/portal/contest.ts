/** SPEC §7 "Contests": contests, their entries, prizes and results (fields: the reference server's). */
import * as z from 'zod/mini';
import { contentItemSchema, pageSchemaOf, previewFileSchema, text } from './content-item';

/** Whether a contest still runs. */
export type ContestStatus = 'ongoing' | 'finished';

/** A contest: its item fields, period and status. */
export const contestSchema = z.extend(contentItemSchema, {
  startDate: text,
  endDate: text,
  status: z.pipe(
    z.nullish(z.string()),
    z.transform((value): ContestStatus => (value === 'finished' ? 'finished' : 'ongoing')),
  ),
});
/** A contest. */
export type Contest = z.infer<typeof contestSchema>;

/** An entry of a contest: a file with its award, contest (`applyId`), column (`type`) and town. */
export const contestEntrySchema = z.extend(previewFileSchema, {
  award: z.nullish(z.string()),
  applyId: z.nullish(z.union([z.string(), z.number()])),
  type: z.nullish(z.string()),
  townName: z.nullish(z.string()),
});
/** An entry of a contest. */
export type ContestEntry = z.infer<typeof contestEntrySchema>;
/** A page of entries. */
export const contestEntryPageSchema = pageSchemaOf(contestEntrySchema);
/** A page of entries. */
export type ContestEntryPage = z.infer<typeof contestEntryPageSchema>;

/** A prize of a contest and its reward. */
export const contestPrizeSchema = z.extend(contentItemSchema, { reward: text });

/** A finished contest's awarded entries by prize. */
export const contestResultSchema = z.looseObject({
  contest: contentItemSchema,
  prizes: z.array(z.extend(contestPrizeSchema, { entries: z.array(contestEntrySchema) })),
});
/** A contest's result. */
export type ContestResult = z.infer<typeof contestResultSchema>;
