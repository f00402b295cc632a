import { type AiClient, createAiClient, isAiServiceError, type ReplyEvent } from '@edu/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream, writeChatStream } from './fake-openai-upstream';
import { contentOf, readReplyEvents as read, replyOf } from './reply-events';
import { startTestServer, type TestServer } from './start-test-server';

// Reply jobs (issue 34) through @edu/api-client against the real server on SQLite: a reply outlives its page,
// is stored in its conversation, is rejoined after any event with nothing missing or repeated, is followed
// by a second page, and is stopped by its own call.

const PIECES = 40;
const pieces = Array.from({ length: PIECES }, (_, index) => `[${index}]`);
const whole = pieces.join('');

let upstream: FakeUpstream;
let server: TestServer;
let teacher: AiClient;
let student: AiClient;

beforeAll(async () => {
  upstream = await startFakeUpstream((_request, response) =>
    writeChatStream(response, { content: pieces, intervalMs: 15 }),
  );
  server = await startTestServer({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: upstream.url,
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const [teacherToken, studentToken] = [await server.tokenFor('teacher'), await server.tokenFor('student')];
  teacher = createAiClient({ baseUrl: server.aiUrl, getToken: () => teacherToken, reconnectDelaysMs: [20] });
  student = createAiClient({ baseUrl: server.aiUrl, getToken: () => studentToken });
});
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});
beforeEach(() => {
  upstream.handler = (_request, response) => writeChatStream(response, { content: pieces, intervalMs: 15 });
});

const messages = [{ role: 'user' as const, content: '讲个故事' }];
const turnFor = (suffix: string) => ({
  title: `故事${suffix}`,
  question: { id: `q-${suffix}`, content: '讲个故事' },
  answerId: `a-${suffix}`,
});

const lastEventIdOf = (events: ReplyEvent[]) =>
  events.reduce((last, event) => ('eventId' in event && event.eventId !== undefined ? event.eventId : last), 0);

async function conversation(id: string | number) {
  const all = await teacher.listConversations('10001');
  return all.find((each) => String(each.id) === String(id));
}

