import * as z from 'zod/mini';
import { CHAT_MODELS, MESSAGE_ID_MAX_CHARS, MESSAGE_VERSIONS_MAX, THINKING_TIME_MAX_MS } from '../constants';
import { orAbsent } from './or-absent';

/** Who wrote a chat message (SPEC §3). */
export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);

/** Who wrote a chat message. */
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** One version of an assistant answer (issue #16: regenerate keeps the earlier ones). */
export interface MessageVersion {
  /** The answer's stable id (the message `id` while this version is shown). */
  id: string;
  content: string;
  reasoning?: string | undefined;
  /** How long the model thought before this version's answer, in milliseconds (issue #30). */
  thinkingMs?: number | undefined;
}

/** A thinking time as stored: whole milliseconds, at most THINKING_TIME_MAX_MS. */
export const thinkingMsSchema = z.int().check(z.gte(0), z.lte(THINKING_TIME_MAX_MS));

const versionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  reasoning: orAbsent(z.string()),
  thinkingMs: orAbsent(thinkingMsSchema),
});

/**
 * A chat message as the AI service returns it (tolerant): a missing or null `content` reads as '', a
 * null or non-string `reasoning` as absent, unknown keys are kept. The optional fields of issue #16
 * (`id`, `versions`) and #30 (`thinkingMs`) read as absent when malformed, so a hand-edited record still
 * loads.
 */
export const chatMessageSchema = z.looseObject({
  role: chatRoleSchema,
  content: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  reasoning: orAbsent(z.string()),
  thinkingMs: orAbsent(thinkingMsSchema),
  id: orAbsent(z.string().check(z.minLength(1))),
  versions: orAbsent(z.array(versionSchema)),
  replyId: orAbsent(z.string().check(z.minLength(1))),
  interrupted: orAbsent(z.boolean()),
});

/**
 * A chat message: role, content, and the assistant's reasoning when the deep-thinking model wrote it
 * (SPEC §3). Optional fields go beyond SPEC without changing what it means: `id`, a stable id the client
 * gives each message (feedback and versions follow it across regenerations and reloads, issue #16); on an
 * assistant message `versions`, every version of the answer, oldest first, the shown one included
 * (issue #16), and `thinkingMs`, how long the model thought before answering (issue #30: '已深度思考（用时
 * 12 秒）' after a reload too). `content`, `reasoning` and `thinkingMs` are always the shown answer's, so
 * a client that ignores the new fields reads SPEC's conversation.
 *
 * Two more belong to the server's reply jobs (issue 34): `replyId` marks an answer the server is still
 * writing (its content is the placeholder until the reply ends; a client follows the reply by this id), and
 * `interrupted` an answer whose reply was cut off because the server copy writing it stopped: the content is
 * what was received before that.
 */
export type ChatMessage = {
  role: ChatRole;
  content: string;
  reasoning?: string | undefined;
  thinkingMs?: number | undefined;
  id?: string | undefined;
  versions?: MessageVersion[] | undefined;
  replyId?: string | undefined;
  interrupted?: boolean | undefined;
};

/** A message id inside a request body: a non-empty string of at most MESSAGE_ID_MAX_CHARS. */
export const messageIdInputSchema = z.string().check(z.minLength(1), z.maxLength(MESSAGE_ID_MAX_CHARS));

/**
 * A chat message inside a request body that stores it (strict; `reasoning`, `thinkingMs` and `versions`
 * only from the assistant).
 */
export const chatMessageInputSchema = z
  .strictObject({
    role: chatRoleSchema,
    content: z.string(),
    reasoning: z.optional(z.string()),
    thinkingMs: z.optional(thinkingMsSchema),
    id: z.optional(messageIdInputSchema),
    versions: z.optional(
      z
        .array(
          z.strictObject({
            id: messageIdInputSchema,
            content: z.string(),
            reasoning: z.optional(z.string()),
            thinkingMs: z.optional(thinkingMsSchema),
          }),
        )
        .check(z.minLength(1), z.maxLength(MESSAGE_VERSIONS_MAX)),
    ),
    replyId: z.optional(messageIdInputSchema),
    interrupted: z.optional(z.boolean()),
  })
  .check(
    z.refine((message) => message.reasoning === undefined || message.role === 'assistant', {
      error: 'only assistant messages carry reasoning',
      path: ['reasoning'],
    }),
    z.refine((message) => message.thinkingMs === undefined || message.role === 'assistant', {
      error: 'only assistant messages carry a thinking time',
      path: ['thinkingMs'],
    }),
    z.refine((message) => message.versions === undefined || message.role === 'assistant', {
      error: 'only assistant messages carry versions',
      path: ['versions'],
    }),
    z.refine(
      (message) => (message.replyId === undefined && message.interrupted === undefined) || message.role === 'assistant',
      { error: 'only assistant messages carry a reply', path: ['replyId'] },
    ),
  );

/** The chat model: 'junheng' (the education assistant, default) or 'deepseek' (deep thinking R1). */
export const chatModelSchema = z.enum(CHAT_MODELS);

/** The chat model. */
export type ChatModel = z.infer<typeof chatModelSchema>;
