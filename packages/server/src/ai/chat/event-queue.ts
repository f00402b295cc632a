/** A queue fed by callbacks (socket handlers, sinks) and read as an async iterator. */
export interface EventQueue<T> {
  /** Adds an event (if any); `end` marks the last one. Anything pushed after the end is dropped. */
  push(event: T | undefined, end?: boolean): void;
  /** Yields the queued events in order, waiting for more, until the end is reached. */
  drain(): AsyncGenerator<T>;
}

/**
 * Bridges a push-based source to a pull-based reader: events wait in memory until the reader asks,
 * and the reader sleeps until the next push instead of polling.
 */
export function createEventQueue<T>(): EventQueue<T> {
  const queue: T[] = [];
  let finished = false;
  let wake: (() => void) | undefined;

  function push(event: T | undefined, end = false): void {
    if (finished) return;
    if (event !== undefined) queue.push(event);
    if (end) finished = true;
    wake?.();
  }

  async function* drain(): AsyncGenerator<T> {
    while (true) {
      if (queue.length > 0) {
        yield queue.shift() as T;
        continue;
      }
      if (finished) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  }

  return { push, drain };
}