describe('a reply job', () => {
  it('stores its turn at once and its answer when it ends, although the page left after three pieces', async () => {
    const controller = new AbortController();
    const first = await read(teacher.reply({ messages, turn: turnFor('left'), signal: controller.signal }), (seen) => {
      if (seen.filter((event) => event.type === 'content').length < 3) return false;
      controller.abort();
      return true;
    });
    const { id, conversationId } = replyOf(first);
    expect(conversationId).toEqual(expect.any(Number));
    const running = await conversation(conversationId ?? '');
    expect(running?.title).toBe('故事left');
    expect(running?.messages).toEqual([
      { role: 'user', content: '讲个故事', id: 'q-left' },
      { role: 'assistant', content: '正在思考中...', id: 'a-left', replyId: id },
    ]);
    await expect
      .poll(async () => (await conversation(conversationId ?? ''))?.messages.at(-1), { timeout: 5_000, interval: 100 })
      .toEqual({ role: 'assistant', content: whole, id: 'a-left' });
  });

  it('stores how long the model thought with the answer, and says it at the end (issue #30)', async () => {
    upstream.handler = (_request, response) =>
      writeChatStream(response, { reasoning: ['想', '一想'], content: ['答', '案'], intervalMs: 120 });
    const events = await read(teacher.reply({ messages, turn: turnFor('thought') }));
    const end = events.at(-1) as ReplyEvent & { type: 'end' };
    // Two reasoning pieces and the first answer piece, 120 ms apart, come before the first word.
    expect(end.thinkingMs).toBeGreaterThanOrEqual(300);
    expect(end.thinkingMs).toBeLessThan(10_000);
    const stored = await conversation(replyOf(events).conversationId ?? '');
    expect(stored?.messages.at(-1)).toEqual({
      role: 'assistant',
      content: '答案',
      reasoning: '想一想',
      thinkingMs: end.thinkingMs,
      id: 'a-thought',
    });
  });

  it('is rejoined after any event it was left at: nothing missing, nothing repeated', async () => {
    for (const leaveAfter of [1, 7, 19]) {
      const controller = new AbortController();
      const first = await read(teacher.reply({ messages, signal: controller.signal }), (seen) => {
        if (seen.filter((event) => event.type === 'content').length < leaveAfter) return false;
        controller.abort();
        return true;
      });
      const after = lastEventIdOf(first);
      const rest = await read(teacher.followReply(replyOf(first).id, { after }));
      expect(contentOf(first) + contentOf(rest)).toBe(whole);
      expect(rest.at(-1)).toEqual({ type: 'end', ending: 'done', lastEventId: expect.any(Number) });
    }
  });

  it('is followed by a second page, and a stop from that page ends it for both, the answer cut where it was', async () => {
    const asking = read(teacher.reply({ messages, turn: turnFor('stop') }));
    let replyId = '';
    let conversationId: string | number | undefined;
    // The second page finds the reply in the stored conversation, as a reloaded or second tab does.
    await expect
      .poll(async () => {
        const stored = (await teacher.listConversations('10001')).find((each) => each.title === '故事stop');
        conversationId = stored?.id;
        replyId = stored?.messages.at(-1)?.replyId ?? '';
        return replyId;
      })
      .not.toBe('');
    const second = await read(teacher.followReply(replyId, { after: 0 }), (seen) => contentOf(seen).includes('[5]'));
    const stopAt = lastEventIdOf(second);
    expect(await teacher.stopReply(replyId, { lastEventId: stopAt })).toEqual({ state: 'stopped' });
    const firstPage = await asking;
    expect(firstPage.at(-1)).toEqual({ type: 'end', ending: 'stopped', lastEventId: stopAt });
    const shownByStopper = contentOf(second);
    await expect
      .poll(async () => (await conversation(conversationId ?? ''))?.messages.at(-1)?.content)
      .toBe(`${shownByStopper}\n\n[回复已终止]`);
    // A page rejoining the stopped reply reads the same answer and the same ending.
    const later = await read(teacher.followReply(replyId, { after: 0 }));
    expect(contentOf(later)).toBe(shownByStopper);
    expect(later.at(-1)).toEqual({ type: 'end', ending: 'stopped', lastEventId: stopAt });
  });

  it('regenerates an answer as a new version, the earlier one kept', async () => {
    const asked = await read(teacher.reply({ messages, turn: turnFor('again') }));
    const conversationId = replyOf(asked).conversationId ?? '';
    upstream.handler = (_request, response) => writeChatStream(response, { content: ['新', '答案'] });
    await read(
      teacher.reply({
        messages,
        turn: { conversationId, title: '故事again', answerId: 'a-again-2', regenerates: 'a-again' },
      }),
    );
    await expect
      .poll(async () => (await conversation(conversationId))?.messages.at(-1))
      .toEqual({
        role: 'assistant',
        content: '新答案',
        id: 'a-again-2',
        versions: [
          { id: 'a-again', content: whole },
          { id: 'a-again-2', content: '新答案' },
        ],
      });
  });

  it("is another user's secret: rejoining it ends as missing, stopping it is 404", async () => {
    const asked = await read(teacher.reply({ messages }), (seen) => seen.some((event) => event.type === 'reply'));
    const { id } = replyOf(asked);
    expect(await read(student.followReply(id))).toEqual([{ type: 'end', ending: 'missing', lastEventId: 0 }]);
    const refused = await student.stopReply(id).catch((error: unknown) => error);
    expect(isAiServiceError(refused) && refused.status).toBe(404);
  });

  it('refuses a malformed place to rejoin from with 400, an unknown reply with 404', async () => {
    const token = await server.tokenFor('teacher');
    const ask = (path: string) => fetch(`${server.aiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const malformed = await ask('/replies/00000000-0000-4000-8000-000000000000/events?after=-1');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/after: 应为事件编号/);
    expect((await ask('/replies/00000000-0000-4000-8000-000000000000/events')).status).toBe(404);
    expect((await ask('/replies/not-a-reply/events')).status).toBe(404);
  });
});
