import { type ChatEvent, type FetchFunction, MATH_FORMAT_NOTE } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { SPOKEN_REPLY_NOTE } from './build-speech-chat-messages';
import { createAssistantApi } from './create-assistant-api';

interface Seen {
  url: string;
  authorization: string | null;
  body: unknown;
}

/** A fetch that records each request and answers like the AI service: SSE for chats, an envelope otherwise. */
function fakeService() {
  const seen: Seen[] = [];
  const fetch: FetchFunction = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    seen.push({
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: text && JSON.parse(text),
    });
    if (request.url.endsWith('/chat')) {
      return new Response('data: {"choices":[{"content":"好的"}]}\n\ndata: [DONE]\n\n', {
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    return Response.json({ code: 200, data: { url: 'wss://tts.example/v2/tts?sig=1', appId: 'app-1' }, message: 'ok' });
  };
  return { seen, fetch };
}

async function collect(events: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const all: ChatEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const question = [{ role: 'user' as const, content: '怎么参加比赛' }];

describe('createAssistantApi', () => {
  it('sends no Authorization header while the user has no token, and the Bearer token once there is one', async () => {
    const service = fakeService();
    let token: string | undefined;
    const api = createAssistantApi({ apiBase: 'http://127.0.0.1:9/ai', getToken: () => token, fetch: service.fetch });
    await api.getTtsUrl();
    await collect(api.chat({ messages: question, model: 'junheng', signal: new AbortController().signal }));
    token = 't-1';
    expect(await api.getTtsUrl()).toEqual({ url: 'wss://tts.example/v2/tts?sig=1', appId: 'app-1' });
    expect(service.seen.map(({ url, authorization }) => [new URL(url).pathname, authorization])).toEqual([
      ['/ai/speech/tts-url', null],
      ['/ai/chat', null],
      ['/ai/speech/tts-url', 'Bearer t-1'],
    ]);
  });

  it.each([
    ['written', undefined, { temperature: 1 }, { role: 'system', content: MATH_FORMAT_NOTE }],
    ['spoken', 'spoken' as const, { temperature: 0.5, max_tokens: 1024 }, question[0]],
  ])('builds %s replies with their prompt and sampling', async (_label, style, sampling, last) => {
    const service = fakeService();
    const api = createAssistantApi({ apiBase: 'http://127.0.0.1:9/ai', getToken: () => 'tok', fetch: service.fetch });
    const events = await collect(
      api.chat({ messages: question, model: 'junheng', signal: new AbortController().signal, style }),
    );
    expect(events).toEqual([{ type: 'content', text: '好的' }]);
    const body = service.seen[0]?.body as { messages: { role: string; content: string }[] };
    expect(body).toMatchObject({ ...sampling, stream: true });
    if (style !== 'spoken') expect(body).not.toHaveProperty('max_tokens');
    expect(body.messages.at(-1)).toEqual(last);
    expect(body.messages[0]?.content.includes(SPOKEN_REPLY_NOTE)).toBe(style === 'spoken');
  });
});
