import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReplyFeed } from './reply-feed';
import { createReplyJob, type JobEnding } from './reply-job';
import type { ReplyRecord } from './reply-record';

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function job(options: { flushIntervalMs?: number; maxLifetimeMs?: number } = {}) {
  let clock = 1_000;
  const stored: ReplyRecord[] = [];
  const endings: JobEnding[] = [];
  const feed = createReplyFeed({ id: 'r1', conversationId: null });
  const running = createReplyJob({
    feed,
    flushIntervalMs: options.flushIntervalMs ?? 33,
    maxLifetimeMs: options.maxLifetimeMs ?? 60_000,
    lifetimeMessage: '回复时间超过 60 秒，已停止',
    onRecord: (record) => stored.push(record),
    onEnd: (ending) => endings.push(ending),
    now: () => clock,
  });
  return {
    running,
    feed,
    stored,
    endings,
    advance(ms: number) {
      clock += ms;
      vi.advanceTimersByTime(ms);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createReplyJob', () => {
  it('numbers the events of one synchronous run as one, at once after a quiet interval, and joins later ones per interval', async () => {
    vi.useFakeTimers();
    const { running, stored, advance } = job();
    running.sink.event({ type: 'reasoning', text: '想' });
    running.sink.event({ type: 'content', text: '你' });
    running.sink.event({ type: 'content', text: '好' });
    await tick();
    expect(stored).toEqual([{ seq: 1, content: '你好', reasoning: '想', error: undefined }]);
    advance(10);
    running.sink.event({ type: 'content', text: '，' });
    await tick();
    running.sink.event({ type: 'content', text: '世界' });
    await tick();
    expect(stored).toHaveLength(1);
    advance(23);
    expect(stored.at(-1)).toEqual({ seq: 2, content: '，世界', reasoning: '', error: undefined });
  });

  it('times the thinking from its start to the first word of the answer (issue #30), or to its end without one', async () => {
    vi.useFakeTimers();
    const answered = job();
    answered.running.sink.event({ type: 'reasoning', text: '想' });
    answered.advance(1_200);
    answered.running.sink.event({ type: 'content', text: '' });
    answered.advance(300);
    answered.running.sink.event({ type: 'content', text: '答' });
    answered.advance(5_000);
    answered.running.sink.end();
    expect(answered.endings).toEqual([{ state: 'done', throughSeq: 1, thinkingMs: 1_500 }]);

    const unanswered = job();
    unanswered.running.sink.event({ type: 'reasoning', text: '想' });
    unanswered.advance(700);
    unanswered.running.stop();
    expect(unanswered.endings).toEqual([{ state: 'stopped', throughSeq: 1, thinkingMs: 700 }]);
  });

  it('ends with what is pending, an error as an event of its own after the text before it', async () => {
    vi.useFakeTimers();
    const { running, stored, endings } = job();
    running.sink.event({ type: 'content', text: '前' });
    await tick();
    running.sink.event({ type: 'content', text: '半' });
    running.sink.event({ type: 'error', message: '断了' });
    running.sink.end();
    expect(stored.map(({ seq, content, error }) => [seq, content, error])).toEqual([
      [1, '前', undefined],
      [2, '半', undefined],
      [3, '', '断了'],
    ]);
    expect(endings).toEqual([{ state: 'done', throughSeq: 3, thinkingMs: undefined }]);
  });

  it('records a refusal as an event of its own after the text held before it (issue 35)', async () => {
    vi.useFakeTimers();
    const { running, stored, endings } = job();
    running.sink.event({ type: 'content', text: '无害' });
    running.sink.event({ type: 'refused', message: '已经停止。' });
    running.sink.end();
    expect(stored).toEqual([
      { seq: 1, content: '无害', reasoning: '', error: undefined },
      { seq: 2, content: '', reasoning: '', error: undefined, refused: '已经停止。' },
    ]);
    expect(endings).toEqual([{ state: 'done', throughSeq: 2, thinkingMs: undefined }]);
  });

  it('stops: the provider is aborted, later events are ignored, the stored answer ends where the page was', async () => {
    vi.useFakeTimers();
    const { running, stored, endings, advance } = job();
    running.sink.event({ type: 'content', text: '一' });
    await tick();
    advance(40);
    running.sink.event({ type: 'content', text: '二' });
    await tick();
    running.stop(1);
    running.sink.event({ type: 'content', text: '三' });
    running.sink.end();
    expect(running.signal.aborted).toBe(true);
    expect(stored.map((record) => record.content)).toEqual(['一', '二']);
    expect(endings).toEqual([{ state: 'stopped', throughSeq: 1, thinkingMs: undefined }]);
  });

  it('ends a reply that outlives its lifetime with a readable error and aborts the provider', async () => {
    vi.useFakeTimers();
    const { running, stored, endings, advance } = job({ maxLifetimeMs: 5_000 });
    running.sink.event({ type: 'content', text: '慢' });
    await tick();
    advance(5_000);
    expect(running.signal.aborted).toBe(true);
    expect(stored.at(-1)?.error).toBe('回复时间超过 60 秒，已停止');
    expect(endings).toEqual([{ state: 'done', throughSeq: 2, thinkingMs: undefined }]);
  });

  it('marks the first event of a rate-limited upstream as a refusal for the page that asked', async () => {
    const { running, feed } = job();
    const refused: unknown[] = [];
    feed.subscribe(
      {
        waitsForFirstEvent: true,
        write: () => true,
        end: () => undefined,
        refuse: (refusal) => refused.push(refusal) > 0,
      },
      0,
    );
    running.sink.event({ type: 'error', message: '太频繁', rateLimited: { retryAfterSeconds: 3 } });
    running.sink.end();
    expect(refused).toEqual([{ message: '太频繁', retryAfterSeconds: 3 }]);
  });

  it('is interrupted with what it had when its copy shuts down', async () => {
    const { running, endings } = job();
    running.sink.event({ type: 'content', text: '半句' });
    running.interrupt();
    expect(endings).toEqual([{ state: 'interrupted', throughSeq: 1, thinkingMs: undefined }]);
  });
});
