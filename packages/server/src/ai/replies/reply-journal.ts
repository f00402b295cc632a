import type { ReplyRecord } from './reply-record';
import type { FinishedReply, ReplyStore } from './reply-store';

const EVENTS_PER_STATEMENT = 1_000;

type Entry =
  | { kind: 'event'; record: ReplyRecord & { replyId: string } }
  | { kind: 'finish'; reply: FinishedReply; stored: () => void };

/** Settings of {@link createReplyJournal}. */
interface ReplyJournalOptions {
  store: Pick<ReplyStore, 'appendEvents' | 'finish'>;
  /** Writes wait at most this long, so that one copy's replies go to the database in one statement per interval. */
  intervalMs: number;
  /** The longest wait between two attempts while the database is away. */
  retryMaxMs: number;
  log: (message: string) => void;
}

/**
 * Stores the events of every reply this copy runs, and their ends, in the order they were made: what came
 * within an interval goes in one statement (one multi-row insert for all replies' events), so a hundred
 * replies cost one write per interval, not a hundred. While the database is away (restarting) nothing is
 * dropped: the writes wait in memory, in order, and are tried again with growing pauses; the pages following
 * the replies from this copy are served from memory meanwhile. A reply's end is stored after all its events,
 * its answer written into its conversation in the same transaction.
 */
export function createReplyJournal(options: ReplyJournalOptions) {
  let queue: Entry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;
  let failures = 0;

  const schedule = (delayMs: number) => {
    if (timer !== undefined || writing !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      writing = write().finally(() => {
        writing = undefined;
        if (queue.length > 0) schedule(nextDelay());
      });
    }, delayMs);
    // A write waiting to be retried must not keep a stopped process alive; close() flushes on purpose.
    timer.unref?.();
  };
  const nextDelay = () => (failures === 0 ? options.intervalMs : Math.min(options.retryMaxMs, 100 * 2 ** failures));

  /** Writes the queue in order; on the first failure, what is left stays at its front for the next try. */
  const write = async () => {
    const entries = queue;
    queue = [];
    let done = 0;
    try {
      while (done < entries.length) {
        const entry = entries[done] as Entry;
        if (entry.kind === 'finish') {
          await options.store.finish(entry.reply);
          entry.stored();
          done += 1;
          continue;
        }
        let end = done;
        // One statement per batch, kept well under the engines' limits on parameters (SQLite: 32766).
        while (entries[end]?.kind === 'event' && end - done < EVENTS_PER_STATEMENT) end += 1;
        const events = entries.slice(done, end).map((event) => (event as Entry & { kind: 'event' }).record);
        await options.store.appendEvents(events);
        done = end;
      }
      if (failures > 0) options.log(`reply journal: the database answers again; stored what waited`);
      failures = 0;
    } catch (error) {
      if (failures === 0) {
        options.log(
          `reply journal: could not store replies (${error instanceof Error ? error.message : String(error)}); ${entries.length - done} writes wait and are tried again`,
        );
      }
      failures += 1;
      queue = [...entries.slice(done), ...queue];
    }
  };

  return {
    /** Queues an event of reply `replyId`. */
    record(replyId: string, record: ReplyRecord): void {
      queue.push({ kind: 'event', record: { ...record, replyId } });
      schedule(nextDelay());
    },
    /** Queues a reply's end; resolves once it is stored (after every event queued before it). */
    finish(reply: FinishedReply): Promise<void> {
      return new Promise<void>((stored) => {
        queue.push({ kind: 'finish', reply, stored });
        schedule(nextDelay());
      });
    },
    /** Writes what waits now, trying until `deadlineMs` has passed; false when writes were left unstored. */
    async flush(deadlineMs: number): Promise<boolean> {
      const giveUpAt = performance.now() + deadlineMs;
      clearTimeout(timer);
      timer = undefined;
      for (;;) {
        await writing;
        if (queue.length === 0) return true;
        writing = write().finally(() => {
          writing = undefined;
        });
        await writing;
        if (queue.length === 0) return true;
        if (performance.now() >= giveUpAt) {
          options.log(`reply journal: ${queue.length} writes could not be stored before shutdown`);
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(nextDelay(), 500)));
      }
    },
    /** Writes waiting to be stored. */
    get pending(): number {
      return queue.length;
    },
  };
}
