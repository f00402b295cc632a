import { describe, expect, it } from 'vitest';
import { chinaIsoDate } from './china-date';

const china = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('chinaIsoDate', () => {
  it.each([
    { at: '2026-03-31T17:00:00Z', expected: '2026-04-01' },
    { at: '2026-03-31T15:59:59.999Z', expected: '2026-03-31' },
    { at: '2026-03-31T16:00:00Z', expected: '2026-04-01' },
    { at: '2024-02-28T16:00:00Z', expected: '2024-02-29' },
    { at: '2026-12-31T16:00:00Z', expected: '2027-01-01' },
  ])('$at → $expected', ({ at, expected }) => {
    expect(chinaIsoDate(new Date(at))).toBe(expected);
  });

  it('agrees with the Asia/Shanghai time zone at every hour of 1992–2030', () => {
    const HOUR = 3_600_000;
    const differing: string[] = [];
    for (let time = Date.UTC(1992, 0, 1); time < Date.UTC(2031, 0, 1); time += 7 * HOUR) {
      if (chinaIsoDate(time) !== china.format(time)) differing.push(new Date(time).toISOString());
    }
    expect(differing).toEqual([]);
  });
});
