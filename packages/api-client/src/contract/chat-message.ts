import * as z from 'zod/mini';
import { CHAT_MODELS } from '../constants';
import { orAbsent } from './or-absent';

/** Who wrote a chat message (SPEC §3). */
export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);

/** Who wrote a chat message. */
export type ChatRole = z.infer<typeof chatRoleSchema>;

/**
 * A chat message as the AI service returns it (tolerant): a missing or null `content` reads as '', a
 * null or non-string `reasoning` as absent, unknown keys are kept.
 */
export const chatMessageSchema = z.looseObject({
  role: chatRoleSchema,
  content: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  reasoning: orAbsent(z.string()),
});

/** A chat message: role, content, and the assistant's reasoning when the deep-thinking model wrote it. */
export type ChatMessage = { role: ChatRole; content: string; reasoning?: string | undefined };

/** A chat message inside a request body that stores it (strict; `reasoning` only from the assistant). */
export const chatMessageInputSchema = z
  .strictObject({
    role: chatRoleSchema,
    content: z.string(),
    reasoning: z.optional(z.string()),
  })
  .check(
    z.refine((message) => message.reasoning === undefined || message.role === 'assistant', {
      error: 'only assistant messages carry reasoning',
      path: ['reasoning'],
    }),
  );

/** The chat model: 'junheng' (the education assistant, default) or 'deepseek' (deep thinking R1). */
export const chatModelSchema = z.enum(CHAT_MODELS);

/** The chat model. */
export type ChatModel = z.infer<typeof chatModelSchema>;
