import * as z from 'zod/mini';
import { entityIdInputSchema, entityIdSchema } from './entity-id';
import { feedbackPairInputSchema } from './feedback-pair';
import { messagesFieldSchema } from './messages-field';

/** A like record as returned (tolerant). */
export const likeRecordSchema = z.looseObject({
  id: entityIdSchema,
  conversationId: entityIdSchema,
  messages: messagesFieldSchema,
});

/** A like record: the conversation and the question-answer pair that was liked. */
export type LikeRecord = z.infer<typeof likeRecordSchema>;

/** Body of POST /like-conversations (strict). */
export const likeInputSchema = z.strictObject({
  conversationId: entityIdInputSchema,
  messages: feedbackPairInputSchema,
});

/** Body of POST /like-conversations. */
export type LikeInput = z.infer<typeof likeInputSchema>;
