import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The reply the fake model streams: markdown with a list, a table and a code block. */
export const FAKE_REPLY = [
  '叶县教育公共服务平台提供以下服务：\n\n',
  '- 资源共享\n',
  '- 名师工作室\n',
  '- 三个课堂\n\n',
  '| 栏目 | 说明 |\n| --- | --- |\n| 资源中心 | 课件与教案 |\n\n',
  '```js\nconsole.log("hello");\n```\n\n',
  ...Array.from({ length: 30 }, (_, index) => `第${index + 1}段说明文字。`),
];

/** The reply to a question that mentions '公式': inline and display math, split across chunks. */
const MATH_REPLY = [
  '平方写作 $x^',
  '2$，读作“x 的平方”。\n\n',
  '分数写作：\n\n',
  '$$\\frac{a}',
  '{b}$$\n\n',
  '以上就是两个公式。',
];

/**
 * The reply to a question about the weekend: harmless text first, then a word on the default list
 * ('赌博网站', cut across chunks), which the server's output guard refuses (issue 35).
 */
const REFUSED_REPLY = ['周末可以读书、', '运动，', '还可以', '和家人散步。', '也可以去赌', '博网站看看。'];

/** The thinking the deep-thinking reply starts with, as the widget should show it. */
export const FAKE_REASONING = ['先想一想用户的问题。', '再组织回答。'];

/**
 * How the fake sends the deep-thinking model's thinking, as the model servers of the server README do:
 * `reasoning_content` (SiliconFlow, DeepSeek), `reasoning` with `role` on every delta (Ollama's
 * openai.go), or a `<think>` block in the content with its tags cut across chunks (llama.cpp with
 * `--reasoning-format none`, LM Studio without separated reasoning).
 */
export type FakeUpstreamStyle = 'reasoning-content' | 'ollama' | 'think-tags';

/** The deltas of one reply in the given style. */
function deltasOf(style: FakeUpstreamStyle, reasoning: readonly string[], reply: readonly string[]) {
  switch (style) {
    case 'reasoning-content':
      return [...reasoning.map((text) => ({ reasoning_content: text })), ...reply.map((text) => ({ content: text }))];
    case 'ollama':
      return [
        ...reasoning.map((text) => ({ role: 'assistant', content: '', reasoning: text })),
        ...reply.map((text) => ({ role: 'assistant', content: text })),
      ];
    case 'think-tags': {
      const thinking = reasoning.length === 0 ? [] : ['<th', 'ink>\n', ...reasoning, '</thi', 'nk>\n\n'];
      return [...thinking, ...reply].map((text) => ({ content: text }));
    }
    default:
      return style satisfies never;
  }
}

export interface FakeChatUpstream {
  /** Base URL ending in /v1, for the server's AI_BASE_URL. */
  url: string;
  /** How the thinking is sent; tests may change it between chats. */
  style: FakeUpstreamStyle;
  /** The deep-thinking model's thinking, one chunk each; tests may make it longer. */
  reasoning: readonly string[];
  /** Wait between two chunks of a reply, in milliseconds; tests may change it between chats. */
  chunkDelayMs: number;
  /** How many streams the client closed before the end. */
  aborted: number;
  requests: unknown[];
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat upstream on a real local port that streams slowly (one chunk every
 * `chunkDelayMs`), so a browser test can watch a reply grow and stop it midway. The deep-thinking model
 * (an id with "DeepSeek") thinks first, sent in the current `style`.
 */
export async function startFakeChatUpstream(chunkDelayMs = 80): Promise<FakeChatUpstream> {
  const state: FakeChatUpstream = {
    url: '',
    style: 'reasoning-content',
    reasoning: FAKE_REASONING,
    chunkDelayMs,
    aborted: 0,
    requests: [],
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      state.requests.push(JSON.parse(body || '{}'));
      if (!request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body || '{}') as {
        model?: unknown;
        messages?: Array<{ role?: unknown; content?: unknown }>;
      };
      const reasoning = String(parsed.model).includes('DeepSeek');
      const question = String(parsed.messages?.findLast((message) => message.role === 'user')?.content ?? '');
      // A question about versions gets a short answer that names its request, so regenerated versions differ.
      const reply = question.includes('公式')
        ? MATH_REPLY
        : question.includes('周末')
          ? REFUSED_REPLY
          : question.includes('版本')
            ? [`第${state.requests.length}次回答：`, '请看[资源中心](https://example.org/resource)。']
            : FAKE_REPLY;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunks = deltasOf(state.style, reasoning ? state.reasoning : [], reply);
      let index = 0;
      const timer = setInterval(() => {
        const delta = chunks[index];
        index += 1;
        if (!delta) {
          clearInterval(timer);
          response.end('data: [DONE]\n\n');
          return;
        }
        response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`);
      }, state.chunkDelayMs);
      response.on('close', () => {
        if (index <= chunks.length) state.aborted += 1;
        clearInterval(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
