import { UPSTREAM_CHAT_TEXT } from '../upstream-chat-text';
import { type RecordedStream, SSE } from './recorded-stream';

/*
 * llama.cpp's `llama-server` (base URL http://<host>:8080/v1; run it on another port beside our server),
 * built from:
 * - https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md, `--reasoning-format FORMAT`:
 *   "none: leaves thoughts unparsed in `message.content`; deepseek: puts thoughts in
 *   `message.reasoning_content`; deepseek-legacy: keeps `<think>` tags in `message.content` while also
 *   populating `message.reasoning_content`" (default auto); streamed as `delta.reasoning_content`.
 * - tools/server/server.cpp: chunks are `{"choices":[{"finish_reason":null,"index":0,"delta":{…}}],
 *   "created","id","model","system_fingerprint","object":"chat.completion.chunk"}`, the first delta is
 *   `{"role":"assistant","content":null}`, the last carries `"usage"` and `"timings"`, then `data: [DONE]`;
 *   an error while streaming is sent as `format_oai_sse({"error": {"code","message","type"}})` and the
 *   stream ends there, without [DONE].
 */

/** `--reasoning-format deepseek` (what auto picks for a DeepSeek-style template). */
export const llamaCppReasoningContent: RecordedStream = {
  name: 'llama.cpp: --reasoning-format deepseek (reasoning_content)',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"choices":[{"finish_reason":null,"index":0,"delta":{"role":"assistant","content":null}}],"created":1767863000,"id":"chatcmpl-nZ8uQ2","model":"DeepSeek-R1-Distill-Qwen-7B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"reasoning_content":"题目问"}}],"created":1767863000,"id":"chatcmpl-nZ8uQ2","model":"DeepSeek-R1-Distill-Qwen-7B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"reasoning_content":"12 的因数：1, 2, 3, 4, 6, 12。"}}],"created":1767863000,"id":"chatcmpl-nZ8uQ2","model":"DeepSeek-R1-Distill-Qwen-7B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"12 共有 6 个因数。"}}],"created":1767863001,"id":"chatcmpl-nZ8uQ2","model":"DeepSeek-R1-Distill-Qwen-7B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":"stop","index":0,"delta":{}}],"created":1767863001,"id":"chatcmpl-nZ8uQ2","model":"DeepSeek-R1-Distill-Qwen-7B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk","usage":{"completion_tokens":58,"prompt_tokens":21,"total_tokens":79},"timings":{"prompt_n":21,"prompt_ms":88.4,"predicted_n":58,"predicted_ms":1203.7}}

data: [DONE]

`,
  expected: { reasoning: '题目问12 的因数：1, 2, 3, 4, 6, 12。', content: '12 共有 6 个因数。' },
};

/** `--reasoning-format none` with Qwen3, which writes `<think>` itself. */
export const llamaCppThinkTags: RecordedStream = {
  name: 'llama.cpp: --reasoning-format none (<think> in the content)',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"choices":[{"finish_reason":null,"index":0,"delta":{"role":"assistant","content":null}}],"created":1767863100,"id":"chatcmpl-Qk2","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"<think>"}}],"created":1767863100,"id":"chatcmpl-Qk2","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"\n用户要一个比喻句的例子。\n"}}],"created":1767863100,"id":"chatcmpl-Qk2","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"</think>"}}],"created":1767863101,"id":"chatcmpl-Qk2","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"\n\n例如：弯弯的月亮像小船。"}}],"created":1767863101,"id":"chatcmpl-Qk2","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"（注意：不要把 <think> 写进作文。）"}}],"created":1767863101,"id":"chatcmpl-Qk2","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":"stop","index":0,"delta":{}}],"created":1767863102,"id":"chatcmpl-Qk2","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk","usage":{"completion_tokens":40,"prompt_tokens":18,"total_tokens":58}}

data: [DONE]

`,
  expected: {
    reasoning: '用户要一个比喻句的例子。\n',
    content: '例如：弯弯的月亮像小船。（注意：不要把 <think> 写进作文。）',
  },
};

/** `--reasoning-format deepseek-legacy`: the thinking both as tags in the content and in the field. */
export const llamaCppLegacyBoth: RecordedStream = {
  name: 'llama.cpp: --reasoning-format deepseek-legacy (tags and field)',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"choices":[{"finish_reason":null,"index":0,"delta":{"role":"assistant","content":null}}],"created":1767863200,"id":"chatcmpl-Lg1","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"<think>\n先列竖式。","reasoning_content":"先列竖式。"}}],"created":1767863200,"id":"chatcmpl-Lg1","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"\n</think>\n\n","reasoning_content":"\n"}}],"created":1767863200,"id":"chatcmpl-Lg1","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"36 × 4 = 144。"}}],"created":1767863201,"id":"chatcmpl-Lg1","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":"stop","index":0,"delta":{}}],"created":1767863201,"id":"chatcmpl-Lg1","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: [DONE]

`,
  expected: { reasoning: '先列竖式。\n', content: '36 × 4 = 144。' },
};

/** The model stops (end of generation) before closing its thinking. */
export const llamaCppUnclosedThinking: RecordedStream = {
  name: 'llama.cpp: a thinking block that never closes',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"choices":[{"finish_reason":null,"index":0,"delta":{"role":"assistant","content":null}}],"created":1767863300,"id":"chatcmpl-Uc4","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"<think>\n这道题要分情况讨论："}}],"created":1767863300,"id":"chatcmpl-Uc4","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"如果 a > 0……"}}],"created":1767863300,"id":"chatcmpl-Uc4","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":"stop","index":0,"delta":{}}],"created":1767863301,"id":"chatcmpl-Uc4","model":"Qwen3-8B-Q4_K_M.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: [DONE]

`,
  expected: {
    reasoning: '这道题要分情况讨论：如果 a > 0……',
    content: UPSTREAM_CHAT_TEXT.unclosedThinking,
  },
};

/** Decoding fails mid-answer: an `error` event, and the stream ends without [DONE]. */
export const llamaCppStreamError: RecordedStream = {
  name: 'llama.cpp: an error object inside the stream, no [DONE]',
  format: 'auto',
  mode: 'junheng',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"choices":[{"finish_reason":null,"index":0,"delta":{"role":"assistant","content":null}}],"created":1767863400,"id":"chatcmpl-Er9","model":"qwen2.5-7b-instruct-q4_k_m.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"古诗《静夜思》"}}],"created":1767863400,"id":"chatcmpl-Er9","model":"qwen2.5-7b-instruct-q4_k_m.gguf","system_fingerprint":"b6123-1d72c841","object":"chat.completion.chunk"}

data: {"error":{"code":500,"message":"Context size has been exceeded.","type":"server_error"}}

`,
  expected: {
    reasoning: '',
    content: '古诗《静夜思》',
    error: UPSTREAM_CHAT_TEXT.streamError('Context size has been exceeded.'),
  },
};
