/** What one upstream chunk (`chat.completion.chunk`) carries that a reply needs. */
export interface ChatDelta {
  /** `choices[0].delta.content`, or '' when absent. */
  content: string;
  /** `delta.reasoning_content` or `delta.reasoning` (whichever is non-empty), or ''. */
  reasoning: string;
  /** `choices[0].finish_reason` when the chunk carries one. */
  finishReason: string | undefined;
  /** The chunk's top-level `error`, when it has one: its message, or '' when the error has no text. */
  error: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads one parsed chunk, or returns undefined when it is not a chunk at all (not an object, `choices`
 * not an array). Every field is optional and a field of the wrong type reads as absent, because servers
 * differ: a `usage`-only chunk with `choices: []` (OpenAI's include_usage, Ollama, vLLM), role-only
 * deltas, `null` for an unused field (SiliconFlow, DeepSeek), the reasoning as `reasoning_content`
 * (DeepSeek, SiliconFlow, llama.cpp, LM Studio, older vLLM) or `reasoning` (Ollama, OpenRouter, newer
 * vLLM), an `error` string or object beside or instead of `choices` (vLLM, llama.cpp, OpenRouter).
 * Hand-written rather than a zod schema: it runs for every chunk of every stream, and a schema parse per
 * chunk was a visible share of the server's CPU. `readReasoning` false ignores the reasoning fields.
 */
export function readChatDelta(value: unknown, readReasoning: boolean): ChatDelta | undefined {
  if (!isRecord(value)) return undefined;
  const { choices } = value;
  if (choices !== undefined && choices !== null && !Array.isArray(choices)) return undefined;
  const choice: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const delta = isRecord(choice) && isRecord(choice.delta) ? choice.delta : undefined;
  const finishReason = isRecord(choice) && typeof choice.finish_reason === 'string' ? choice.finish_reason : undefined;
  let reasoning = '';
  if (readReasoning && delta) reasoning = textOf(delta.reasoning_content) || textOf(delta.reasoning);
  return {
    content: delta ? textOf(delta.content) : '',
    reasoning,
    finishReason,
    error: errorText(value.error),
  };
}

/** The text of an `error` field: a string, or an object with `message` (OpenAI, vLLM, llama.cpp, OpenRouter). */
function errorText(error: unknown): string | undefined {
  if (error === undefined || error === null || error === false || error === '') return undefined;
  if (typeof error === 'string') return error;
  if (isRecord(error)) return textOf(error.message);
  return '';
}
