import * as z from 'zod/mini';
import { messageIdInputSchema } from './chat-message';
import { entityIdInputSchema } from './entity-id';

/**
 * The `reply` field of a chat request (ours, issue 34): the turn the server stores in the user's
 * conversation as the reply starts, and into which it writes the answer when the reply ends, whether or not
 * the page is still there. Either a new question (`question`) or another version of an earlier answer
 * (`regenerates`, that answer's id); `answerId` is the id the answer will have. Without `conversationId` the
 * server creates the conversation (titled `title`); with one, it is updated (and retitled `title`).
 */
export const replyTurnSchema = z
  .strictObject({
    conversationId: z.optional(entityIdInputSchema),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    question: z.optional(z.strictObject({ id: messageIdInputSchema, content: z.string() })),
    answerId: messageIdInputSchema,
    regenerates: z.optional(messageIdInputSchema),
  })
  .check(
    z.refine((turn) => (turn.question === undefined) !== (turn.regenerates === undefined), {
      error: 'a turn is either a question or a regeneration',
      path: ['question'],
    }),
  );

/** A turn to store with a reply: a new question, or another version of the answer `regenerates`. */
export type ReplyTurn = z.infer<typeof replyTurnSchema>;
