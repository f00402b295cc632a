import type { ReplyRecord } from './reply-record';
import type { FinishedReply, ReplyStore } from './reply-store';

/** A reply's end waiting to be stored, and who waits for it. */
interface PendingEnd {
  reply: FinishedReply;
  stored: () => void;
}

/** Settings of {@link createReplyJournal}. */
interface ReplyJournalOptions {
  store: Pick<ReplyStore, 'write'>;
  /** Writes wait at most this long, so that one copy's replies go to the database in one transaction per interval. */
  intervalMs: number;
  /** The longest wait between two attempts while the database is away. */
  retryMaxMs: number;
  /**
   * A reply's end is stored within this (its pages hear of the end once it is): sooner than `intervalMs`,
   * so that a page is not kept waiting, with at most one commit per this interval.
   */
  endWithinMs: number;
  log: (message: string) => void;
}

/**
 * Stores the events of every reply this copy runs, and their ends, in the order they were made: what came
 * within an interval is one transaction (one multi-row insert for all replies' events, then the ends), so a
 * hundred replies cost one commit per interval, not hundreds. While the database is away (restarting)
 * nothing is dropped: the writes wait in memory, in order, and are tried again with growing pauses; the
 * pages following the replies from this copy are served from memory meanwhile. A reply's end is stored with
 * or after all its events, its answer written into its conversation in the same transaction.
 */
export function createReplyJournal(options: ReplyJournalOptions) {
  let events: (ReplyRecord & { replyId: string })[] = [];
  let ends: PendingEnd[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;
  let failures = 0;

  const pending = () => events.length + ends.length;
  const nextDelay = () => (failures === 0 ? options.intervalMs : Math.min(options.retryMaxMs, 100 * 2 ** failures));
  let dueAt = Number.POSITIVE_INFINITY;
  const schedule = (delayMs: number) => {
    if (writing !== undefined) return;
    if (timer !== undefined) {
      if (performance.now() + delayMs >= dueAt) return;
      clearTimeout(timer);
    }
    dueAt = performance.now() + delayMs;
    timer = setTimeout(() => {
      dueAt = Number.POSITIVE_INFINITY;
      timer = undefined;
      writing = write().finally(() => {
        writing = undefined;
        if (pending() > 0) schedule(nextDelay());
      });
    }, delayMs);
    // A write waiting to be retried must not keep a stopped process alive; flush() writes on purpose.
    timer.unref?.();
  };

  /** Writes what waits, in one transaction; on failure it all stays, in front of what came meanwhile. */
  const write = async () => {
    const batch = { events, ends };
    events = [];
    ends = [];
    try {
      await options.store.write({ events: batch.events, finished: batch.ends.map((end) => end.reply) });
      for (const end of batch.ends) end.stored();
      if (failures > 0) options.log('reply journal: the database answers again; stored what waited');
      failures = 0;
    } catch (error) {
      if (failures === 0) {
        options.log(
          `reply journal: could not store replies (${error instanceof Error ? error.message : String(error)}); ${batch.events.length + batch.ends.length} writes wait and are tried again`,
        );
      }
      failures += 1;
      events = [...batch.events, ...events];
      ends = [...batch.ends, ...ends];
    }
  };

  return {
    /** Queues an event of reply `replyId`. */
    record(replyId: string, record: ReplyRecord): void {
      events.push({ ...record, replyId });
      schedule(nextDelay());
    },
    /** Queues a reply's end; resolves once it is stored (with or after every event queued before it). */
    finish(reply: FinishedReply): Promise<void> {
      return new Promise<void>((stored) => {
        ends.push({ reply, stored });
        schedule(failures === 0 ? Math.min(options.endWithinMs, options.intervalMs) : nextDelay());
      });
    },
    /** Writes what waits now, trying until `deadlineMs` has passed; false when writes were left unstored. */
    async flush(deadlineMs: number): Promise<boolean> {
      const giveUpAt = performance.now() + deadlineMs;
      clearTimeout(timer);
      timer = undefined;
      dueAt = Number.POSITIVE_INFINITY;
      for (;;) {
        await writing;
        if (pending() === 0) return true;
        writing = write().finally(() => {
          writing = undefined;
        });
        await writing;
        if (pending() === 0) return true;
        if (performance.now() >= giveUpAt) {
          options.log(`reply journal: ${pending()} writes could not be stored before shutdown`);
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(nextDelay(), 500)));
      }
    },
    /** Writes waiting to be stored. */
    get pending(): number {
      return pending();
    },
  };
}
