import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '../testing/start-test-server';
import type { ChatEvent } from './chat-event';
import { createAiClient } from './create-ai-client';
import type { ChatOptions } from './stream-chat';

let handler: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => handler(request, response));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** Resolves true when the client drops the connection before the response is finished. */
function droppedByClient(response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => response.on('close', () => resolve(!response.writableFinished)));
}

const fixture = (name: string) => readFileSync(new URL(`../../__fixtures__/${name}`, import.meta.url));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const messages = [
  { role: 'system' as const, content: 'sys' },
  { role: 'user' as const, content: '2+2?' },
  { role: 'assistant' as const, content: 'earlier', reasoning: 'never sent back' },
  { role: 'user' as const, content: 'again' },
];

function ai(options: { firstByteTimeoutMs?: number } = {}) {
  return createAiClient({ baseUrl: `${server.origin}/ai`, getToken: () => 'tok', ...options });
}

async function collect(options: Partial<ChatOptions> = {}, client = ai()): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of client.chat({ messages, ...options })) events.push(event);
  return events;
}

/** Writes `bytes` in `size`-byte pieces with a pause between them, so reads split anywhere. */
async function writeInPieces(response: ServerResponse, bytes: Uint8Array, size: number) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.flushHeaders();
  for (let start = 0; start < bytes.length; start += size) {
    response.write(bytes.subarray(start, start + size));
    await sleep(1);
  }
}

describe('chat: streaming replies', () => {
  it('posts the SPEC body to {base}/chat and yields reasoning and content from 3-byte pieces', async () => {
    handler = async (_request, response) => {
      await writeInPieces(response, fixture('chat-reasoning-crlf.sse'), 3);
      response.end('data: {"choices":[{"content":"after DONE"}]}\n\n');
    };
    expect(await collect()).toEqual([
      { type: 'reasoning', text: '先算 2+2' },
      { type: 'content', text: '答案是' },
      { type: 'content', text: ' 4 😀…' },
    ]);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/ai/chat');
    expect(request?.headers.accept).toBe('text/event-stream');
    expect(request?.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(request?.text ?? '')).toEqual({
      messages: messages.map(({ role, content }) => ({ role, content })),
      stream: true,
      temperature: 1,
      provider: 'siliconflow',
    });
  });

  it('posts to {base}/reasoning for deepseek with temperature and max_tokens', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"choices":[{"content":"ok"}]}\n\ndata: [DONE]\n\n');
    };
    expect(await collect({ model: 'deepseek', temperature: 0.5, maxTokens: 1024 })).toEqual([
      { type: 'content', text: 'ok' },
    ]);
    expect(server.requests[0]?.url).toBe('/ai/reasoning');
    expect(JSON.parse(server.requests[0]?.text ?? '')).toMatchObject({ temperature: 0.5, max_tokens: 1024 });
  });

  it('turns a mid-stream error field into the SPEC text and stops there (CR-only lines, 1-byte pieces)', async () => {
    handler = async (_request, response) => {
      await writeInPieces(response, fixture('chat-error-cr.sse'), 1);
      response.end();
    };
    expect(await collect()).toEqual([
      { type: 'content', text: '部分' },
      { type: 'error', message: '抱歉，我遇到了一些问题：模型超时' },
    ]);
  });

  it('passes a refusal on as its own event, without the error prefix (issue 35)', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"choices":[{"content":"无害"}]}\n\ndata: {"refused":"已经停止。"}\n\ndata: [DONE]\n\n');
    };
    expect(await collect()).toEqual([
      { type: 'content', text: '无害' },
      { type: 'refused', message: '已经停止。' },
    ]);
  });

  it('reads an OpenAI-style error object', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"error":{"message":"rate limited","type":"server_error"}}\n\n');
    };
    expect(await collect()).toEqual([{ type: 'error', message: '抱歉，我遇到了一些问题：rate limited' }]);
  });

  it('ends at the end of the body without [DONE], skipping lines that are not JSON, reading delta too', async () => {
    handler = async (_request, response) => {
      await writeInPieces(response, fixture('chat-no-done-lf.sse'), 5);
      response.end();
    };
    expect(await collect()).toEqual([
      { type: 'content', text: '第一段' },
      { type: 'content', text: '第二段' },
    ]);
  });

  it.each([
    [500, { code: 500, message: 'boom' }],
    [429, { error: 'too many' }],
    [401, { code: 401, message: 'login' }],
  ])('answers HTTP %i with "服务器繁忙，请稍后再试。"', async (status, body) => {
    handler = (_request, response) => sendJson(response, status, body);
    expect(await collect()).toEqual([{ type: 'error', message: '服务器繁忙，请稍后再试。' }]);
  });

  it('answers a refused connection with "服务器繁忙，请稍后再试。"', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const events = await collect({}, createAiClient({ baseUrl: `${closed.origin}/ai` }));
    expect(events).toEqual([{ type: 'error', message: '服务器繁忙，请稍后再试。' }]);
  });

  it('reports a streaming reply without a body', async () => {
    handler = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    expect(await collect()).toEqual([{ type: 'error', message: 'No response body available for streaming' }]);
  });

  it('reports a stream broken before any content with the processing-failure text', async () => {
    handler = async (request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': hello\n\n');
      await sleep(10);
      response.socket?.destroy();
      void request;
    };
    expect(await collect()).toEqual([{ type: 'error', message: '抱歉，处理响应时出现错误，请稍后再试。' }]);
  });

  it('keeps partial content without an error event when the stream breaks after content', async () => {
    handler = async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"choices":[{"content":"半句"}]}\n\n');
      await sleep(10);
      response.socket?.destroy();
    };
    expect(await collect()).toEqual([{ type: 'content', text: '半句' }]);
  });
});

