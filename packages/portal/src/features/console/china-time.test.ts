import { describe, expect, it } from 'vitest';
import { chinaMinute, isoOfChinaLocal } from './china-time';

describe('China time', () => {
  it.each([
    ['2026-11-27T16:05:00.000Z', '2026-11-28 00:05'],
    ['2026-01-01T00:00:00.000Z', '2026-01-01 08:00'],
    ['', ''],
    ['not a time', ''],
  ])('chinaMinute(%s) = %s', (iso, text) => {
    expect(chinaMinute(iso)).toBe(text);
  });

  it.each([
    ['2026-12-01T08:30', '2026-12-01T00:30:00.000Z'],
    ['2026-12-01 08:30', undefined],
    ['', undefined],
  ])('isoOfChinaLocal(%s) = %s', (value, iso) => {
    expect(isoOfChinaLocal(value)).toBe(iso);
  });
});
