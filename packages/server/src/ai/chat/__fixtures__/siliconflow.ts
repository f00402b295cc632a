import { JSON_BODY, type RecordedStream, SSE } from './recorded-stream';

/*
 * SiliconFlow (base URL https://api.siliconflow.cn/v1, the default), built from /work/shared/protocols.md
 * §1.2 and §1.4, which cite docs.siliconflow.cn (chat-completions OpenAPI, stream-mode and reasoning
 * guides, FAQ error codes): the first chunk has `role: "assistant"` and empty strings; reasoning in
 * `delta.reasoning_content` with `content: null`, then the answer with `reasoning_content: null`;
 * `system_fingerprint: ""`; a running `usage` on the chunks; `data: [DONE]`. A 429 body is
 * `{"message":"Request was rejected due to rate limiting. …","data":…}` without `code`; protocols.md shows
 * no Retry-After header.
 */

/** deepseek-ai/DeepSeek-R1 as in protocols.md §1.2, with the running usage. */
export const siliconflowReasoning: RecordedStream = {
  name: 'SiliconFlow: DeepSeek-R1 (reasoning_content, running usage)',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"0196a1b2c3d4e5f6","object":"chat.completion.chunk","created":1767866000,"model":"deepseek-ai/DeepSeek-R1","system_fingerprint":"","choices":[{"index":0,"delta":{"role":"assistant","content":null,"reasoning_content":""},"finish_reason":null}],"usage":{"prompt_tokens":12,"completion_tokens":0,"total_tokens":12}}

data: {"id":"0196a1b2c3d4e5f6","object":"chat.completion.chunk","created":1767866000,"model":"deepseek-ai/DeepSeek-R1","system_fingerprint":"","choices":[{"index":0,"delta":{"content":null,"reasoning_content":"“叶县”在河南省平顶山市，"},"finish_reason":null}],"usage":{"prompt_tokens":12,"completion_tokens":9,"total_tokens":21}}

data: {"id":"0196a1b2c3d4e5f6","object":"chat.completion.chunk","created":1767866001,"model":"deepseek-ai/DeepSeek-R1","system_fingerprint":"","choices":[{"index":0,"delta":{"content":null,"reasoning_content":"用户问它属于哪个省。"},"finish_reason":null}],"usage":{"prompt_tokens":12,"completion_tokens":17,"total_tokens":29}}

data: {"id":"0196a1b2c3d4e5f6","object":"chat.completion.chunk","created":1767866001,"model":"deepseek-ai/DeepSeek-R1","system_fingerprint":"","choices":[{"index":0,"delta":{"content":"叶县属于河南省平顶山市。","reasoning_content":null},"finish_reason":null}],"usage":{"prompt_tokens":12,"completion_tokens":26,"total_tokens":38}}

data: {"id":"0196a1b2c3d4e5f6","object":"chat.completion.chunk","created":1767866002,"model":"deepseek-ai/DeepSeek-R1","system_fingerprint":"","choices":[{"index":0,"delta":{"content":"","reasoning_content":null},"finish_reason":"stop"}],"usage":{"prompt_tokens":12,"completion_tokens":27,"total_tokens":39}}

data: [DONE]

`,
  expected: { reasoning: '“叶县”在河南省平顶山市，用户问它属于哪个省。', content: '叶县属于河南省平顶山市。' },
};

/** The TPM limit: 429 with no Retry-After. */
export const siliconflowRateLimited: RecordedStream = {
  name: 'SiliconFlow: 429 without Retry-After',
  format: 'auto',
  mode: 'junheng',
  status: 429,
  headers: JSON_BODY,
  body: '{"message":"Request was rejected due to rate limiting. If you want more, please contact contact@siliconflow.cn. Details:TPM limit reached.","data":null}',
  expected: {
    reasoning: '',
    content: '',
    status: 429,
    error:
      '模型服务当前请求过多，暂时不能回答（HTTP 429：Request was rejected due to rate limiting. If you want more, please contact contact@siliconflow.cn. Details:TPM limit reached.）。请稍后再试。',
  },
};
