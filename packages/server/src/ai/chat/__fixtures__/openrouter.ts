import { UPSTREAM_CHAT_TEXT } from '../upstream-chat-text';
import { type RecordedStream, SSE } from './recorded-stream';

/*
 * OpenRouter (base URL https://openrouter.ai/api/v1), built from:
 * - https://openrouter.ai/docs/use-cases/reasoning-tokens: reasoning tokens "appear in the `reasoning`
 *   field of each message"; streamed as `delta.reasoning`, with the structured `reasoning_details`.
 * - https://openrouter.ai/docs/api-reference/streaming: "OpenRouter occasionally sends comments to prevent
 *   connection timeouts … `: OPENROUTER PROCESSING`"; the final chunk includes usage; "Handling Errors
 *   During Streaming": after tokens were sent, an error is `data: {…,"error":{"code":"server_error",
 *   "message":"Provider disconnected unexpectedly"},"choices":[{"index":0,"delta":{"content":""},
 *   "finish_reason":"error"}]}` and the stream ends.
 * - https://openrouter.ai/docs/api/errors: `{"error":{"code","message","metadata"}}` with the HTTP status
 *   of `error.code` (429: "You are being rate limited"); "On 429 … responses, OpenRouter may include a
 *   standard HTTP Retry-After response header indicating how many seconds to wait before retrying".
 */

/** deepseek/deepseek-r1 through OpenRouter, with processing comments and a final usage chunk. */
export const openrouterReasoning: RecordedStream = {
  name: 'OpenRouter: delta.reasoning with processing comments',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`: OPENROUTER PROCESSING

: OPENROUTER PROCESSING

data: {"id":"gen-1767867000-AbCdEfGh","provider":"DeepInfra","model":"deepseek/deepseek-r1","object":"chat.completion.chunk","created":1767867000,"choices":[{"index":0,"delta":{"role":"assistant","content":"","reasoning":"“温故而知新”出自《论语》，","reasoning_details":[{"type":"reasoning.text","text":"“温故而知新”出自《论语》，","format":"unknown","index":0}]},"finish_reason":null,"native_finish_reason":null,"logprobs":null}]}

data: {"id":"gen-1767867000-AbCdEfGh","provider":"DeepInfra","model":"deepseek/deepseek-r1","object":"chat.completion.chunk","created":1767867000,"choices":[{"index":0,"delta":{"role":"assistant","content":"","reasoning":"意思是复习旧知识能得到新体会。","reasoning_details":[{"type":"reasoning.text","text":"意思是复习旧知识能得到新体会。","format":"unknown","index":0}]},"finish_reason":null,"native_finish_reason":null,"logprobs":null}]}

data: {"id":"gen-1767867000-AbCdEfGh","provider":"DeepInfra","model":"deepseek/deepseek-r1","object":"chat.completion.chunk","created":1767867001,"choices":[{"index":0,"delta":{"role":"assistant","content":"“温故而知新”出自《论语·为政》，","reasoning":null},"finish_reason":null,"native_finish_reason":null,"logprobs":null}]}

data: {"id":"gen-1767867000-AbCdEfGh","provider":"DeepInfra","model":"deepseek/deepseek-r1","object":"chat.completion.chunk","created":1767867001,"choices":[{"index":0,"delta":{"role":"assistant","content":"意思是温习学过的知识，能有新的理解。","reasoning":null},"finish_reason":null,"native_finish_reason":null,"logprobs":null}]}

: OPENROUTER PROCESSING

data: {"id":"gen-1767867000-AbCdEfGh","provider":"DeepInfra","model":"deepseek/deepseek-r1","object":"chat.completion.chunk","created":1767867002,"choices":[{"index":0,"delta":{"role":"assistant","content":"","reasoning":null},"finish_reason":"stop","native_finish_reason":"stop","logprobs":null}]}

data: {"id":"gen-1767867000-AbCdEfGh","provider":"DeepInfra","model":"deepseek/deepseek-r1","object":"chat.completion.chunk","created":1767867002,"choices":[],"usage":{"prompt_tokens":14,"completion_tokens":88,"total_tokens":102,"cost":0.0002,"completion_tokens_details":{"reasoning_tokens":51}}}

data: [DONE]

`,
  expected: {
    reasoning: '“温故而知新”出自《论语》，意思是复习旧知识能得到新体会。',
    content: '“温故而知新”出自《论语·为政》，意思是温习学过的知识，能有新的理解。',
  },
};

/** The provider drops mid-answer: OpenRouter's unified error chunk with finish_reason "error". */
export const openrouterMidStreamError: RecordedStream = {
  name: 'OpenRouter: an error chunk with finish_reason error',
  format: 'auto',
  mode: 'junheng',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"gen-1767867100-XyZ","provider":"Together","model":"qwen/qwen-2.5-7b-instruct","object":"chat.completion.chunk","created":1767867100,"choices":[{"index":0,"delta":{"role":"assistant","content":"《静夜思》的作者是"},"finish_reason":null,"native_finish_reason":null,"logprobs":null}]}

data: {"id":"gen-1767867100-XyZ","object":"chat.completion.chunk","created":1767867101,"model":"qwen/qwen-2.5-7b-instruct","provider":"Together","error":{"code":"server_error","message":"Provider disconnected unexpectedly"},"choices":[{"index":0,"delta":{"content":""},"finish_reason":"error"}]}

`,
  expected: {
    reasoning: '',
    content: '《静夜思》的作者是',
    error: UPSTREAM_CHAT_TEXT.streamError('Provider disconnected unexpectedly'),
  },
};

/** Rate limited, with the documented Retry-After. */
export const openrouterRateLimited: RecordedStream = {
  name: 'OpenRouter: 429 with Retry-After',
  format: 'auto',
  mode: 'deepseek',
  status: 429,
  headers: { 'Content-Type': 'application/json', 'Retry-After': '20' },
  body: '{"error":{"code":429,"message":"Rate limit exceeded: free-models-per-min.","metadata":{"headers":{"X-RateLimit-Limit":"20","X-RateLimit-Remaining":"0"}}}}',
  expected: {
    reasoning: '',
    content: '',
    status: 429,
    retryAfter: '20',
    error: '模型服务当前请求过多，暂时不能回答（HTTP 429：Rate limit exceeded: free-models-per-min.）。请 20 秒后再试。',
  },
};
