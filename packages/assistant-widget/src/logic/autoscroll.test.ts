import { describe, expect, it } from 'vitest';
import { INITIAL_AUTOSCROLL, isNearBottom, onUserScroll, shouldAutoscroll } from './autoscroll';

describe('isNearBottom', () => {
  it.each([
    [{ scrollTop: 500, scrollHeight: 1000, clientHeight: 500 }, true],
    [{ scrollTop: 450, scrollHeight: 1000, clientHeight: 500 }, true],
    [{ scrollTop: 449, scrollHeight: 1000, clientHeight: 500 }, false],
    [{ scrollTop: 0, scrollHeight: 300, clientHeight: 500 }, true],
  ])('%j → %s', (metrics, expected) => {
    expect(isNearBottom(metrics)).toBe(expected);
  });
});

describe('autoscroll policy', () => {
  it('follows from the start', () => {
    expect(shouldAutoscroll(INITIAL_AUTOSCROLL, 0)).toBe(true);
  });

  it('stops when the user scrolls up and stays stopped', () => {
    const state = onUserScroll({ scrollTop: 0, scrollHeight: 2000, clientHeight: 500 }, 1000);
    expect(shouldAutoscroll(state, 1100)).toBe(false);
    expect(shouldAutoscroll(state, 5000)).toBe(false);
  });

  it('resumes 800 ms after the user scrolled back near the bottom', () => {
    const state = onUserScroll({ scrollTop: 1480, scrollHeight: 2000, clientHeight: 500 }, 1000);
    expect(shouldAutoscroll(state, 1799)).toBe(false);
    expect(shouldAutoscroll(state, 1800)).toBe(true);
  });
});
