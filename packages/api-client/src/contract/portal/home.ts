/** SPEC §7 "Home": the data of the home page's calls that are not content items. */
import * as z from 'zod/mini';

/** A town of the education map: its schools by phase. */
export const educationMapTownSchema = z.looseObject({
  townCode: z.string(),
  townName: z.string(),
  schoolCount: z.coerce.number(),
  studentCount: z._default(z.coerce.number(), 0),
  schools: z._default(z.array(z.looseObject({ id: z.string(), name: z.string(), phaseId: z.nullish(z.string()) })), []),
});
/** A town of the education map. */
export type EducationMapTown = z.infer<typeof educationMapTownSchema>;

/** The platform's resource totals. */
export const resourceTotalsSchema = z.looseObject({
  resourceTotal: z._default(z.coerce.number(), 0),
  resourceViews: z._default(z.coerce.number(), 0),
  fileTotal: z._default(z.coerce.number(), 0),
  schoolTotal: z._default(z.coerce.number(), 0),
  teacherTotal: z._default(z.coerce.number(), 0),
});
/** The platform's resource totals. */
export type ResourceTotals = z.infer<typeof resourceTotalsSchema>;

/** The article totals: all articles, and those published yesterday. */
export const articleTotalsSchema = z.looseObject({
  total: z._default(z.coerce.number(), 0),
  yesterday: z._default(z.coerce.number(), 0),
});
/** The article totals. */
export type ArticleTotals = z.infer<typeof articleTotalsSchema>;
