import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge';

describe('unreadBadgeText', () => {
  it.each([
    { count: undefined, expected: undefined },
    { count: 0, expected: undefined },
    { count: -3, expected: undefined },
    { count: Number.NaN, expected: undefined },
    { count: 1, expected: '1' },
    { count: 3, expected: '3' },
    { count: 99, expected: '99' },
    { count: 100, expected: '99+' },
    { count: 12_345, expected: '99+' },
  ])('$count → $expected', ({ count, expected }) => {
    expect(unreadBadgeText(count)).toBe(expected);
  });
});