describe('chat: time to first byte', () => {
  it.each([
    ['no response at all', async (_request: RecordedRequest, _response: ServerResponse) => sleep(2000)],
    [
      'headers but no body',
      async (_request: RecordedRequest, response: ServerResponse) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.flushHeaders();
        await sleep(2000);
      },
    ],
  ])('gives "服务器繁忙，请稍后再试。" after firstByteTimeoutMs with %s', async (_label, slowHandler) => {
    handler = slowHandler;
    const started = Date.now();
    expect(await collect({}, ai({ firstByteTimeoutMs: 80 }))).toEqual([
      { type: 'error', message: '服务器繁忙，请稍后再试。' },
    ]);
    // Well before the server's 2 s: the bound is loose so a loaded machine does not fail it.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('does not time out a slow stream once the first byte came', async () => {
    handler = async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const word of ['一', '二', '三']) {
        response.write(`data: {"choices":[{"content":"${word}"}]}\n\n`);
        await sleep(60);
      }
      response.end('data: [DONE]\n\n');
    };
    const events = await collect({}, ai({ firstByteTimeoutMs: 50 }));
    expect(events.map((event) => (event.type === 'content' ? event.text : event.type))).toEqual(['一', '二', '三']);
  });
});

describe('chat: abort', () => {
  it('ends the iteration promptly without an error event and closes the connection', async () => {
    let dropped: Promise<boolean> = Promise.resolve(false);
    handler = async (_request, response) => {
      dropped = droppedByClient(response);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"choices":[{"content":"第一"}]}\n\n');
      await sleep(2000);
      response.end();
    };
    const controller = new AbortController();
    const events: ChatEvent[] = [];
    let abortedAt = 0;
    for await (const event of ai().chat({ messages, signal: controller.signal })) {
      events.push(event);
      setTimeout(() => {
        abortedAt = Date.now();
        controller.abort();
      }, 20);
    }
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    expect(events).toEqual([{ type: 'content', text: '第一' }]);
    expect(await dropped).toBe(true);
  });

  it('ends quietly when aborted before the response arrives', async () => {
    handler = async () => sleep(2000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const started = Date.now();
    expect(await collect({ signal: controller.signal })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('sends nothing when the signal is already aborted', async () => {
    handler = (_request, response) => sendJson(response, 200, {});
    expect(await collect({ signal: AbortSignal.abort() })).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('closes the connection when the consumer breaks out of the loop', async () => {
    let dropped: Promise<boolean> = Promise.resolve(false);
    handler = async (_request, response) => {
      dropped = droppedByClient(response);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"choices":[{"content":"a"}]}\n\n');
      await sleep(2000);
      response.end();
    };
    for await (const event of ai().chat({ messages })) {
      expect(event).toEqual({ type: 'content', text: 'a' });
      break;
    }
    expect(await dropped).toBe(true);
  });
});

describe('chat: non-stream replies', () => {
  it('yields reasoning then content, with Accept application/json and stream false', async () => {
    handler = (_request, response) =>
      sendJson(response, 200, { choices: [{ content: '答案', reasoning_content: '思路' }] });
    expect(await collect({ stream: false })).toEqual([
      { type: 'reasoning', text: '思路' },
      { type: 'content', text: '答案' },
    ]);
    expect(server.requests[0]?.headers.accept).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.text ?? '')).toMatchObject({ stream: false });
  });

  it('reads the OpenAI message shape', async () => {
    handler = (_request, response) => sendJson(response, 200, { choices: [{ message: { content: '你好' } }] });
    expect(await collect({ stream: false })).toEqual([{ type: 'content', text: '你好' }]);
  });

  it('prefixes an error field with "错误: "', async () => {
    handler = (_request, response) => sendJson(response, 200, { error: 'quota exceeded' });
    expect(await collect({ stream: false })).toEqual([{ type: 'error', message: '错误: quota exceeded' }]);
  });

  it('reports a body that is not JSON with the processing-failure text', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>');
    };
    expect(await collect({ stream: false })).toEqual([
      { type: 'error', message: '抱歉，处理响应时出现错误，请稍后再试。' },
    ]);
  });

  it('answers HTTP 503 with "服务器繁忙，请稍后再试。"', async () => {
    handler = (_request, response) => sendJson(response, 503, {});
    expect(await collect({ stream: false })).toEqual([{ type: 'error', message: '服务器繁忙，请稍后再试。' }]);
  });
});

describe('chat: invalid options', () => {
  it.each([
    ['temperature 3', { temperature: 3 }],
    ['max tokens 5000', { maxTokens: 5000 }],
    ['no messages', { messages: [] }],
  ])('throws invalid-input for %s without sending', async (_label, options) => {
    handler = (_request, response) => sendJson(response, 200, {});
    await expect(collect(options)).rejects.toMatchObject({ code: 'invalid-input' });
    expect(server.requests).toHaveLength(0);
  });
});
