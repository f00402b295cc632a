import * as z from 'zod/mini';
import {
  CHAT_MAX_TOKENS_LIMIT,
  CHAT_PROVIDER,
  CHAT_TEMPERATURE_DEFAULT,
  CHAT_TEMPERATURE_MAX,
  CHAT_TEMPERATURE_MIN,
} from '../constants';
import { assistantModeIdSchema } from './assistant-mode';
import { chatRoleSchema } from './chat-message';
import { replyTurnSchema } from './reply-turn';

/**
 * Body of POST /chat and POST /reasoning (strict). Messages carry only `role` and `content`: a stored
 * `reasoning` is never sent back to the model. `reply` (ours, optional) names the conversation turn the
 * server stores the reply in (see {@link replyTurnSchema}); SPEC's callers leave it out.
 */
export const chatRequestSchema = z.strictObject({
  messages: z.array(z.strictObject({ role: chatRoleSchema, content: z.string() })).check(z.minLength(1)),
  stream: z._default(z.boolean(), true),
  temperature: z._default(
    z.number().check(z.gte(CHAT_TEMPERATURE_MIN), z.lte(CHAT_TEMPERATURE_MAX)),
    CHAT_TEMPERATURE_DEFAULT,
  ),
  max_tokens: z.optional(z.int().check(z.gte(1), z.lte(CHAT_MAX_TOKENS_LIMIT))),
  provider: z._default(z.literal(CHAT_PROVIDER), CHAT_PROVIDER),
  /**
   * The mode an embedding site asks for its visitors (the element's `mode` attribute, issue 35). The server
   * applies it only when it is at least as strict as the user's own mode; it never loosens anything.
   */
  assistant_mode: z.optional(assistantModeIdSchema),
  reply: z.optional(replyTurnSchema),
});

/** A chat request after defaults are applied. */
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A chat request as a caller may write it (defaults not yet applied). */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

/** A message as sent to the chat endpoint. */
export type ChatRequestMessage = ChatRequest['messages'][number];
