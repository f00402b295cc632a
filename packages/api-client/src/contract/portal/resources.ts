/** SPEC §7 "Resources": the rankings (the lists of files are previewable files). */
import * as z from 'zod/mini';
import { count, previewFileSchema, text } from './content-item';

/** One row of a ranking: its place, who (a town, school or teacher) and the totals. */
export const rankingRowSchema = z.looseObject({
  rank: z.coerce.number(),
  townName: text,
  schoolName: text,
  teacherName: text,
  avatar: text,
  resourceCount: count,
  viewCount: count,
});
/** One row of a ranking. */
export type RankingRow = z.infer<typeof rankingRowSchema>;

/** A network-safety file with its public code (the server's field). */
export const safetyFileSchema = z.extend(previewFileSchema, { code: z.nullish(z.string()) });
/** A network-safety file. */
export type SafetyFile = z.infer<typeof safetyFileSchema>;
