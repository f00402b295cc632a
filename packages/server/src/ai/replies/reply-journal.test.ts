import { describe, expect, it } from 'vitest';
import { createReplyJournal } from './reply-journal';
import type { ReplyRecord } from './reply-record';
import type { FinishedReply } from './reply-store';

const record = (seq: number): ReplyRecord => ({ seq, content: `第${seq}`, reasoning: '', error: undefined });
const finished = (id: string): FinishedReply => ({
  id,
  conversationId: null,
  state: 'done',
  lastEventId: 2,
  answer: { content: 'x', reasoning: '', interrupted: false },
});

/** A store that records its writes, and fails the next `failures` of them (the database restarting). */
function store(failures = 0) {
  const calls: string[] = [];
  let failing = failures;
  return {
    calls,
    async write(batch: { events: readonly (ReplyRecord & { replyId: string })[]; finished: readonly FinishedReply[] }) {
      if (failing > 0) {
        failing -= 1;
        throw new Error('connection refused');
      }
      calls.push(
        [
          ...batch.events.map((each) => `${each.replyId}#${each.seq}`),
          ...batch.finished.map((reply) => `end ${reply.id}`),
        ].join(' '),
      );
    },
  };
}

describe('createReplyJournal', () => {
  it('stores what every reply made within an interval in one transaction, a reply’s end after its events', async () => {
    const target = store();
    const journal = createReplyJournal({
      store: target,
      intervalMs: 5,
      retryMaxMs: 50,
      endWithinMs: 5,
      log: () => undefined,
    });
    journal.record('a', record(1));
    journal.record('b', record(1));
    journal.record('a', record(2));
    const stored = journal.finish(finished('a'));
    journal.record('b', record(2));
    await stored;
    journal.record('b', record(3));
    await journal.flush(1_000);
    expect(target.calls).toEqual(['a#1 b#1 a#2 b#2 end a', 'b#3']);
  });

  it('stores a reply’s end soon, though its events could wait for the longer interval', async () => {
    const target = store();
    const journal = createReplyJournal({
      store: target,
      intervalMs: 60_000,
      retryMaxMs: 50,
      endWithinMs: 5,
      log: () => undefined,
    });
    journal.record('a', record(1));
    const started = performance.now();
    await journal.finish(finished('a'));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(target.calls).toEqual(['a#1 end a']);
  });

  it('keeps every write, in order, while the database is away, and stores them once it answers', async () => {
    const target = store(3);
    const logs: string[] = [];
    const journal = createReplyJournal({
      store: target,
      intervalMs: 5,
      retryMaxMs: 20,
      endWithinMs: 5,
      log: (line) => logs.push(line),
    });
    journal.record('a', record(1));
    journal.record('a', record(2));
    await journal.finish(finished('a'));
    expect(target.calls).toEqual(['a#1 a#2 end a']);
    expect(logs[0]).toMatch(/could not store replies \(connection refused\); 3 writes wait/);
    expect(logs.at(-1)).toMatch(/answers again/);
  });

  it('gives up at shutdown after its deadline, saying how much was left', async () => {
    const target = store(1_000);
    const logs: string[] = [];
    const journal = createReplyJournal({
      store: target,
      intervalMs: 5,
      retryMaxMs: 10,
      endWithinMs: 5,
      log: (line) => logs.push(line),
    });
    journal.record('a', record(1));
    expect(await journal.flush(50)).toBe(false);
    expect(journal.pending).toBe(1);
    expect(logs.at(-1)).toMatch(/1 writes could not be stored before shutdown/);
  });
});
