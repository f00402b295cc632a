import { z } from 'zod';
import {
  CHAT_MAX_TOKENS_LIMIT,
  CHAT_PROVIDER,
  CHAT_TEMPERATURE_DEFAULT,
  CHAT_TEMPERATURE_MAX,
  CHAT_TEMPERATURE_MIN,
} from '../constants';
import { chatRoleSchema } from './chat-message';

/**
 * Body of POST /chat and POST /reasoning (strict). Messages carry only `role` and `content`: a stored
 * `reasoning` is never sent back to the model.
 */
export const chatRequestSchema = z.strictObject({
  messages: z.array(z.strictObject({ role: chatRoleSchema, content: z.string() })).min(1),
  stream: z.boolean().default(true),
  temperature: z.number().min(CHAT_TEMPERATURE_MIN).max(CHAT_TEMPERATURE_MAX).default(CHAT_TEMPERATURE_DEFAULT),
  max_tokens: z.int().min(1).max(CHAT_MAX_TOKENS_LIMIT).optional(),
  provider: z.literal(CHAT_PROVIDER).default(CHAT_PROVIDER),
});

/** A chat request after defaults are applied. */
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A chat request as a caller may write it (defaults not yet applied). */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

/** A message as sent to the chat endpoint. */
export type ChatRequestMessage = ChatRequest['messages'][number];
