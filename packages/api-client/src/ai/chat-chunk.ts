import { z } from 'zod';

const textSchema = z.string().optional().catch(undefined);

const choiceSchema = z.looseObject({
  content: textSchema,
  reasoning_content: textSchema,
  // OpenAI-compatible upstreams put the text under `delta` (stream) or `message` (non-stream).
  delta: z.looseObject({ content: textSchema, reasoning_content: textSchema }).optional().catch(undefined),
  message: z.looseObject({ content: textSchema, reasoning_content: textSchema }).optional().catch(undefined),
});

/** The `error` field: a string, or an OpenAI-style `{ message }` object. */
const errorSchema = z
  .union([z.string(), z.looseObject({ message: z.string() })])
  .transform((error) => (typeof error === 'string' ? error : error.message));

/**
 * One chat reply body or stream event (tolerant): `choices[0].content` / `reasoning_content`, or an
 * `error` (DESIGN.md contract; OpenAI `delta`/`message` shapes accepted too).
 */
export const chatChunkSchema = z.looseObject({
  choices: z.array(choiceSchema).optional().catch(undefined),
  error: errorSchema.optional().catch(undefined),
});

/** The texts and the error one chunk carries. */
export interface ChatChunkParts {
  content: string;
  reasoning: string;
  error: string | undefined;
}

/** Pulls answer text, reasoning and error out of a parsed chunk. */
export function chatChunkParts(chunk: z.infer<typeof chatChunkSchema>): ChatChunkParts {
  const choice = chunk.choices?.[0];
  return {
    content: choice?.content ?? choice?.delta?.content ?? choice?.message?.content ?? '',
    reasoning:
      choice?.reasoning_content ?? choice?.delta?.reasoning_content ?? choice?.message?.reasoning_content ?? '',
    error: chunk.error || undefined,
  };
}
