import { type RecordedStream, SSE } from './recorded-stream';

/*
 * LM Studio's OpenAI-compatible server (Developer → Start server; base URL http://localhost:1234/v1),
 * built from:
 * - https://lmstudio.ai/docs/app/api-changelog: 0.3.9 "Separate reasoning_content in Chat Completion
 *   responses: for DeepSeek R1 models, get reasoning content in a separate field … Turn this on in App
 *   Settings > Developer" (off: the `<think>` block stays in `content`); later "reasoning content moves
 *   out of message.content and into … choices.delta.reasoning (streaming)" for gpt-oss; 0.3.15 chunks set
 *   `finish_reason`; `stream_options.include_usage` returns usage while streaming.
 *   Its examples name models as LM Studio lists them (`deepseek-r1-distill-qwen-7b`); the chunks are
 *   OpenAI's `chat.completion.chunk` (`logprobs: null`, an empty last delta with the finish_reason).
 */

/** The setting "separate reasoning_content" left off: the thinking arrives as tags in the content. */
export const lmStudioThinkTags: RecordedStream = {
  name: 'LM Studio: reasoning not separated (<think> in the content)',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-p4x9c2l0m1","object":"chat.completion.chunk","created":1767864000,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{"role":"assistant","content":"<think>"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-p4x9c2l0m1","object":"chat.completion.chunk","created":1767864000,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{"role":"assistant","content":"\n老师想要一道关于分数加法的练习题"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-p4x9c2l0m1","object":"chat.completion.chunk","created":1767864000,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{"role":"assistant","content":"，分母要相同。\n</think>\n\n"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-p4x9c2l0m1","object":"chat.completion.chunk","created":1767864001,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{"role":"assistant","content":"练习：$\\frac{1}{5} + \\frac{2}{5} = ?$"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-p4x9c2l0m1","object":"chat.completion.chunk","created":1767864001,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}]}

data: [DONE]

`,
  expected: {
    reasoning: '老师想要一道关于分数加法的练习题，分母要相同。\n',
    content: '练习：$\\frac{1}{5} + \\frac{2}{5} = ?$',
  },
};

/** The setting turned on: `delta.reasoning_content`, with the usage LM Studio adds while streaming. */
export const lmStudioReasoningContent: RecordedStream = {
  name: 'LM Studio: reasoning_content separated',
  format: 'auto',
  mode: 'deepseek',
  status: 200,
  headers: SSE,
  body: String.raw`data: {"id":"chatcmpl-8d2k1q","object":"chat.completion.chunk","created":1767864100,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{"role":"assistant","reasoning_content":"“光阴似箭”是比喻，"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-8d2k1q","object":"chat.completion.chunk","created":1767864100,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{"reasoning_content":"把时间比作箭。"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-8d2k1q","object":"chat.completion.chunk","created":1767864101,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{"content":"这是比喻句：把时间比作飞箭，说明时间过得快。"},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-8d2k1q","object":"chat.completion.chunk","created":1767864101,"model":"deepseek-r1-distill-qwen-7b","system_fingerprint":"deepseek-r1-distill-qwen-7b","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}],"usage":{"prompt_tokens":16,"completion_tokens":45,"total_tokens":61}}

data: [DONE]

`,
  expected: {
    reasoning: '“光阴似箭”是比喻，把时间比作箭。',
    content: '这是比喻句：把时间比作飞箭，说明时间过得快。',
  },
};
