import { describe, expect, it } from 'vitest';
import { scoreText } from './score-text';

describe('scoreText', () => {
  it.each([
    [0, 0, '待评价'],
    [4, 4, '评分 4.0（4 次）'],
    [4.5, 2, '评分 4.5（2 次）'],
  ])('%d from %d → %s', (score, count, text) => {
    expect(scoreText(score, count)).toBe(text);
  });
});
