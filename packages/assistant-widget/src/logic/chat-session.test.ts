import type { ChatMessage, ReplyEvent } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import type { ReplyRequest } from '../api/assistant-api';
import { TEXT } from '../texts';
import { type ChatSession, createChatSession, type ReplyFinished } from './chat-session';

/** A stored conversation of one question ('q') and the given answer. */
const askedOnce = (id: string, answer: ChatMessage) => ({
  id,
  title: 't',
  messages: [{ role: 'user' as const, content: 'q', id: 'q1' }, answer],
});

/** A reply stream the test feeds by hand; like the real one it ends at once when its signal aborts. */
function controllableStreams() {
  const streams: Array<{ push(event: ReplyEvent | 'end'): void; signal: AbortSignal }> = [];
  const open = (signal: AbortSignal): AsyncIterable<ReplyEvent> => {
    const queue: Array<ReplyEvent | 'end'> = [];
    let wake: (() => void) | undefined;
    streams.push({
      push(event) {
        queue.push(event);
        wake?.();
      },
      signal,
    });
    signal.addEventListener('abort', () => wake?.());
    return {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          while (queue.length === 0 && !signal.aborted) await new Promise<void>((resolve) => (wake = resolve));
          if (signal.aborted) return;
          const item = queue.shift() as ReplyEvent | 'end';
          if (item === 'end') return;
          yield item;
        }
      },
    };
  };
  return { streams, open, last: () => streams.at(-1) };
}

