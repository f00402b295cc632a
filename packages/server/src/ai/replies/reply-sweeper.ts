import { REPLY_SWEEP_INTERVAL_MS } from '../../constants';
import { answerOf } from './reply-record';
import type { ReplyStore } from './reply-store';

/** What {@link createReplySweeper} needs. */
interface ReplySweeperOptions {
  store: Pick<ReplyStore, 'interrupt' | 'orphans' | 'purge'>;
  /** This copy's name: its own replies are never orphans. */
  self: string;
  /** SQLite: one copy, so any reply running at start was left by a run that stopped. */
  oneCopy: boolean;
  /** CHAT_REPLY_OWNER_TIMEOUT_SECONDS in milliseconds. */
  ownerTimeoutMs: number;
  /** CHAT_REPLY_RETENTION_SECONDS in milliseconds. */
  retentionMs: number;
  log: (message: string) => void;
}

/**
 * The clean-up of reply jobs: a reply whose copy stopped reporting ends as interrupted, its stored events
 * made its answer (exactly one copy succeeds when several notice at once); replies finished longer ago than
 * their retention are deleted with their events.
 */
export function createReplySweeper(options: ReplySweeperOptions) {
  const { store, log } = options;

  /** Ends a reply whose copy is gone, from its stored events; a no-op when it already ended. */
  const interruptOrphan = async (id: string) => {
    const interrupted = await store.interrupt(id, (records, regenerated) =>
      answerOf(records, { state: 'interrupted', regenerated }),
    );
    if (interrupted) log(`replies: ${id} ended as interrupted: the copy running it stopped reporting`);
  };

  return {
    interruptOrphan,
    /** One round: orphans (at the first one on SQLite, every reply still running), then what expired. */
    async sweep(firstRun: boolean): Promise<void> {
      try {
        const orphans = await store.orphans(
          options.self,
          Date.now() - options.ownerTimeoutMs,
          firstRun && options.oneCopy,
        );
        for (const id of orphans) await interruptOrphan(id);
        await store.purge(Date.now() - options.retentionMs);
      } catch (error) {
        log(`replies: clean-up failed (tried again in ${REPLY_SWEEP_INTERVAL_MS / 1000} s): ${String(error)}`);
      }
    },
  };
}
