import * as z from 'zod/mini';
import { DEFAULT_CONVERSATION_TITLE } from '../constants';
import { chatMessageInputSchema } from './chat-message';
import { entityIdSchema } from './entity-id';
import { messagesFieldSchema } from './messages-field';

/** A stored conversation as the AI service returns it (tolerant; a JSON-string `messages` is parsed). */
export const conversationSchema = z.looseObject({
  id: entityIdSchema,
  uid: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.pipe(
    z.nullish(z.string()),
    z.transform((title) => title || DEFAULT_CONVERSATION_TITLE),
  ),
  messages: messagesFieldSchema,
});

/** A stored conversation. */
export type Conversation = z.infer<typeof conversationSchema>;

/** The owner's uid inside a request: a non-empty string. */
export const uidInputSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** Body of POST /conversations and PUT /conversations/{id} (strict). */
export const conversationInputSchema = z.strictObject({
  uid: uidInputSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  messages: z.array(chatMessageInputSchema),
});

/** Body of POST /conversations and PUT /conversations/{id}. */
export type ConversationInput = z.infer<typeof conversationInputSchema>;

/** Data of POST /conversations: the new id. */
export const createdConversationSchema = z.looseObject({ id: entityIdSchema });

/** Data of POST /conversations. */
export type CreatedConversation = z.infer<typeof createdConversationSchema>;
