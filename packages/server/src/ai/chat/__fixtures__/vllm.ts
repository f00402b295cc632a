import { UPSTREAM_CHAT_TEXT } from '../upstream-chat-text';
import { type RecordedStream, SSE } from './recorded-stream';

/*
 * vLLM's OpenAI-compatible server (`vllm serve <model>`, base URL http://<host>:8000/v1), built from:
 * - https://docs.vllm.ai/en/latest/features/reasoning_outputs/ (docs/features/reasoning_outputs.md): with
 *   `--reasoning-parser`, streamed chunks carry the thinking in `delta.reasoning` (`{"role":"assistant",
 *   "reasoning":"is"}`, `"logprobs":null`, `"finish_reason":null`); "`reasoning` used to be called
 *   `reasoning_content`" (https://docs.vllm.ai/en/v0.8.3/features/reasoning_outputs.html shows the old name).
 *   The deepseek_r1 parser exists because the R1 template opens `<think>` in the prompt: without a parser
 *   the content holds the thinking and a lone `</think>`.
 * - vllm/entrypoints/openai/serving_engine.py `create_streaming_error_response`: an error during the stream
 *   is `data: {"error":{"message","type","param","code"}}`, followed by `data: [DONE]` (serving_chat.py).
 */

/** DeepSeek-R1-Distill-Qwen-7B with `--reasoning-parser deepseek_r1` on a current vLLM. */
export const vllmReasoning: RecordedStream = {
  name: 'vLLM: --reasoning-parser, delta.reasoning',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-7c1f0e2a","object":"chat.completion.chunk","created":1767862000,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-7c1f0e2a","object":"chat.completion.chunk","created":1767862000,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"reasoning":"嗯，"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-7c1f0e2a","object":"chat.completion.chunk","created":1767862000,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"reasoning":"三角形内角和是 180 度，"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-7c1f0e2a","object":"chat.completion.chunk","created":1767862001,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"reasoning":"180 - 90 - 30 = 60。\n"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-7c1f0e2a","object":"chat.completion.chunk","created":1767862001,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"content":"\n\n第三个角是 **60°**。"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-7c1f0e2a","object":"chat.completion.chunk","created":1767862001,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"content":""},"logprobs":null,"finish_reason":"stop","stop_reason":null}]}

data: [DONE]

`,
  expected: {
    reasoning: '嗯，三角形内角和是 180 度，180 - 90 - 30 = 60。\n',
    content: '\n\n第三个角是 **60°**。',
  },
};

/** The same on a vLLM from before the rename: `delta.reasoning_content`. */
export const vllmReasoningContent: RecordedStream = {
  name: 'vLLM (0.8): delta.reasoning_content',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-21b","object":"chat.completion.chunk","created":1767862100,"model":"Qwen/QwQ-32B","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-21b","object":"chat.completion.chunk","created":1767862100,"model":"Qwen/QwQ-32B","choices":[{"index":0,"delta":{"reasoning_content":"9.11 和 9.8 比较，"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-21b","object":"chat.completion.chunk","created":1767862100,"model":"Qwen/QwQ-32B","choices":[{"index":0,"delta":{"reasoning_content":"小数部分 0.8 > 0.11。"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-21b","object":"chat.completion.chunk","created":1767862101,"model":"Qwen/QwQ-32B","choices":[{"index":0,"delta":{"content":"9.8 更大。"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-21b","object":"chat.completion.chunk","created":1767862101,"model":"Qwen/QwQ-32B","choices":[{"index":0,"delta":{"content":""},"logprobs":null,"finish_reason":"stop","stop_reason":null}]}

data: [DONE]

`,
  expected: { reasoning: '9.11 和 9.8 比较，小数部分 0.8 > 0.11。', content: '9.8 更大。' },
};

/** No reasoning parser and a template that opens `<think>` in the prompt: AI_REASONING_FORMAT=think-tags. */
export const vllmWithoutParser: RecordedStream = {
  name: 'vLLM without a reasoning parser: only </think> in the content',
  format: 'think-tags',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-3aa","object":"chat.completion.chunk","created":1767862200,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-3aa","object":"chat.completion.chunk","created":1767862200,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"content":"好的，"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-3aa","object":"chat.completion.chunk","created":1767862200,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"content":"用户想知道“春眠不觉晓”的下一句。\n"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-3aa","object":"chat.completion.chunk","created":1767862201,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"content":"</think>"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-3aa","object":"chat.completion.chunk","created":1767862201,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"content":"\n\n下一句是“处处闻啼鸟”。"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-3aa","object":"chat.completion.chunk","created":1767862201,"model":"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B","choices":[{"index":0,"delta":{"content":""},"logprobs":null,"finish_reason":"stop","stop_reason":null}]}

data: [DONE]

`,
  expected: { reasoning: '好的，用户想知道“春眠不觉晓”的下一句。\n', content: '下一句是“处处闻啼鸟”。' },
};

/** The engine dies mid-answer: an `error` event, then [DONE]. */
export const vllmStreamError: RecordedStream = {
  name: 'vLLM: an error object inside the stream',
  format: 'auto',
  mode: 'junheng',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-90d","object":"chat.completion.chunk","created":1767862300,"model":"Qwen/Qwen2.5-7B-Instruct","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-90d","object":"chat.completion.chunk","created":1767862300,"model":"Qwen/Qwen2.5-7B-Instruct","choices":[{"index":0,"delta":{"content":"分数的意义是"},"logprobs":null,"finish_reason":null}]}

data: {"error":{"message":"EngineCore encountered an issue. See stack trace (above) for the root cause.","type":"InternalServerError","param":null,"code":500}}

data: [DONE]

`,
  expected: {
    reasoning: '',
    content: '分数的意义是',
    error: UPSTREAM_CHAT_TEXT.streamError('EngineCore encountered an issue. See stack trace (above) for the root cause.'),
  },
};
