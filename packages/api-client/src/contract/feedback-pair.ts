import * as z from 'zod/mini';

/**
 * The message pair a like or dislike is about, in a request body (strict): the user's question, then the
 * assistant's answer (SPEC §3).
 */
export const feedbackPairInputSchema = z.tuple([
  z.strictObject({ role: z.literal('user'), content: z.string() }),
  z.strictObject({ role: z.literal('assistant'), content: z.string(), reasoning: z.optional(z.string()) }),
]);

/** The question-and-answer pair a feedback record is about. */
export type FeedbackPairInput = z.infer<typeof feedbackPairInputSchema>;
