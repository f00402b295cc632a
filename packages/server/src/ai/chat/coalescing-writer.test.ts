import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescingWriter } from './coalescing-writer';

/** A target that records each socket write with the fake clock's time. */
function recordingTarget(options: { full?: boolean } = {}) {
  const writes: { at: number; text: string }[] = [];
  const ends: string[] = [];
  let fullCount = 0;
  return {
    writes,
    ends,
    get fullCount() {
      return fullCount;
    },
    target: {
      write(text: string) {
        writes.push({ at: Date.now(), text });
        return !options.full;
      },
      end(text: string) {
        ends.push(text);
      },
      onFull() {
        fullCount += 1;
      },
      now: () => Date.now(),
    },
  };
}

describe('createCoalescingWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first event at once and joins events that come sooner than the interval', () => {
    const { target, writes } = recordingTarget();
    const writer = createCoalescingWriter(target, 16);
    writer.push('a');
    expect(writes).toEqual([{ at: 1_000, text: 'a' }]);
    vi.advanceTimersByTime(5);
    writer.push('b');
    vi.advanceTimersByTime(5);
    writer.push('c');
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(6);
    expect(writes).toEqual([
      { at: 1_000, text: 'a' },
      { at: 1_016, text: 'bc' },
    ]);
  });

  it('writes an event at once again after a quiet interval', () => {
    const { target, writes } = recordingTarget();
    const writer = createCoalescingWriter(target, 16);
    writer.push('a');
    vi.advanceTimersByTime(40);
    writer.push('b');
    expect(writes.map((write) => write.text)).toEqual(['a', 'b']);
    expect(writes[1]?.at).toBe(1_040);
  });

  it('keeps order and loses nothing: pending text goes out with the end', () => {
    const { target, writes, ends } = recordingTarget();
    const writer = createCoalescingWriter(target, 16);
    for (const text of ['1', '2', '3', '4']) writer.push(text);
    writer.end('[DONE]');
    vi.advanceTimersByTime(100);
    expect(writes.map((write) => write.text)).toEqual(['1']);
    expect(ends).toEqual(['234[DONE]']);
    writer.push('late');
    writer.end('again');
    expect(ends).toHaveLength(1);
  });

  it('writes every event as it comes when the interval is 0', () => {
    const { target, writes } = recordingTarget();
    const writer = createCoalescingWriter(target, 0);
    for (const text of ['x', 'y', 'z']) writer.push(text);
    expect(writes.map((write) => write.text)).toEqual(['x', 'y', 'z']);
  });

  it('drops pending text and its timer when the client is gone', () => {
    const { target, writes, ends } = recordingTarget();
    const writer = createCoalescingWriter(target, 16);
    writer.push('a');
    writer.push('b');
    writer.close();
    vi.advanceTimersByTime(100);
    writer.end('[DONE]');
    expect(writes.map((write) => write.text)).toEqual(['a']);
    expect(ends).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a full socket buffer on the write that filled it', () => {
    const recording = recordingTarget({ full: true });
    const writer = createCoalescingWriter(recording.target, 16);
    writer.push('a');
    expect(recording.fullCount).toBe(1);
    writer.push('b');
    expect(recording.fullCount).toBe(1);
    vi.advanceTimersByTime(16);
    expect(recording.fullCount).toBe(2);
  });
});
