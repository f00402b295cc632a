import { describe, expect, it } from 'vitest';
import { createReplyFeed, type ReplySubscriber } from './reply-feed';
import type { ReplyRecord } from './reply-record';

/** A page's response: records writes, and reports a full buffer on the writes listed (1-based). */
function page(options: { waitsForFirstEvent?: boolean; fullOnWrites?: number[] } = {}) {
  const writes: string[] = [];
  let ended: string | undefined;
  const refused: unknown[] = [];
  const subscriber: ReplySubscriber = {
    waitsForFirstEvent: options.waitsForFirstEvent ?? false,
    write(text) {
      writes.push(text);
      return !(options.fullOnWrites ?? []).includes(writes.length);
    },
    end(text) {
      ended = text;
    },
    refuse(refusal) {
      if (writes.length > 0) return false;
      refused.push(refusal);
      return true;
    },
  };
  return {
    subscriber,
    writes,
    refused,
    get ended() {
      return ended;
    },
    get text() {
      return writes.join('') + (ended ?? '');
    },
  };
}

const record = (seq: number, content: string): ReplyRecord => ({ seq, content, reasoning: '', error: undefined });
const frame = (seq: number, content: string) =>
  `id: ${seq}\ndata: {"choices":[{"content":"${content}","reasoning_content":""}]}\n\n`;
const opening = 'data: {"reply":{"id":"r1","conversationId":5}}\n\n';

describe('createReplyFeed', () => {
  it('writes each event to every page as it comes, one write per event, and ends them with the state', () => {
    const feed = createReplyFeed({ id: 'r1', conversationId: 5 });
    const first = page();
    const second = page();
    feed.subscribe(first.subscriber, 0);
    feed.add(record(1, '一'));
    feed.subscribe(second.subscriber, 0);
    feed.add(record(2, '二'));
    feed.end({ state: 'done' });
    const end = 'data: {"reply":{"id":"r1","state":"done"}}\n\ndata: [DONE]\n\n';
    expect(first.writes).toEqual([opening, frame(1, '一'), frame(2, '二')]);
    expect(first.ended).toBe(end);
    // A page joining late gets what it lacks in one write.
    expect(second.writes).toEqual([opening + frame(1, '一'), frame(2, '二')]);
    expect(second.ended).toBe(end);
  });

  it('gives a page joining after event n only the events after it', () => {
    const feed = createReplyFeed({ id: 'r1', conversationId: 5 });
    for (const seq of [1, 2, 3]) feed.add(record(seq, `第${seq}`));
    const rejoined = page();
    feed.subscribe(rejoined.subscriber, 2);
    expect(rejoined.writes).toEqual([opening + frame(3, '第3')]);
  });

  it('skips a page whose buffer is full until it drains, then writes what it missed at once', () => {
    const feed = createReplyFeed({ id: 'r1', conversationId: 5 });
    const slow = page({ fullOnWrites: [2] });
    const subscription = feed.subscribe(slow.subscriber, 0);
    feed.add(record(1, 'a'));
    feed.add(record(2, 'b'));
    feed.add(record(3, 'c'));
    expect(slow.writes).toEqual([opening, frame(1, 'a')]);
    subscription.drained();
    expect(slow.writes).toEqual([opening, frame(1, 'a'), frame(2, 'b') + frame(3, 'c')]);
  });

  it('ends a page that joins a finished reply at once, with the stopped state and where the answer was cut', () => {
    const feed = createReplyFeed({ id: 'r1', conversationId: null });
    feed.add(record(1, 'x'));
    feed.end({ state: 'stopped', lastEventId: 1 });
    const late = page();
    feed.subscribe(late.subscriber, 0);
    expect(late.writes).toEqual([]);
    expect(late.ended).toBe(
      `data: {"reply":{"id":"r1"}}\n\n${frame(1, 'x')}data: {"reply":{"id":"r1","state":"stopped","lastEventId":1}}\n\ndata: [DONE]\n\n`,
    );
  });

  it('holds the page that started the reply until the first event, and answers an upstream refusal as 429', () => {
    const feed = createReplyFeed({ id: 'r1', conversationId: null });
    const starter = page({ waitsForFirstEvent: true });
    const follower = page();
    feed.subscribe(starter.subscriber, 0);
    feed.subscribe(follower.subscriber, 0);
    expect(starter.writes).toEqual([]);
    feed.refuse({ message: '上游限流', retryAfterSeconds: 7 });
    feed.add({ seq: 1, content: '', reasoning: '', error: '上游限流' });
    feed.end({ state: 'done' });
    expect(starter.refused).toEqual([{ message: '上游限流', retryAfterSeconds: 7 }]);
    expect(starter.text).toBe('');
    expect(follower.text).toContain('id: 1\ndata: {"error":"上游限流"}');
  });

  it('ignores an event out of order and writes nothing to a page that left', () => {
    const feed = createReplyFeed({ id: 'r1', conversationId: null });
    const left = page();
    feed.subscribe(left.subscriber, 0).cancel();
    feed.add(record(2, 'skipped'));
    feed.add(record(1, 'kept'));
    expect(feed.records.map((each) => each.content)).toEqual(['kept']);
    expect(left.writes).toEqual(['data: {"reply":{"id":"r1"}}\n\n']);
  });
});
