import type { ChatEvent } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { spokenReplyStream } from './spoken-reply-stream';
import { toSpokenText } from './to-spoken-text';

async function* from(events: readonly ChatEvent[]): AsyncGenerator<ChatEvent> {
  for (const event of events) yield event;
}

async function collect(events: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const out: ChatEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

const contentOf = (events: readonly ChatEvent[]) =>
  events.map((event) => (event.type === 'content' ? event.text : '')).join('');

const REPLY =
  '当前为离线导览模式。\n\n关于“怎么参加比赛”，请看 **[竞赛](/contest/list)**：资源竞赛的列表。\r\n\r\n相关的页面还有：\n- [资源中心](/resource)：推荐资源\n- [三个工作室](/three-studio)：名师工作室\n\n点击链接即可打开对应页面。';

describe('spokenReplyStream', () => {
  it('equals toSpokenText of the whole reply for every split into two chunks', async () => {
    for (let cut = 0; cut <= REPLY.length; cut++) {
      const events: ChatEvent[] = [
        { type: 'content', text: REPLY.slice(0, cut) },
        { type: 'content', text: REPLY.slice(cut) },
      ];
      expect(contentOf(await collect(spokenReplyStream(from(events))))).toBe(toSpokenText(REPLY));
    }
  });

  it('equals toSpokenText when the reply arrives one character at a time', async () => {
    const events: ChatEvent[] = Array.from(REPLY, (text) => ({ type: 'content', text }));
    expect(contentOf(await collect(spokenReplyStream(from(events))))).toBe(toSpokenText(REPLY));
  });

  it('emits a line as soon as it is complete, never a half-converted link', async () => {
    const out = await collect(
      spokenReplyStream(
        from([
          { type: 'content', text: '第一行\n请看 **[竞' },
          { type: 'content', text: '赛](/contest/list)**' },
        ]),
      ),
    );
    expect(out).toEqual([
      { type: 'content', text: '第一行' },
      { type: 'content', text: '\n请看竞赛' },
    ]);
  });

  it('passes reasoning through and flushes the partial line before an error', async () => {
    const out = await collect(
      spokenReplyStream(
        from([
          { type: 'reasoning', text: '想一想' },
          { type: 'content', text: '部分**回答' },
          { type: 'error', message: '抱歉，我遇到了一些问题：超时' },
        ]),
      ),
    );
    expect(out).toEqual([
      { type: 'reasoning', text: '想一想' },
      { type: 'content', text: '部分**回答' },
      { type: 'error', message: '抱歉，我遇到了一些问题：超时' },
    ]);
  });

  it('drops the unfinished line of a refused answer and passes the refusal on (issue 35)', async () => {
    const refusal: ChatEvent = { type: 'refused', message: '已经停止。' };
    const out = await collect(spokenReplyStream(from([{ type: 'content', text: '第一行\n未完的' }, refusal])));
    expect(out).toEqual([{ type: 'content', text: '第一行' }, refusal]);
  });

  it('yields nothing for an empty or markup-only reply', async () => {
    expect(await collect(spokenReplyStream(from([])))).toEqual([]);
    expect(await collect(spokenReplyStream(from([{ type: 'content', text: '---\n\n```' }])))).toEqual([]);
  });
});
