import type { ChatEvent, ChatMessage } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import type { ChatRequest } from '../api/assistant-api';
import { TEXT } from '../texts';
import { type ChatSession, createChatSession } from './chat-session';

/** A chat stream the test feeds by hand; like the real one it ends when the signal aborts. */
function controllableStream() {
  const queue: Array<IteratorResult<ChatEvent> | Error> = [];
  let wake: (() => void) | undefined;
  const requests: ChatRequest[] = [];
  const push = (item: IteratorResult<ChatEvent> | Error) => {
    queue.push(item);
    wake?.();
  };
  async function* chat(request: ChatRequest): AsyncGenerator<ChatEvent> {
    requests.push(request);
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift() as IteratorResult<ChatEvent> | Error;
      if (item instanceof Error) throw item;
      if (item.done) return;
      yield item.value;
    }
  }
  return {
    chat,
    requests,
    emit: (event: ChatEvent) => push({ done: false, value: event }),
    end: () => push({ done: true, value: undefined }),
    fail: (error: Error) => push(error),
  };
}

function setup(options: { uid?: string; failCreate?: boolean; failUpdate?: boolean } = {}) {
  const stream = controllableStream();
  const created: Array<{ title: string; messages: ChatMessage[] }> = [];
  const updated: Array<{ id: string; title: string; messages: ChatMessage[] }> = [];
  const toasts: string[] = [];
  const finished: Array<{ aborted: boolean; content: string }> = [];
  const events: unknown[] = [];
  let nextId = 1;
  let nextMessageId = 1;
  let clock = 1000;
  const session = createChatSession({
    api: {
      chat: stream.chat,
      async createConversation(input) {
        if (options.failCreate) throw new Error('down');
        created.push({ title: input.title, messages: input.messages });
        return { id: `c${nextId++}` };
      },
      async updateConversation(id, input) {
        if (options.failUpdate) throw new Error('down');
        updated.push({ id, title: input.title, messages: input.messages });
      },
    },
    getUid: () => ('uid' in options ? options.uid : 'teacher'),
    getModel: () => 'junheng',
    notify: (message) => toasts.push(message),
    onReplyFinished: (reply) => finished.push(reply),
    onStop: (detail) => events.push({ stop: detail }),
    onRegenerate: (detail) => events.push({ regenerate: detail }),
    createId: () => `id${nextMessageId++}`,
    now: () => clock,
  });
  const tick = (ms: number) => {
    clock += ms;
  };
  return { session, stream, created, updated, toasts, finished, events, tick };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function untilIdle(session: ChatSession) {
  for (let attempt = 0; attempt < 50 && session.getSnapshot().status !== 'idle'; attempt += 1) await settle();
  await settle();
}

describe('createChatSession', () => {
  it('ignores a blank question', () => {
    const { session } = setup();
    expect(session.send('   \n ')).toBe(false);
    expect(session.getSnapshot().messages).toEqual([]);
  });

  it('shows the placeholder, streams content and reasoning, then creates the conversation', async () => {
    const { session, stream, created } = setup();
    expect(session.send('  什么是叶县？ ')).toBe(true);
    let snapshot = session.getSnapshot();
    expect(snapshot.status).toBe('generating');
    expect(snapshot.messages).toEqual([
      { role: 'user', content: '什么是叶县？', id: 'id1' },
      { role: 'assistant', content: TEXT.thinking, id: 'id2' },
    ]);
    expect(snapshot.pending).toBe(true);
    expect(session.send('again')).toBe(false);

    stream.emit({ type: 'reasoning', text: '想一想' });
    await settle();
    snapshot = session.getSnapshot();
    expect(snapshot.messages[1]).toEqual({ role: 'assistant', content: TEXT.thinking, reasoning: '想一想', id: 'id2' });
    stream.emit({ type: 'content', text: '叶县' });
    stream.emit({ type: 'content', text: '在河南。' });
    await settle();
    expect(session.getSnapshot().messages[1]?.content).toBe('叶县在河南。');
    expect(session.getSnapshot().pending).toBe(false);
    stream.end();
    await untilIdle(session);

    expect(session.getSnapshot().status).toBe('idle');
    expect(session.getSnapshot().conversationId).toBe('c1');
    // Titled from the first question, not '默认对话'.
    expect(session.getSnapshot().title).toBe('什么是叶县？');
    expect(created).toEqual([
      {
        title: '什么是叶县？',
        messages: [
          { role: 'user', content: '什么是叶县？', id: 'id1' },
          { role: 'assistant', content: '叶县在河南。', reasoning: '想一想', thinkingMs: 0, id: 'id2' },
        ],
      },
    ]);
    expect(stream.requests[0]?.messages).toEqual([{ role: 'user', content: '什么是叶县？' }]);
  });

  it('updates the conversation after later replies and never sends reasoning back', async () => {
    const { session, stream, created, updated } = setup();
    session.send('q1');
    stream.emit({ type: 'reasoning', text: 'r1' });
    stream.emit({ type: 'content', text: 'a1' });
    stream.end();
    await untilIdle(session);
    session.send('q2');
    stream.emit({ type: 'content', text: 'a2' });
    stream.end();
    await untilIdle(session);
    expect(created).toHaveLength(1);
    expect(updated).toHaveLength(1);
    expect(updated[0]?.id).toBe('c1');
    // The title the first save gave is kept by later saves.
    expect(created[0]?.title).toBe('q1');
    expect(updated[0]?.title).toBe('q1');
    expect(updated[0]?.messages.map((message) => message.content)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(stream.requests[1]?.messages).toEqual([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'q2' },
    ]);
  });

  it('appends the abort text on stop, even when the transport ignores the signal, and saves it', async () => {
    const { session, stream, created, finished } = setup();
    session.send('q');
    stream.emit({ type: 'content', text: '部分回答' });
    await settle();
    session.stop();
    await untilIdle(session);
    expect(session.getSnapshot().messages[1]?.content).toBe(`部分回答\n\n${TEXT.replyAborted}`);
    expect(created[0]?.messages[1]?.content).toBe(`部分回答\n\n${TEXT.replyAborted}`);
    expect(finished).toEqual([expect.objectContaining({ aborted: true })]);
  });

  it('aborting before any content leaves only the abort text', async () => {
    const { session } = setup();
    session.send('q');
    session.stop();
    await untilIdle(session);
    expect(session.getSnapshot().messages[1]?.content).toBe(TEXT.replyAborted);
  });

  it.each([
    [
      'a failure before any event',
      (stream: ReturnType<typeof controllableStream>) => stream.fail(new Error('503')),
      TEXT.serverBusy,
    ],
    [
      'a failure after reasoning only',
      (stream: ReturnType<typeof controllableStream>) => {
        stream.emit({ type: 'reasoning', text: 'r' });
        stream.fail(new Error('broken'));
      },
      TEXT.streamProcessingFailed,
    ],
    [
      'an error event',
      (stream: ReturnType<typeof controllableStream>) => {
        stream.emit({ type: 'error', message: `${TEXT.streamErrorPrefix}quota` });
        stream.end();
      },
      `${TEXT.streamErrorPrefix}quota`,
    ],
    ['an empty stream', (stream: ReturnType<typeof controllableStream>) => stream.end(), TEXT.streamProcessingFailed],
  ])('%s ends idle with the SPEC text', async (_name, act, expected) => {
    const { session, stream } = setup();
    session.send('q');
    act(stream);
    await untilIdle(session);
    expect(session.getSnapshot().status).toBe('idle');
    expect(session.getSnapshot().messages[1]?.content).toBe(expected);
  });

  it('regenerates the last answer from the latest question with its own placeholder and abort text', async () => {
    const { session, stream, events } = setup();
    session.load({
      id: 'c9',
      title: '新对话',
      messages: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'old', reasoning: 'old r' },
      ],
    });
    session.regenerate(1);
    expect(session.getSnapshot().messages[1]?.content).toBe(TEXT.regenerating);
    expect(stream.requests[0]?.messages).toEqual([{ role: 'user', content: 'q' }]);
    session.stop();
    await untilIdle(session);
    // The earlier answer stays as version 1 (issue #16); the messages gained ids by position.
    expect(session.getSnapshot().messages).toEqual([
      { role: 'user', content: 'q', id: 'legacy-0' },
      {
        role: 'assistant',
        content: TEXT.regenerateAborted,
        id: 'id1',
        versions: [
          { id: 'legacy-1', content: 'old', reasoning: 'old r' },
          { id: 'id1', content: TEXT.regenerateAborted },
        ],
      },
    ]);
    expect(events).toEqual([
      { regenerate: { conversationId: 'c9', messageId: 'legacy-1' } },
      { stop: { conversationId: 'c9', messageId: 'id1', regenerated: true } },
    ]);
  });

  it('shows an earlier version and saves the choice; the model never sees versions or reasoning', async () => {
    const { session, stream, updated } = setup();
    session.load({
      id: 'c9',
      title: 't',
      messages: [
        { role: 'user', content: 'q', id: 'q1' },
        { role: 'assistant', content: 'old', reasoning: 'r', id: 'a1' },
      ],
    });
    session.regenerate(1);
    stream.emit({ type: 'content', text: 'new' });
    stream.end();
    await untilIdle(session);
    session.showVersion(1, 0);
    const shown = session.getSnapshot().messages[1];
    expect(shown).toMatchObject({ content: 'old', reasoning: 'r', id: 'a1' });
    await settle();
    expect(updated.at(-1)?.messages[1]).toEqual(shown);
    session.send('next');
    expect(stream.requests.at(-1)?.messages).toEqual([
      { role: 'user', content: 'q' },
      { role: 'assistant', content: 'old' },
      { role: 'user', content: 'next' },
    ]);
  });

  it('times the thinking from the request to the first word of the answer, and saves the time with it', async () => {
    const { session, stream, tick, created } = setup();
    session.send('q');
    expect(session.getSnapshot().streamStartedAt).toBe(1000);
    tick(3000);
    stream.emit({ type: 'reasoning', text: '想' });
    await settle();
    tick(9500);
    expect(session.getSnapshot().thinkingMs).toEqual({});
    stream.emit({ type: 'content', text: '答' });
    await settle();
    tick(5000);
    stream.emit({ type: 'content', text: '案' });
    stream.end();
    await untilIdle(session);
    expect(session.getSnapshot().thinkingMs).toEqual({ id2: 12_500 });
    expect(session.getSnapshot().streamStartedAt).toBeUndefined();
    // Issue #30: stored with the answer, so a reload still shows '已深度思考（用时 13 秒）'.
    expect(session.getSnapshot().messages[1]).toMatchObject({ reasoning: '想', thinkingMs: 12_500 });
    await expect.poll(() => created.at(-1)?.messages[1]).toMatchObject({ thinkingMs: 12_500 });
  });

  it('stores no thinking time for an answer without reasoning', async () => {
    const { session, stream, created } = setup();
    session.send('q');
    stream.emit({ type: 'content', text: '答' });
    stream.end();
    await untilIdle(session);
    await expect.poll(() => created.length).toBe(1);
    expect(created[0]?.messages[1]).not.toHaveProperty('thinkingMs');
  });

  it('regenerating without a question says so', () => {
    const { session } = setup();
    session.load({ title: '新对话', messages: [{ role: 'assistant', content: 'hello' }] });
    session.regenerate(0);
    expect(session.getSnapshot().messages[0]?.content).toBe(TEXT.noQuestionToRegenerate);
    expect(session.getSnapshot().status).toBe('idle');
  });

  it('skips saving without a uid', async () => {
    const { session, stream, created } = setup({ uid: undefined });
    session.send('q');
    stream.emit({ type: 'content', text: 'a' });
    stream.end();
    await untilIdle(session);
    expect(created).toEqual([]);
  });

  it.each([
    [{ failCreate: true }, undefined, TEXT.createConversationFailed],
    [{ failUpdate: true }, 'c5', TEXT.updateConversationFailed],
  ])('save failures toast (%j)', async (flags, id, toast) => {
    const { session, stream, toasts } = setup(flags);
    if (id) session.load({ id, title: 't', messages: [] });
    session.send('q');
    stream.emit({ type: 'content', text: 'a' });
    stream.end();
    await untilIdle(session);
    expect(toasts).toEqual([toast]);
  });

  it('switching conversation mid-reply saves the aborted reply to the one it belonged to', async () => {
    const { session, stream, updated } = setup();
    session.load({ id: 'c7', title: 't', messages: [] });
    session.send('q');
    stream.emit({ type: 'content', text: 'half' });
    await settle();
    session.load({ id: 'c8', title: 'other', messages: [] });
    await settle();
    await settle();
    expect(session.getSnapshot().conversationId).toBe('c8');
    expect(session.getSnapshot().messages).toEqual([]);
    expect(updated).toEqual([
      {
        id: 'c7',
        title: 't',
        messages: [
          { role: 'user', content: 'q', id: 'id1' },
          { role: 'assistant', content: `half\n\n${TEXT.replyAborted}`, id: 'id2' },
        ],
      },
    ]);
  });

  it('notifies subscribers and stops after dispose', async () => {
    const { session, stream } = setup();
    let calls = 0;
    session.subscribe(() => {
      calls += 1;
    });
    session.send('q');
    expect(calls).toBe(1);
    session.dispose();
    stream.emit({ type: 'content', text: 'late' });
    await settle();
    expect(calls).toBe(1);
    expect(session.send('again')).toBe(false);
  });

  it('a new conversation (新对话, saved empty) is titled at the save after its first question', async () => {
    const { session, stream, updated } = setup();
    session.load({ id: 'n1', title: TEXT.newConversationTitle, messages: [] });
    session.send('  怎么参加\n资源竞赛，需要准备哪些材料和证明文件？  ');
    stream.emit({ type: 'content', text: 'a' });
    stream.end();
    await untilIdle(session);
    expect(updated).toEqual([
      {
        id: 'n1',
        title: '怎么参加 资源竞赛，需要准备哪些材料和证…',
        messages: [
          { role: 'user', content: '怎么参加\n资源竞赛，需要准备哪些材料和证明文件？', id: 'id1' },
          { role: 'assistant', content: 'a', id: 'id2' },
        ],
      },
    ]);
    expect(session.getSnapshot().title).toBe('怎么参加 资源竞赛，需要准备哪些材料和证…');
  });

  it('never overwrites a title: a named conversation, or a default-titled one with older questions', async () => {
    const { session, stream, updated } = setup();
    session.load({ id: 'k1', title: '我的备课', messages: [] });
    session.send('第一个问题');
    stream.emit({ type: 'content', text: 'a' });
    stream.end();
    await untilIdle(session);
    session.load({
      id: 'k2',
      title: TEXT.defaultConversationTitle,
      messages: [
        { role: 'user', content: '旧问题' },
        { role: 'assistant', content: '旧回答' },
      ],
    });
    session.send('新问题');
    stream.emit({ type: 'content', text: 'b' });
    stream.end();
    await untilIdle(session);
    expect(updated.map((item) => [item.id, item.title])).toEqual([
      ['k1', '我的备课'],
      ['k2', TEXT.defaultConversationTitle],
    ]);
  });
});
