import { describe, expect, it } from 'vitest';
import { createReplyJournal } from './reply-journal';
import type { ReplyRecord } from './reply-record';
import type { FinishedReply } from './reply-store';

const record = (seq: number): ReplyRecord => ({ seq, content: `第${seq}`, reasoning: '', error: undefined });
const finished = (id: string): FinishedReply => ({
  id,
  state: 'done',
  lastEventId: 2,
  answer: { content: 'x', reasoning: '', interrupted: false },
});

/** A store that records its calls, and fails the next `failures` of them (the database restarting). */
function store(failures = 0) {
  const calls: string[] = [];
  let failing = failures;
  const maybeFail = () => {
    if (failing > 0) {
      failing -= 1;
      throw new Error('connection refused');
    }
  };
  return {
    calls,
    async appendEvents(records: readonly (ReplyRecord & { replyId: string })[]) {
      maybeFail();
      calls.push(`events ${records.map((each) => `${each.replyId}#${each.seq}`).join(' ')}`);
    },
    async finish(reply: FinishedReply) {
      maybeFail();
      calls.push(`finish ${reply.id}`);
    },
  };
}

describe('createReplyJournal', () => {
  it('stores the events of every reply made within an interval in one statement, a reply’s end after its events', async () => {
    const target = store();
    const journal = createReplyJournal({ store: target, intervalMs: 5, retryMaxMs: 50, log: () => undefined });
    journal.record('a', record(1));
    journal.record('b', record(1));
    journal.record('a', record(2));
    const stored = journal.finish(finished('a'));
    journal.record('b', record(2));
    await stored;
    await journal.flush(1_000);
    expect(target.calls).toEqual(['events a#1 b#1 a#2', 'finish a', 'events b#2']);
  });

  it('keeps every write, in order, while the database is away, and stores them once it answers', async () => {
    const target = store(3);
    const logs: string[] = [];
    const journal = createReplyJournal({
      store: target,
      intervalMs: 5,
      retryMaxMs: 20,
      log: (line) => logs.push(line),
    });
    journal.record('a', record(1));
    journal.record('a', record(2));
    await journal.finish(finished('a'));
    expect(target.calls).toEqual(['events a#1 a#2', 'finish a']);
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
      log: (line) => logs.push(line),
    });
    journal.record('a', record(1));
    expect(await journal.flush(50)).toBe(false);
    expect(journal.pending).toBe(1);
    expect(logs.at(-1)).toMatch(/1 writes could not be stored before shutdown/);
  });
});
