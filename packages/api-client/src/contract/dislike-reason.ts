import * as z from 'zod/mini';

/** One reason offered in the dislike dialog (GET /dislike-conversations/config). */
export const dislikeReasonSchema = z.looseObject({
  code: z.union([z.string(), z.number()]),
  name: z.string(),
});

/** One reason offered in the dislike dialog. */
export type DislikeReason = z.infer<typeof dislikeReasonSchema>;
