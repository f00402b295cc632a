import type { Clock, TimerHandle } from './clock';

/** A clock for tests: time moves only through `advance`. */
export interface ManualClock extends Clock {
  /**
   * Moves time forward by `ms`, running due callbacks in time order and letting pending promise
   * callbacks settle after each one (async iterables read between typewriter ticks, say).
   */
  advance(ms: number): Promise<void>;
  /** Number of callbacks still scheduled. */
  readonly pending: number;
}

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

async function settle(): Promise<void> {
  // Several hops: an `await` inside an async generator takes more than one microtask to resume.
  for (let hop = 0; hop < 25; hop++) await Promise.resolve();
}

/** Creates a clock starting at `startMs` whose timers run only when the test advances it. */
export function createManualClock(startMs = 0): ManualClock {
  let now = startMs;
  let nextId = 1;
  let timers: Timer[] = [];
  return {
    now: () => now,
    setTimeout(callback, delayMs) {
      const timer = { id: nextId++, at: now + Math.max(0, delayMs), callback };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle: TimerHandle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    async advance(ms) {
      const target = now + ms;
      await settle();
      for (;;) {
        const due = timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
        await settle();
      }
      now = target;
    },
    get pending() {
      return timers.length;
    },
  };
}
