import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  const chinese = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
  it.each([0, 7, 999, 1000, 12_345, 1_234_567, 1_000_000_000, -4_321, 12.6])('%d as zh-CN writes it', (value) => {
    expect(formatCount(value)).toBe(chinese.format(value));
  });
});
