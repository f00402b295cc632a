import { type AiClient, type ChatEvent, createAiClient } from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openrouterRateLimited } from '../src/ai/chat/__fixtures__/openrouter';
import type { RecordedStream } from '../src/ai/chat/__fixtures__/recorded-stream';
import { RECORDED_STREAMS } from '../src/ai/chat/__fixtures__/recorded-streams';
import { seededRandom } from '../src/ai/chat/__fixtures__/seeded-random';
import type { ReasoningFormat } from '../src/ai/chat/reasoning-format';
import { type FakeUpstream, replayRecording, startFakeUpstream } from './fake-openai-upstream';
import { startTestServer, type TestServer } from './start-test-server';

let upstream: FakeUpstream;
const servers = new Map<ReasoningFormat, { server: TestServer; client: AiClient; token: string }>();

beforeAll(async () => {
  upstream = await startFakeUpstream();
  for (const format of ['auto', 'think-tags'] as const) {
    const server = await startTestServer({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: upstream.url,
      AI_API_KEY: 'sk-test-key',
      AI_REASONING_FORMAT: format,
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const token = await server.tokenFor('teacher');
    servers.set(format, { server, token, client: createAiClient({ baseUrl: server.aiUrl, getToken: () => token }) });
  }
});
afterAll(async () => {
  for (const { server } of servers.values()) await server.stop();
  await upstream?.close();
});

function serverFor(recording: RecordedStream) {
  const found = servers.get(recording.format);
  if (!found) throw new Error(`no test server for AI_REASONING_FORMAT=${recording.format}`);
  return found;
}

/** Replays the recording for the next request, cut at random sizes (seeded by the recording's name). */
function answerWith(recording: RecordedStream) {
  const next = seededRandom([...recording.name].reduce((sum, char) => sum + char.charCodeAt(0), 0));
  upstream.handler = (_request, response) => replayRecording(response, recording, next);
}

async function collect(events: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const all: ChatEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const QUESTION = [{ role: 'user' as const, content: '请回答这个问题' }];
const STREAMED = RECORDED_STREAMS.filter((recording) => recording.expected.status === undefined);
const REFUSED = RECORDED_STREAMS.filter((recording) => recording.expected.status === 429);

describe('every upstream, through the server, as the widget receives it', () => {
  it.each(STREAMED.map((recording) => [recording.name, recording] as const))('%s', async (_name, recording) => {
    answerWith(recording);
    const events = await collect(serverFor(recording).client.chat({ model: recording.mode, messages: QUESTION }));

    const text = (type: 'content' | 'reasoning') =>
      events.map((event) => (event.type === type ? event.text : '')).join('');
    expect(text('reasoning')).toBe(recording.expected.reasoning);
    expect(text('content')).toBe(recording.expected.content);
    if (!recording.expected.content.includes('<think>')) expect(text('content')).not.toMatch(/<\/?think/);
    // All the thinking comes before the answer.
    const lastReasoning = events.findLastIndex((event) => event.type === 'reasoning');
    const firstContent = events.findIndex((event) => event.type === 'content');
    if (lastReasoning !== -1 && firstContent !== -1) expect(lastReasoning).toBeLessThan(firstContent);
    // A failure is one error event in SPEC §8's stream shape, and it ends the reply.
    const errors = events.filter((event) => event.type === 'error');
    if (recording.expected.error === undefined) expect(errors).toEqual([]);
    else {
      expect(errors).toEqual([{ type: 'error', message: `抱歉，我遇到了一些问题：${recording.expected.error}` }]);
      expect(events.at(-1)?.type).toBe('error');
    }
    expect(upstream.requests.at(-1)?.body).toMatchObject({ stream: true });
  });
});

describe('an upstream 429 becomes our 429', () => {
  it.each(REFUSED.map((recording) => [recording.name, recording] as const))('%s', async (_name, recording) => {
    const { server, token, client } = serverFor(recording);
    answerWith(recording);
    const response = await fetch(`${server.aiUrl}/${recording.mode === 'deepseek' ? 'reasoning' : 'chat'}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: QUESTION }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(recording.expected.retryAfter ?? null);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: 429,
      message: recording.expected.error,
      ...(recording.expected.retryAfter === undefined
        ? {}
        : { retryAfterSeconds: Number(recording.expected.retryAfter) }),
    });

    // The widget's client shows SPEC §8's text for a chat answer that is not ok.
    answerWith(recording);
    expect(await collect(client.chat({ model: recording.mode, messages: QUESTION }))).toEqual([
      { type: 'error', message: '服务器繁忙，请稍后再试。' },
    ]);
  });

  it('also for a reply asked without streaming', async () => {
    const { server, token } = serverFor(openrouterRateLimited);
    answerWith(openrouterRateLimited);
    const response = await fetch(`${server.aiUrl}/reasoning`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: QUESTION, stream: false }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('20');
    expect(((await response.json()) as { message: string }).message).toBe(openrouterRateLimited.expected.error);
  });
});
