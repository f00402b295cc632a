/**
 * Counts the chat replies each user is streaming, so one account cannot hold hundreds of upstream
 * connections open (CHAT_MAX_CONCURRENT_STREAMS_PER_USER). In memory, per server copy.
 */
export function createStreamSlots(maxPerUser: number) {
  const open = new Map<string, number>();
  return {
    /** Takes a slot for the user; the returned release (idempotent) gives it back. Undefined when full. */
    acquire(uid: string): (() => void) | undefined {
      const count = open.get(uid) ?? 0;
      if (count >= maxPerUser) return undefined;
      open.set(uid, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(uid) ?? 1) - 1;
        if (left <= 0) open.delete(uid);
        else open.set(uid, left);
      };
    },
    /** Replies the user is streaming now. */
    openCount(uid: string): number {
      return open.get(uid) ?? 0;
    },
    maxPerUser,
  };
}

/** The slots' interface. */
export type StreamSlots = ReturnType<typeof createStreamSlots>;
