/** The newest demo item is dated this day; older ones step back from it. */
export const DEMO_ANCHOR_TIME_MS = Date.UTC(2026, 10, 16, 9, 0, 0);
/** One day, for stepping demo dates. */
export const DAY_MS = 86_400_000;
