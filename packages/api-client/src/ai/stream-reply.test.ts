import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '../testing/start-test-server';
import { createAiClient } from './create-ai-client';
import type { ReplyEvent } from './reply-event';

let handler: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => handler(request, response));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const messages = [{ role: 'user' as const, content: '讲个故事' }];

function ai(options: { idleTimeoutMs?: number; reconnectForMs?: number } = {}) {
  return createAiClient({
    baseUrl: `${server.origin}/ai`,
    getToken: () => 'tok',
    reconnectDelaysMs: [10, 20],
    ...options,
  });
}

async function collect(events: AsyncIterable<ReplyEvent>): Promise<ReplyEvent[]> {
  const all: ReplyEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const replyFrame = (reply: Record<string, unknown>) => `data: ${JSON.stringify({ reply })}\n\n`;
const contentFrame = (id: number, text: string) =>
  `id: ${id}\ndata: ${JSON.stringify({ choices: [{ content: text, reasoning_content: '' }] })}\n\n`;
const openStream = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.flushHeaders();
};
const texts = (events: ReplyEvent[]) => events.map((event) => (event.type === 'content' ? event.text : '')).join('');

describe('reply: a reply job read across lost connections', () => {
  it('names the reply, numbers its pieces and ends with its state', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.end(
        `${replyFrame({ id: 'r1', conversationId: 7 })}${contentFrame(1, '从前')}` +
          `id: 2\ndata: {"choices":[{"content":"有座山","reasoning_content":"想"}]}\n\n` +
          `${replyFrame({ id: 'r1', state: 'done' })}data: [DONE]\n\n`,
      );
    };
    const events = await collect(ai().reply({ messages }));
    expect(events).toEqual([
      { type: 'reply', id: 'r1', conversationId: 7 },
      { type: 'content', text: '从前', eventId: 1 },
      { type: 'reasoning', text: '想', eventId: 2 },
      { type: 'content', text: '有座山', eventId: 2 },
      { type: 'end', ending: 'done', lastEventId: 2 },
    ]);
  });

  it('reads a refusal as its own event, numbered like the others (issue 35)', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.end(
        `${replyFrame({ id: 'r1' })}${contentFrame(1, '无害')}id: 2\ndata: {"refused":"已经停止。"}\n\n` +
          `${replyFrame({ id: 'r1', state: 'done' })}data: [DONE]\n\n`,
      );
    };
    expect(await collect(ai().reply({ messages }))).toEqual([
      { type: 'reply', id: 'r1', conversationId: undefined },
      { type: 'content', text: '无害', eventId: 1 },
      { type: 'refused', message: '已经停止。', eventId: 2 },
      { type: 'end', ending: 'done', lastEventId: 2 },
    ]);
  });

  it('ends with the thinking time the server measured (issue #30), and without one that is malformed', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.end(
        `${replyFrame({ id: 'r1' })}id: 1\ndata: {"choices":[{"content":"答","reasoning_content":"想"}]}\n\n` +
          `${replyFrame({ id: 'r1', state: 'done', thinkingMs: 1250 })}data: [DONE]\n\n`,
      );
    };
    expect((await collect(ai().reply({ messages }))).at(-1)).toEqual({
      type: 'end',
      ending: 'done',
      lastEventId: 1,
      thinkingMs: 1250,
    });
    handler = (_request, response) => {
      openStream(response);
      response.end(
        `${replyFrame({ id: 'r1' })}${replyFrame({ id: 'r1', state: 'done', thinkingMs: -3 })}data: [DONE]\n\n`,
      );
    };
    expect((await collect(ai().reply({ messages }))).at(-1)).toEqual({ type: 'end', ending: 'done', lastEventId: 0 });
  });

  it('sends the turn to store with the chat request', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.end(`${replyFrame({ id: 'r1' })}data: [DONE]\n\n`);
    };
    const turn = { title: '新对话', question: { id: 'q1', content: '讲个故事' }, answerId: 'a1' };
    await collect(ai().reply({ messages, turn }));
    expect(JSON.parse(server.requests[0]?.text ?? '')).toMatchObject({ reply: turn, stream: true });
  });

  it('rejoins after the last event it has when the connection is cut, skipping a piece sent again', async () => {
    handler = async (request, response) => {
      openStream(response);
      if (request.method === 'POST') {
        response.write(`${replyFrame({ id: 'r1' })}${contentFrame(1, '一')}${contentFrame(2, '二')}`);
        await sleep(10);
        response.socket?.destroy();
        return;
      }
      // The rejoin: the server starts one event early, as a copy reading the database might.
      response.end(
        `${replyFrame({ id: 'r1' })}${contentFrame(2, '二')}${contentFrame(3, '三')}${replyFrame({ id: 'r1', state: 'done' })}data: [DONE]\n\n`,
      );
    };
    const events = await collect(ai().reply({ messages }));
    expect(texts(events)).toBe('一二三');
    expect(events.filter((event) => event.type === 'connection')).toEqual([
      { type: 'connection', state: 'lost' },
      { type: 'connection', state: 'restored' },
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', ending: 'done', lastEventId: 3 });
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /ai/chat',
      'GET /ai/replies/r1/events?after=2',
    ]);
    expect(server.requests[1]?.headers.authorization).toBe('Bearer tok');
  });

  it('keeps trying while a gateway answers 502 (the copy is gone), then goes on', async () => {
    let rejoins = 0;
    handler = async (request, response) => {
      if (request.method === 'POST') {
        openStream(response);
        response.write(`${replyFrame({ id: 'r2' })}${contentFrame(1, '甲')}`);
        await sleep(5);
        response.socket?.destroy();
        return;
      }
      rejoins += 1;
      if (rejoins < 3) return sendJson(response, 502, { message: 'bad gateway' });
      openStream(response);
      response.end(`${contentFrame(2, '乙')}${replyFrame({ id: 'r2', state: 'interrupted' })}data: [DONE]\n\n`);
    };
    const events = await collect(ai().reply({ messages }));
    expect(texts(events)).toBe('甲乙');
    expect(rejoins).toBe(3);
    expect(events.at(-1)).toEqual({ type: 'end', ending: 'interrupted', lastEventId: 2 });
  });

  it('rejoins a connection that went silent past the idle time-out', async () => {
    handler = async (request, response) => {
      openStream(response);
      if (request.method === 'POST') {
        response.write(`${replyFrame({ id: 'r3' })}${contentFrame(1, '静')}`);
        return; // never another byte: a connection dead somewhere on the way
      }
      response.end(`${contentFrame(2, '动')}data: [DONE]\n\n`);
    };
    const started = Date.now();
    const events = await collect(ai({ idleTimeoutMs: 150 }).reply({ messages }));
    expect(texts(events)).toBe('静动');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(server.requests[1]?.url).toBe('/ai/replies/r3/events?after=1');
  });

  it('gives up after reconnectForMs and says the reader is disconnected', async () => {
    handler = async (request, response) => {
      if (request.method === 'POST') {
        openStream(response);
        response.write(`${replyFrame({ id: 'r4' })}${contentFrame(1, '断')}`);
        await sleep(5);
        response.socket?.destroy();
        return;
      }
      response.socket?.destroy();
    };
    const events = await collect(ai({ reconnectForMs: 100 }).reply({ messages }));
    expect(events.at(-2)).toEqual({ type: 'connection', state: 'lost' });
    expect(events.at(-1)).toEqual({ type: 'end', ending: 'disconnected', lastEventId: 1 });
    expect(server.requests.length).toBeGreaterThan(2);
  });

  it('reads a stopped reply: the end says where the stored answer was cut', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.end(
        `${replyFrame({ id: 'r5' })}${contentFrame(1, '停')}${replyFrame({ id: 'r5', state: 'stopped', lastEventId: 1 })}data: [DONE]\n\n`,
      );
    };
    const events = await collect(ai().followReply('r5', { after: 0 }));
    expect(events).toEqual([
      { type: 'reply', id: 'r5', conversationId: undefined },
      { type: 'content', text: '停', eventId: 1 },
      { type: 'end', ending: 'stopped', lastEventId: 1 },
    ]);
    expect(server.requests[0]?.url).toBe('/ai/replies/r5/events?after=0');
  });

  it('ends as missing when the server no longer knows the reply', async () => {
    handler = (_request, response) => sendJson(response, 404, { code: 404, message: '回复不存在或已过期' });
    expect(await collect(ai().followReply('gone', { after: 4 }))).toEqual([
      { type: 'end', ending: 'missing', lastEventId: 4 },
    ]);
  });

  it('stops when the caller aborts, without an event, also while waiting to rejoin', async () => {
    handler = async (request, response) => {
      if (request.method === 'POST') {
        openStream(response);
        response.write(`${replyFrame({ id: 'r6' })}${contentFrame(1, '等')}`);
        await sleep(5);
        response.socket?.destroy();
        return;
      }
      response.socket?.destroy();
    };
    const controller = new AbortController();
    const events: ReplyEvent[] = [];
    for await (const event of createAiClient({
      baseUrl: `${server.origin}/ai`,
      reconnectDelaysMs: [5_000],
    }).reply({ messages, signal: controller.signal })) {
      events.push(event);
      if (event.type === 'connection') setTimeout(() => controller.abort(), 20);
    }
    expect(events.at(-1)).toEqual({ type: 'connection', state: 'lost' });
  });

  it('stopReply posts the last event the page shows and answers the state', async () => {
    handler = (_request, response) => sendJson(response, 200, { code: 200, data: { state: 'stopped' }, message: 'ok' });
    expect(await ai().stopReply('r7', { lastEventId: 12 })).toEqual({ state: 'stopped' });
    const [request] = server.requests;
    expect(`${request?.method} ${request?.url}`).toBe('POST /ai/replies/r7/stop');
    expect(JSON.parse(request?.text ?? '')).toEqual({ lastEventId: 12 });
  });
});
