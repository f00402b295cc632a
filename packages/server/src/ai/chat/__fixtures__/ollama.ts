import { UPSTREAM_CHAT_TEXT } from '../upstream-chat-text';
import { JSON_BODY, type RecordedStream, SSE } from './recorded-stream';

/*
 * Ollama's OpenAI-compatible endpoint (base URL http://localhost:11434/v1), built from:
 * - https://docs.ollama.com/api/openai-compatibility (docs/api/openai-compatibility.mdx): /v1/chat/completions
 *   with streaming, `reasoning_effort` / `reasoning` for thinking models, `stream_options.include_usage`.
 * - https://github.com/ollama/ollama/blob/main/openai/openai.go: `ChunkChoice{index, delta, finish_reason}`,
 *   `Message.Reasoning` serialised as `"reasoning"` (omitempty), `ToChunk` sets `role: "assistant"` on every
 *   delta, `system_fingerprint: "fp_ollama"`, ids `chatcmpl-<0..998>`, `NewError` → `{"error":{"message",
 *   "type":"not_found_error"|"invalid_request_error"|"api_error","param":null,"code":null}}`; Go's encoder
 *   writes < and > as \u003c and \u003e.
 * - https://github.com/ollama/ollama/blob/main/middleware/openai.go: `data: <chunk>\n\n` per chunk, the usage
 *   chunk only with include_usage (we do not ask), then `data: [DONE]\n\n`; an error after the first chunk
 *   goes through the same writer (status already 200) and comes out as an empty chunk, then the body ends
 *   without [DONE] (server/routes.go `streamResponse`).
 */

/** qwen3:8b thinking: the reasoning in `delta.reasoning`, then the answer in `delta.content`. */
export const ollamaThinking: RecordedStream = {
  name: 'Ollama: a thinking model (delta.reasoning)',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-412","object":"chat.completion.chunk","created":1767861000,"model":"qwen3:8b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"","reasoning":"用户问"},"finish_reason":null}]}

data: {"id":"chatcmpl-412","object":"chat.completion.chunk","created":1767861000,"model":"qwen3:8b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"","reasoning":"长方形的面积。面积等于长乘宽，"},"finish_reason":null}]}

data: {"id":"chatcmpl-412","object":"chat.completion.chunk","created":1767861001,"model":"qwen3:8b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"","reasoning":"5 × 3 = 15，单位是平方厘米。"},"finish_reason":null}]}

data: {"id":"chatcmpl-412","object":"chat.completion.chunk","created":1767861001,"model":"qwen3:8b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"这个长方形的面积是"},"finish_reason":null}]}

data: {"id":"chatcmpl-412","object":"chat.completion.chunk","created":1767861001,"model":"qwen3:8b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":" **15 平方厘米**。\n\n计算：5 × 3 = 15。"},"finish_reason":null}]}

data: {"id":"chatcmpl-412","object":"chat.completion.chunk","created":1767861002,"model":"qwen3:8b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":"stop"}]}

data: [DONE]

`,
  expected: {
    reasoning: '用户问长方形的面积。面积等于长乘宽，5 × 3 = 15，单位是平方厘米。',
    content: '这个长方形的面积是 **15 平方厘米**。\n\n计算：5 × 3 = 15。',
  },
};

/** A model pulled before Ollama parsed its thinking: `<think>` stays in the content, Go-escaped. */
export const ollamaThinkTagsInContent: RecordedStream = {
  name: 'Ollama: thinking left in the content as \\u003cthink\\u003e',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-87","object":"chat.completion.chunk","created":1767861100,"model":"deepseek-r1:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"\u003cthink\u003e"},"finish_reason":null}]}

data: {"id":"chatcmpl-87","object":"chat.completion.chunk","created":1767861100,"model":"deepseek-r1:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"\n好的，先算面积：5 × 3 = 15。\n"},"finish_reason":null}]}

data: {"id":"chatcmpl-87","object":"chat.completion.chunk","created":1767861100,"model":"deepseek-r1:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"\u003c/think\u003e"},"finish_reason":null}]}

data: {"id":"chatcmpl-87","object":"chat.completion.chunk","created":1767861101,"model":"deepseek-r1:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"\n\n面积是 15 平方厘米。"},"finish_reason":null}]}

data: {"id":"chatcmpl-87","object":"chat.completion.chunk","created":1767861101,"model":"deepseek-r1:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":"stop"}]}

data: [DONE]

`,
  expected: { reasoning: '好的，先算面积：5 × 3 = 15。\n', content: '面积是 15 平方厘米。' },
};

/** The model was never pulled on this Ollama: 404 before any chunk. */
export const ollamaModelMissing: RecordedStream = {
  name: 'Ollama: 404 for a model that is not pulled',
  format: 'auto',
  mode: 'deepseek',
  status: 404,
  headers: JSON_BODY,
  body: '{"error":{"message":"model \\"qwen3:8b\\" not found, try pulling it first","type":"not_found_error","param":null,"code":null}}\n',
  expected: {
    reasoning: '',
    content: '',
    error:
      '模型服务找不到所配置的模型或接口（HTTP 404：model "qwen3:8b" not found, try pulling it first）。请联系平台管理员检查模型名称和服务地址。',
  },
};

/** The runner fails mid-answer: an empty chunk, then the body ends without [DONE]. */
export const ollamaCutMidway: RecordedStream = {
  name: 'Ollama: the body stops without [DONE]',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-5","object":"chat.completion.chunk","created":1767861200,"model":"qwen3:8b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"","reasoning":"先想一想。"},"finish_reason":null}]}

data: {"id":"chatcmpl-5","object":"chat.completion.chunk","created":1767861200,"model":"qwen3:8b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"答案是"},"finish_reason":null}]}

data: {"id":"chatcmpl-5","object":"chat.completion.chunk","created":1767861201,"model":"","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"","content":""},"finish_reason":null}]}

`,
  expected: { reasoning: '先想一想。', content: '答案是', error: UPSTREAM_CHAT_TEXT.incomplete },
};

/** num_predict reached: done_reason "length" becomes finish_reason "length". */
export const ollamaCutAtLength: RecordedStream = {
  name: 'Ollama: finish_reason length',
  format: 'auto',
  mode: 'junheng',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-731","object":"chat.completion.chunk","created":1767861300,"model":"qwen2.5:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"第一步，读题；"},"finish_reason":null}]}

data: {"id":"chatcmpl-731","object":"chat.completion.chunk","created":1767861300,"model":"qwen2.5:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"第二步，"},"finish_reason":null}]}

data: {"id":"chatcmpl-731","object":"chat.completion.chunk","created":1767861301,"model":"qwen2.5:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":"length"}]}

data: [DONE]

`,
  expected: { reasoning: '', content: '第一步，读题；第二步，', error: UPSTREAM_CHAT_TEXT.cutAtLength },
};
