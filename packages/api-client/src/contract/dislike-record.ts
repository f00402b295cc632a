import * as z from 'zod/mini';
import { entityIdInputSchema, entityIdSchema } from './entity-id';
import { feedbackPairInputSchema } from './feedback-pair';
import { messagesFieldSchema } from './messages-field';

/** A dislike record as returned (tolerant). */
export const dislikeRecordSchema = z.looseObject({
  id: entityIdSchema,
  conversationId: entityIdSchema,
  messages: messagesFieldSchema,
  error_code: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((code) => (code === null || code === undefined ? '' : String(code))),
  ),
  error_content: z.pipe(
    z.nullish(z.string()),
    z.transform((content) => content ?? ''),
  ),
});

/** A dislike record: the pair, the chosen reason code and the free comment. */
export type DislikeRecord = z.infer<typeof dislikeRecordSchema>;

/**
 * Body of POST /dislike-conversations (strict). SPEC §5: a chosen reason or a non-blank comment is needed.
 */
export const dislikeInputSchema = z
  .strictObject({
    conversationId: entityIdInputSchema,
    messages: feedbackPairInputSchema,
    error_code: z.union([z.string().check(z.trim(), z.maxLength(64)), z.int()]),
    error_content: z.string().check(z.maxLength(2000)),
  })
  .check(
    z.refine((input) => String(input.error_code) !== '' || input.error_content.trim() !== '', {
      error: 'a reason code or a non-blank comment is required',
      path: ['error_content'],
    }),
  );

/** Body of POST /dislike-conversations. */
export type DislikeInput = z.infer<typeof dislikeInputSchema>;
