import { z } from 'zod';
import { entityIdInputSchema, entityIdSchema } from './entity-id';
import { feedbackPairInputSchema } from './feedback-pair';
import { messagesFieldSchema } from './messages-field';

/** A dislike record as returned (tolerant). */
export const dislikeRecordSchema = z.looseObject({
  id: entityIdSchema,
  conversationId: entityIdSchema,
  messages: messagesFieldSchema,
  error_code: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((code) => (code === null || code === undefined ? '' : String(code))),
  error_content: z
    .string()
    .nullish()
    .transform((content) => content ?? ''),
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
    error_code: z.union([z.string().trim().max(64), z.int()]),
    error_content: z.string().max(2000),
  })
  .refine((input) => String(input.error_code) !== '' || input.error_content.trim() !== '', {
    message: 'a reason code or a non-blank comment is required',
    path: ['error_content'],
  });

/** Body of POST /dislike-conversations. */
export type DislikeInput = z.infer<typeof dislikeInputSchema>;
