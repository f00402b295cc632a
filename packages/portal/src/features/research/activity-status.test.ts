import { describe, expect, it } from 'vitest';
import { activityStatusOf } from './activity-status';

describe('activityStatusOf', () => {
  it.each([
    ['finished', '2026-12-30', 'finished'],
    ['ongoing', '', 'ongoing'],
    ['', '2026-12-01', 'upcoming'],
    ['', '2026-11-24', 'ongoing'],
    ['', '2026-11-01', 'finished'],
    ['', '', undefined],
    ['unknown', '2026/11/01', undefined],
  ])('status %j, day %j → %s', (status, startDate, expected) => {
    expect(activityStatusOf(status, startDate, '2026-11-24')).toBe(expected);
  });
});