function setup(options: { uid?: string; failCreate?: boolean } = {}) {
  const replies = controllableStreams();
  const requests: ReplyRequest[] = [];
  const follows: Array<{ replyId: string; after: number }> = [];
  const stops: Array<{ replyId: string; lastEventId: number | undefined }> = [];
  const created: Array<{ title: string; messages: ChatMessage[] }> = [];
  const updated: Array<{ id: string; title: string; messages: ChatMessage[] }> = [];
  const saved: Array<{ id: string; title: string; messages: ChatMessage[] }> = [];
  const toasts: string[] = [];
  const finished: ReplyFinished[] = [];
  const running: Array<{ conversationId: string } | undefined> = [];
  const missing: Array<string | undefined> = [];
  const events: unknown[] = [];
  let nextMessageId = 1;
  let clock = 1000;
  const session = createChatSession({
    api: {
      reply(request) {
        requests.push(request);
        return replies.open(request.signal);
      },
      followReply(replyId, { after, signal }) {
        follows.push({ replyId, after });
        return replies.open(signal);
      },
      async stopReply(replyId, lastEventId) {
        stops.push({ replyId, lastEventId });
      },
      async createConversation(input) {
        if (options.failCreate) throw new Error('down');
        created.push({ title: input.title, messages: input.messages });
        return { id: 'c-created' };
      },
      async updateConversation(id, input) {
        updated.push({ id, title: input.title, messages: input.messages });
      },
    },
    getUid: () => ('uid' in options ? options.uid : 'teacher'),
    getModel: () => 'junheng',
    notify: (message) => toasts.push(message),
    onSaved: (conversation) => saved.push(conversation),
    onReplyFinished: (reply) => finished.push(reply),
    onReplyRunning: (reply) => running.push(reply),
    onReplyMissing: (conversationId) => missing.push(conversationId),
    onStop: (detail) => events.push({ stop: detail }),
    onRegenerate: (detail) => events.push({ regenerate: detail }),
    createId: () => `id${nextMessageId++}`,
    now: () => clock,
  });
  const emit = (event: ReplyEvent | 'end') => replies.last()?.push(event);
  const tick = (ms: number) => {
    clock += ms;
  };
  return {
    session,
    replies,
    emit,
    requests,
    follows,
    stops,
    created,
    updated,
    saved,
    toasts,
    finished,
    running,
    missing,
    events,
    tick,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function untilIdle(session: ChatSession) {
  for (let attempt = 0; attempt < 50 && session.getSnapshot().status !== 'idle'; attempt += 1) await settle();
  await settle();
}
const content = (text: string, eventId: number): ReplyEvent => ({ type: 'content', text, eventId });
const done = (lastEventId: number): ReplyEvent => ({ type: 'end', ending: 'done', lastEventId });

describe('createChatSession: a reply job the server stores', () => {
  it('ignores a blank question', () => {
    const { session } = setup();
    expect(session.send('   \n ')).toBe(false);
    expect(session.getSnapshot().messages).toEqual([]);
  });

  it('asks with the turn to store, streams the answer and leaves the saving to the server', async () => {
    const { session, emit, requests, created, updated, saved, running, finished } = setup();
    expect(session.send('  什么是叶县？ ')).toBe(true);
    expect(session.getSnapshot()).toMatchObject({
      status: 'generating',
      pending: true,
      title: '什么是叶县？',
      messages: [
        { role: 'user', content: '什么是叶县？', id: 'id1' },
        { role: 'assistant', content: TEXT.thinking, id: 'id2' },
      ],
    });
    expect(requests[0]?.turn).toEqual({
      title: '什么是叶县？',
      question: { id: 'id1', content: '什么是叶县？' },
      answerId: 'id2',
    });
    expect(requests[0]?.messages).toEqual([{ role: 'user', content: '什么是叶县？' }]);
    expect(session.send('again')).toBe(false);

    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit({ type: 'reasoning', text: '想一想', eventId: 1 });
    await settle();
    expect(session.getSnapshot().conversationId).toBe('7');
    expect(session.getSnapshot().messages[1]).toEqual({
      role: 'assistant',
      content: TEXT.thinking,
      reasoning: '想一想',
      id: 'id2',
      replyId: 'r1',
    });
    expect(running).toEqual([{ conversationId: '7' }]);
    emit(content('叶县', 2));
    emit(content('在河南。', 3));
    await settle();
    expect(session.getSnapshot().messages[1]?.content).toBe('叶县在河南。');
    expect(session.getSnapshot().pending).toBe(false);
    emit(done(3));
    await untilIdle(session);
    expect(session.getSnapshot().messages[1]).toEqual({
      role: 'assistant',
      content: '叶县在河南。',
      reasoning: '想一想',
      thinkingMs: 0,
      id: 'id2',
    });
    expect(created).toEqual([]);
    expect(updated).toEqual([]);
    expect(saved.at(-1)?.id).toBe('7');
    expect(running.at(-1)).toBeUndefined();
    expect(finished).toEqual([
      {
        conversationId: '7',
        messageId: 'id2',
        content: '叶县在河南。',
        aborted: false,
        regenerated: false,
        interrupted: false,
      },
    ]);
  });

  it('names the conversation in the next turn and never sends reasoning back', async () => {
    const { session, emit, requests } = setup();
    session.send('q1');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit({ type: 'reasoning', text: 'r1', eventId: 1 });
    emit(content('a1', 2));
    emit(done(2));
    await untilIdle(session);
    session.send('q2');
    expect(requests[1]?.turn).toMatchObject({ conversationId: '7', question: { content: 'q2' } });
    expect(requests[1]?.messages).toEqual([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'q2' },
    ]);
  });

  it('stops: the abort text follows what the page shows, the server is asked to cut there', async () => {
    const { session, emit, stops, replies, finished, events } = setup();
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit(content('部分', 1));
    emit(content('回答', 2));
    await settle();
    session.stop();
    expect(session.getSnapshot().status).toBe('idle');
    expect(session.getSnapshot().messages[1]?.content).toBe(`部分回答\n\n${TEXT.replyAborted}`);
    expect(stops).toEqual([{ replyId: 'r1', lastEventId: 2 }]);
    expect(replies.last()?.signal.aborted).toBe(true);
    expect(finished[0]).toMatchObject({ aborted: true, content: `部分回答\n\n${TEXT.replyAborted}` });
    expect(events).toEqual([{ stop: { conversationId: '7', messageId: 'id2', regenerated: false } }]);
  });

  it('stops a reply the server has not named yet as soon as it is named', async () => {
    const { session, emit, stops, replies } = setup();
    session.send('q');
    session.stop();
    expect(session.getSnapshot().messages[1]?.content).toBe(TEXT.replyAborted);
    expect(stops).toEqual([]);
    emit({ type: 'reply', id: 'r9', conversationId: 7 });
    await settle();
    expect(stops).toEqual([{ replyId: 'r9', lastEventId: 0 }]);
    expect(replies.last()?.signal.aborted).toBe(true);
    expect(session.getSnapshot().messages[1]?.content).toBe(TEXT.replyAborted);
  });

  it.each<[string, ReplyEvent[], string]>([
    [
      'an error after some text',
      [content('半', 1), { type: 'error', message: `${TEXT.streamErrorPrefix}quota`, eventId: 2 }, done(2)],
      `半\n\n${TEXT.streamErrorPrefix}quota`,
    ],
    ['a reply that ended without text', [done(0)], TEXT.streamProcessingFailed],
  ])('words %s as SPEC §8 does', async (_label, stream, expected) => {
    const { session, emit } = setup();
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    for (const event of stream) emit(event);
    await untilIdle(session);
    expect(session.getSnapshot().messages[1]?.content).toBe(expected);
  });

  it('saves a reply the server refused to start itself, as SPEC §4 says (created without an id)', async () => {
    const { session, emit, created } = setup();
    session.send('q');
    emit({ type: 'error', message: TEXT.serverBusy, eventId: undefined });
    emit({ type: 'end', ending: 'done', lastEventId: undefined });
    await untilIdle(session);
    expect(session.getSnapshot().messages[1]?.content).toBe(TEXT.serverBusy);
    expect(created).toEqual([
      {
        title: 'q',
        messages: [
          { role: 'user', content: 'q', id: 'id1' },
          { role: 'assistant', content: TEXT.serverBusy, id: 'id2' },
        ],
      },
    ]);
  });

  it('regenerates the last answer as a new version, with its own placeholder and abort text', async () => {
    const { session, emit, requests, events } = setup();
    session.load(askedOnce('c1', { role: 'assistant', content: 'old', id: 'a1' }));
    session.regenerate(1);
    expect(session.getSnapshot().messages[1]?.content).toBe(TEXT.regenerating);
    expect(requests[0]?.turn).toEqual({ conversationId: 'c1', title: 't', answerId: 'id1', regenerates: 'a1' });
    expect(events).toEqual([{ regenerate: { conversationId: 'c1', messageId: 'a1' } }]);
    emit({ type: 'reply', id: 'r2', conversationId: 'c1' });
    emit(content('新', 1));
    await settle();
    session.stop();
    expect(session.getSnapshot().messages[1]).toEqual({
      role: 'assistant',
      content: `新\n\n${TEXT.regenerateAborted}`,
      id: 'id1',
      versions: [
        { id: 'a1', content: 'old' },
        { id: 'id1', content: `新\n\n${TEXT.regenerateAborted}` },
      ],
    });
  });

  it('shows an earlier version and saves the choice', async () => {
    const { session, updated } = setup();
    const versions = [
      { id: 'a1', content: 'old' },
      { id: 'a2', content: 'new' },
    ];
    session.load(askedOnce('c1', { role: 'assistant', content: 'new', id: 'a2', versions }));
    session.showVersion(1, 0);
    await settle();
    expect(updated[0]?.messages[1]).toEqual({ role: 'assistant', content: 'old', id: 'a1', versions });
  });

  it('times the thinking from the request to the first word of the answer', async () => {
    const { session, emit, tick } = setup();
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit({ type: 'reasoning', text: '想', eventId: 1 });
    await settle();
    tick(1500);
    emit(content('答', 2));
    await settle();
    expect(session.getSnapshot().thinkingMs).toEqual({ id2: 1500 });
    tick(500);
    emit(done(2));
    await untilIdle(session);
    // Issue #30: the answer keeps it (the server stores its own measure with the conversation).
    expect(session.getSnapshot().thinkingMs).toEqual({});
    expect(session.getSnapshot().messages[1]).toMatchObject({ reasoning: '想', thinkingMs: 1500 });
  });

  it("shows the server's measure once the reply ended, as the stored answer will", async () => {
    const { session, emit, tick } = setup();
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit({ type: 'reasoning', text: '想', eventId: 1 });
    await settle();
    tick(1500);
    emit(content('答', 2));
    await settle();
    emit({ type: 'end', ending: 'done', lastEventId: 2, thinkingMs: 1480 });
    await untilIdle(session);
    expect(session.getSnapshot().thinkingMs).toEqual({});
    expect(session.getSnapshot().messages[1]).toMatchObject({ thinkingMs: 1480 });
  });

  it("does not time a rejoined reply from the rejoin: the server's measure comes with its end", async () => {
    const { session, emit, tick } = setup();
    session.load(askedOnce('7', { role: 'assistant', content: TEXT.thinking, id: 'a1', replyId: 'r1' }));
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit({ type: 'reasoning', text: '想', eventId: 1 });
    await settle();
    tick(200);
    emit(content('答', 2));
    await settle();
    expect(session.getSnapshot().thinkingMs).toEqual({});
    emit({ type: 'end', ending: 'done', lastEventId: 2, thinkingMs: 9_000 });
    await untilIdle(session);
    expect(session.getSnapshot().messages[1]).toMatchObject({ content: '答', reasoning: '想', thinkingMs: 9_000 });
  });

  it('regenerating without a question says so', () => {
    const { session } = setup();
    session.load({ title: 't', messages: [{ role: 'assistant', content: 'hello' }] });
    session.regenerate(0);
    expect(session.getSnapshot().messages[0]?.content).toBe(TEXT.noQuestionToRegenerate);
  });

  it('stores nothing without a uid: no turn is sent and nothing is saved', async () => {
    const { session, emit, requests, created, updated } = setup({ uid: undefined });
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: undefined });
    emit(content('a', 1));
    emit(done(1));
    await untilIdle(session);
    expect(requests[0]?.turn).toBeUndefined();
    expect(created).toEqual([]);
    expect(updated).toEqual([]);
  });
});

