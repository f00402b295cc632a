import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it.each([
    { value: '2026-11-15T06:50:00.000Z', expected: '2026-11-15' },
    // 18:50 UTC is already the next day in China.
    { value: '2026-08-01T18:50:00.000Z', expected: '2026-08-02' },
    { value: '', expected: '' },
    { value: null, expected: '' },
    { value: 'not a date', expected: '' },
  ])('$value → $expected', ({ value, expected }) => {
    expect(formatDate(value)).toBe(expected);
  });
});
