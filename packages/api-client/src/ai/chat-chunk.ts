import * as z from 'zod/mini';
import { orAbsent } from '../contract/or-absent';

// A field of the wrong type reads as absent instead of failing the whole chunk.
const textSchema = orAbsent(z.string());

const textPartsSchema = z.looseObject({ content: textSchema, reasoning_content: textSchema });

const choiceSchema = z.looseObject({
  content: textSchema,
  reasoning_content: textSchema,
  // OpenAI-compatible upstreams put the text under `delta` (stream) or `message` (non-stream).
  delta: orAbsent(textPartsSchema),
  message: orAbsent(textPartsSchema),
});

/** The `error` field: a string, or an OpenAI-style `{ message }` object. */
const errorSchema = z.pipe(
  z.union([z.string(), z.looseObject({ message: z.string() })]),
  z.transform((error) => (typeof error === 'string' ? error : error.message)),
);

/**
 * One chat reply body or stream event (tolerant): `choices[0].content` / `reasoning_content`, or an
 * `error` (DESIGN.md contract; OpenAI `delta`/`message` shapes accepted too), or ours: `refused`, the calm
 * message that replaces an answer the school rules withdrew (issue 35).
 */
export const chatChunkSchema = z.looseObject({
  choices: orAbsent(z.array(choiceSchema)),
  error: orAbsent(errorSchema),
  refused: orAbsent(z.string()),
});

/** The texts, the error and the refusal one chunk carries. */
export interface ChatChunkParts {
  content: string;
  reasoning: string;
  error: string | undefined;
  refused: string | undefined;
}

/** Pulls answer text, reasoning, error and refusal out of a parsed chunk. */
export function chatChunkParts(chunk: z.infer<typeof chatChunkSchema>): ChatChunkParts {
  const choice = chunk.choices?.[0];
  return {
    content: choice?.content ?? choice?.delta?.content ?? choice?.message?.content ?? '',
    reasoning:
      choice?.reasoning_content ?? choice?.delta?.reasoning_content ?? choice?.message?.reasoning_content ?? '',
    error: chunk.error || undefined,
    refused: chunk.refused || undefined,
  };
}