describe('createChatSession: a reply that outlives the page and its connection', () => {
  it('leaves a reply running when another conversation is shown, and rejoins it when shown again', async () => {
    const { session, emit, stops, follows, saved } = setup();
    session.send('长问题');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit(content('一半', 1));
    await settle();
    const beforeLeaving = saved.at(-1);
    session.load();
    expect(stops).toEqual([]);
    expect(session.getSnapshot().messages).toEqual([]);
    // The list kept the conversation as it was, its answer still waiting for the reply.
    expect(beforeLeaving?.messages.at(-1)?.replyId).toBe('r1');
    session.load({ id: '7', title: '长问题', messages: beforeLeaving?.messages ?? [] });
    expect(follows).toEqual([{ replyId: 'r1', after: 0 }]);
    expect(session.getSnapshot().status).toBe('generating');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit(content('一半', 1));
    emit(content('完了', 2));
    emit(done(2));
    await untilIdle(session);
    expect(session.getSnapshot().messages.at(-1)).toEqual({ role: 'assistant', content: '一半完了', id: 'id2' });
  });

  it('says so while the connection is rejoined, and stops saying it when it is back', async () => {
    const { session, emit } = setup();
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit({ type: 'connection', state: 'lost' });
    await settle();
    expect(session.getSnapshot().reconnecting).toBe(true);
    emit({ type: 'connection', state: 'restored' });
    await settle();
    expect(session.getSnapshot().reconnecting).toBe(false);
  });

  it('shows a reply stopped from another page as it was stored: cut where that page was, with the abort text', async () => {
    const { session, emit } = setup();
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit(content('一', 1));
    emit(content('二', 2));
    emit({ type: 'end', ending: 'stopped', lastEventId: 1 });
    await untilIdle(session);
    expect(session.getSnapshot().messages[1]?.content).toBe(`一\n\n${TEXT.replyAborted}`);
  });

  it('keeps what came of an interrupted reply and marks it, for the page to offer 重新生成', async () => {
    const { session, emit, finished } = setup();
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit(content('半句', 1));
    emit({ type: 'end', ending: 'interrupted', lastEventId: 1 });
    await untilIdle(session);
    expect(session.getSnapshot().messages[1]).toEqual({
      role: 'assistant',
      content: '半句',
      id: 'id2',
      interrupted: true,
    });
    expect(finished[0]).toMatchObject({ interrupted: true, aborted: false });
  });

  it('lets go of a reply whose network stayed away, keeping it to be rejoined with resume', async () => {
    const { session, emit, follows, running } = setup();
    session.send('q');
    emit({ type: 'reply', id: 'r1', conversationId: 7 });
    emit(content('半', 1));
    emit({ type: 'end', ending: 'disconnected', lastEventId: 1 });
    await untilIdle(session);
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', detachedId: 'id2' });
    expect(session.getSnapshot().messages[1]).toMatchObject({ content: '半', replyId: 'r1' });
    // Still remembered as running: a reload rejoins it.
    expect(running.at(-1)).toEqual({ conversationId: '7' });
    session.resume(1);
    expect(follows).toEqual([{ replyId: 'r1', after: 0 }]);
    expect(session.getSnapshot().detachedId).toBeUndefined();
  });

  it('asks for the stored conversation when the server no longer knows a reply it rejoined', async () => {
    const { session, emit, missing } = setup();
    session.load(askedOnce('7', { role: 'assistant', content: TEXT.thinking, id: 'a1', replyId: 'gone' }));
    emit({ type: 'end', ending: 'missing', lastEventId: 0 });
    await untilIdle(session);
    expect(missing).toEqual(['7']);
  });

  it('after dispose: no more updates, and the reply is not stopped', async () => {
    const { session, emit, stops } = setup();
    let calls = 0;
    session.subscribe(() => {
      calls += 1;
    });
    session.send('q');
    const before = calls;
    session.dispose();
    emit(content('late', 1));
    await settle();
    expect(calls).toBe(before);
    expect(stops).toEqual([]);
    expect(session.send('again')).toBe(false);
  });
});
