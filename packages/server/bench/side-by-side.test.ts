import { describe, expect, it } from 'vitest';
import { comparePooledP99, type PathWindow, type Round } from './side-by-side';
import type { StreamResult } from './stream-load';

/** A window whose complete chats took these first-chunk times (a failed chat is left out of the p99). */
function windowOf(firstContentTimes: readonly number[], failed = 0): PathWindow {
  const chat = (firstContentMs: number, error?: string): StreamResult => ({
    firstContentMs,
    maxGapMs: 0,
    totalMs: 1_000,
    chunks: 200,
    error,
  });
  return {
    results: [
      ...firstContentTimes.map((time) => chat(time)),
      ...Array.from({ length: failed }, () => chat(1_000_000, 'HTTP 502')),
    ],
    summary: undefined as unknown as PathWindow['summary'],
    cpuMsPerThousandChunks: undefined,
    busyAtStart: 0,
  };
}

/** 100 chats at 1, 2, … 100 ms plus `shift`: their p99 is 100 + shift. */
const ramp = (shift: number) => Array.from({ length: 100 }, (_, index) => index + 1 + shift);

describe('comparePooledP99', () => {
  it('measures what each proxy adds over the direct path, with no spread when every round agrees', () => {
    const round: Round = { direct: windowOf(ramp(0)), nginx: windowOf(ramp(1)), server: windowOf(ramp(3), 5) };
    const comparison = comparePooledP99([round, round, round]);
    expect(comparison.addedP99).toEqual({ nginx: 1, server: 3 });
    expect(comparison.extraP99OverNginx).toBe(2);
    expect(comparison.interval).toEqual({ low: 2, high: 2 });
  });

  it('pools the chats of every round, and widens the interval when one round disagrees', () => {
    const calm: Round = { direct: windowOf(ramp(0)), nginx: windowOf(ramp(0)), server: windowOf(ramp(0)) };
    // One round in which the server's slowest 2 chats were 40 ms slower: the pooled p99 of 400 chats is the
    // 4th slowest, which that round alone cannot move; drawn twice or more in a resample, it can.
    const slowTail = [...ramp(0).slice(0, 98), 140, 140];
    const stormy: Round = { ...calm, server: windowOf(slowTail) };
    const comparison = comparePooledP99([calm, calm, calm, stormy]);
    expect(comparison.extraP99OverNginx).toBe(0);
    expect(comparison.interval.low).toBe(0);
    expect(comparison.interval.high).toBe(40);
  });

  it('judges the chats pooled, not the median of the rounds', () => {
    const calm: Round = { direct: windowOf(ramp(0)), nginx: windowOf(ramp(0)), server: windowOf(ramp(0)) };
    // Each of two rounds has one slow chat of the server's: that round's own p99 (its slowest of 100) is 40 ms
    // worse, so the median of four rounds' differences is 20 ms; of the 400 chats pooled, two slow ones stay
    // under the p99 (the 4th slowest).
    const oneSlow: Round = { ...calm, server: windowOf([...ramp(0).slice(0, 99), 140]) };
    expect(comparePooledP99([calm, calm, oneSlow, oneSlow]).extraP99OverNginx).toBe(0);
  });

  it('draws nginx and the server from the same resampled rounds', () => {
    const calm: Round = { direct: windowOf(ramp(0)), nginx: windowOf(ramp(0)), server: windowOf(ramp(0)) };
    // A round slow for both proxies alike (the machine's mood): it moves both p99s together, never the difference.
    const slow: Round = { direct: windowOf(ramp(0)), nginx: windowOf(ramp(40)), server: windowOf(ramp(40)) };
    expect(comparePooledP99([calm, calm, calm, slow]).interval).toEqual({ low: 0, high: 0 });
  });

  it('gives the same interval for the same rounds (a seeded resampling)', () => {
    // Shifts that give many different resampled figures, so an unseeded draw would differ between two calls.
    const rounds: Round[] = [0.3, 4.1, 1.7, 7.9, 2.2, 5.5, 3.3, 6.1].map((shift, index) => ({
      direct: windowOf(ramp(0)),
      nginx: windowOf(ramp(shift)),
      server: windowOf(ramp(shift * (1 + index / 7))),
    }));
    const first = comparePooledP99(rounds);
    expect(first.interval.low).toBeLessThan(first.interval.high);
    expect(comparePooledP99(rounds)).toEqual(first);
  });
});
