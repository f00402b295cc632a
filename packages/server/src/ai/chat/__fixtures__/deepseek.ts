import { UPSTREAM_CHAT_TEXT } from '../upstream-chat-text';
import { JSON_BODY, type RecordedStream, SSE } from './recorded-stream';

/*
 * DeepSeek's API (base URL https://api.deepseek.com/v1; models deepseek-chat and deepseek-reasoner),
 * built from:
 * - https://api-docs.deepseek.com/guides/reasoning_model (zh-cn: /zh-cn/guides/reasoning_model):
 *   `reasoning_content` "与 content 同级"; streamed as `delta.reasoning_content`, then `delta.content`.
 * - https://api-docs.deepseek.com/quick_start/rate_limit: under load "streaming requests: continuously
 *   return SSE keep-alive comments (`: keep-alive`)" until inference starts.
 * - https://api-docs.deepseek.com/quick_start/error_codes: 400 Invalid Format, 401 Authentication Fails,
 *   402 Insufficient Balance, 422 Invalid Parameters, 429 Rate Limit Reached, 500, 503 Server Overloaded.
 *   The page does not show the body; it is written here in OpenAI's `{"error":{"message","type","param",
 *   "code"}}` shape with the status's description as message (assumed, not documented).
 * - The chunks are OpenAI's `chat.completion.chunk` (the guide reads `choices[0].delta.reasoning_content`
 *   and `.content`); the last one carries `finish_reason` and `usage`.
 */

/** deepseek-reasoner, after a few keep-alive comments. */
export const deepseekReasoner: RecordedStream = {
  name: 'DeepSeek: deepseek-reasoner with keep-alive comments',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`: keep-alive

: keep-alive

data: {"id":"8f2c6b1e-4a7d-4e0b-9c55-1f0d2e3a4b5c","object":"chat.completion.chunk","created":1767865000,"model":"deepseek-reasoner","system_fingerprint":"fp_7e73fd9a08_prod0623","choices":[{"index":0,"delta":{"role":"assistant","content":null,"reasoning_content":""},"logprobs":null,"finish_reason":null}]}

data: {"id":"8f2c6b1e-4a7d-4e0b-9c55-1f0d2e3a4b5c","object":"chat.completion.chunk","created":1767865000,"model":"deepseek-reasoner","system_fingerprint":"fp_7e73fd9a08_prod0623","choices":[{"index":0,"delta":{"content":null,"reasoning_content":"鸡兔同笼：设兔 x 只，"},"logprobs":null,"finish_reason":null}]}

data: {"id":"8f2c6b1e-4a7d-4e0b-9c55-1f0d2e3a4b5c","object":"chat.completion.chunk","created":1767865001,"model":"deepseek-reasoner","system_fingerprint":"fp_7e73fd9a08_prod0623","choices":[{"index":0,"delta":{"content":null,"reasoning_content":"2(35 - x) + 4x = 94，x = 12。"},"logprobs":null,"finish_reason":null}]}

data: {"id":"8f2c6b1e-4a7d-4e0b-9c55-1f0d2e3a4b5c","object":"chat.completion.chunk","created":1767865001,"model":"deepseek-reasoner","system_fingerprint":"fp_7e73fd9a08_prod0623","choices":[{"index":0,"delta":{"content":"兔有 12 只，鸡有 23 只。","reasoning_content":null},"logprobs":null,"finish_reason":null}]}

data: {"id":"8f2c6b1e-4a7d-4e0b-9c55-1f0d2e3a4b5c","object":"chat.completion.chunk","created":1767865002,"model":"deepseek-reasoner","system_fingerprint":"fp_7e73fd9a08_prod0623","choices":[{"index":0,"delta":{"content":"","reasoning_content":null},"logprobs":null,"finish_reason":"stop"}],"usage":{"prompt_tokens":30,"completion_tokens":120,"total_tokens":150,"prompt_tokens_details":{"cached_tokens":0},"completion_tokens_details":{"reasoning_tokens":96},"prompt_cache_hit_tokens":0,"prompt_cache_miss_tokens":30}}

data: [DONE]

`,
  expected: { reasoning: '鸡兔同笼：设兔 x 只，2(35 - x) + 4x = 94，x = 12。', content: '兔有 12 只，鸡有 23 只。' },
};

/** max_tokens reached in the middle of the answer. */
export const deepseekCutAtLength: RecordedStream = {
  name: 'DeepSeek: finish_reason length',
  format: 'auto',
  mode: 'junheng',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"0b7e","object":"chat.completion.chunk","created":1767865100,"model":"deepseek-chat","system_fingerprint":"fp_8802369eaa_prod0623","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}

data: {"id":"0b7e","object":"chat.completion.chunk","created":1767865100,"model":"deepseek-chat","system_fingerprint":"fp_8802369eaa_prod0623","choices":[{"index":0,"delta":{"content":"教案一：认识钟表。教学目标："},"logprobs":null,"finish_reason":null}]}

data: {"id":"0b7e","object":"chat.completion.chunk","created":1767865101,"model":"deepseek-chat","system_fingerprint":"fp_8802369eaa_prod0623","choices":[{"index":0,"delta":{"content":""},"logprobs":null,"finish_reason":"length"}],"usage":{"prompt_tokens":25,"completion_tokens":1024,"total_tokens":1049}}

data: [DONE]

`,
  expected: { reasoning: '', content: '教案一：认识钟表。教学目标：', error: UPSTREAM_CHAT_TEXT.cutAtLength },
};

/** The account ran out of balance: 402 before any chunk. */
export const deepseekNoBalance: RecordedStream = {
  name: 'DeepSeek: 402 Insufficient Balance',
  format: 'auto',
  mode: 'deepseek',
  status: 402,
  headers: JSON_BODY,
  body: '{"error":{"message":"Insufficient Balance","type":"unknown_error","param":null,"code":"invalid_request_error"}}',
  expected: {
    reasoning: '',
    content: '',
    error: '模型服务的账户余额不足（HTTP 402：Insufficient Balance）。请联系平台管理员为模型服务账户充值。',
  },
};
