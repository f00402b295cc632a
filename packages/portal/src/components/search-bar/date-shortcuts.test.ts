import { describe, expect, it } from 'vitest';
import { dayRangeShortcuts, monthRangeShortcuts, withDefaultTimes } from './date-shortcuts';

// 2026-03-31 10:00 in Beijing.
const NOW = new Date('2026-03-31T02:00:00Z');

describe('date shortcuts (SPEC §9)', () => {
  it('takes today in China time', () => {
    expect(dayRangeShortcuts(new Date('2026-03-31T17:00:00Z'))[0]).toEqual({
      label: '今天',
      range: ['2026-04-01', '2026-04-01'],
    });
  });

  it('offers today, last week, last month (30 days) and last three months (90 days)', () => {
    expect(dayRangeShortcuts(NOW)).toEqual([
      { label: '今天', range: ['2026-03-31', '2026-03-31'] },
      { label: '最近一周', range: ['2026-03-24', '2026-03-31'] },
      { label: '最近一个月', range: ['2026-03-01', '2026-03-31'] },
      { label: '最近三个月', range: ['2025-12-31', '2026-03-31'] },
    ]);
  });

  it('offers year to date, last half year and last year, clamping to the month end', () => {
    expect(monthRangeShortcuts(NOW)).toEqual([
      { label: '本年至今', range: ['2026-01-01', '2026-03-31'] },
      { label: '最近半年', range: ['2025-09-30', '2026-03-31'] },
      { label: '最近一年', range: ['2025-03-31', '2026-03-31'] },
    ]);
  });

  it.each([
    { start: '2026-03-01', end: '2026-03-31', expected: ['2026-03-01 00:00:00', '2026-03-31 23:59:59'] },
    { start: '', end: '2026-03-31', expected: ['', '2026-03-31 23:59:59'] },
    { start: '', end: '', expected: ['', ''] },
  ])('default times of $start – $end', ({ start, end, expected }) => {
    expect(withDefaultTimes(start, end)).toEqual(expected);
  });
});
