import { describe, expect, it } from 'vitest';
import { activityStatusLabel } from './activity-status';

describe('activityStatusLabel', () => {
  it.each([
    ['ongoing', { label: '进行中', tone: 'ongoing' }],
    ['finished', { label: '已结束', tone: 'finished' }],
    ['', { label: '', tone: 'unknown' }],
    ['paused', { label: '', tone: 'unknown' }],
  ])('%j', (status, expected) => {
    expect(activityStatusLabel(status)).toEqual(expected);
  });
});
