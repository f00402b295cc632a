/**
 * How an OpenAI-compatible upstream hands over the model's thinking (the setting AI_REASONING_FORMAT):
 *
 * - `auto`: a `delta.reasoning_content` or `delta.reasoning` field, whichever the chunk carries, and a
 *   `<think>` / `<thinking>` tag that opens the content (split out of the answer). Fits every server
 *   the server README lists without further setup.
 * - `field`: only the two fields; the content is passed through verbatim, tags and all (a model whose
 *   answers may legitimately begin with `<think>`).
 * - `think-tags`: the thinking is in the content only, fields are ignored; the deep-thinking model's
 *   reply starts inside the thinking even without an opening tag, because templates such as QwQ's and
 *   the DeepSeek-R1 distills' put `<think>` into the prompt and the model only writes `</think>`.
 * - `none`: no reasoning at all: fields are ignored and the content is passed through verbatim.
 */
export const REASONING_FORMATS = ['auto', 'field', 'think-tags', 'none'] as const;

/** One of {@link REASONING_FORMATS}. */
export type ReasoningFormat = (typeof REASONING_FORMATS)[number];
