import { describe, expect, it } from 'vitest';
import { evaluationProblem } from './research-evaluation';

describe('evaluationProblem', () => {
  it.each([
    [undefined, '', '请选择评分'],
    [4, '', undefined],
    [5, '  案例典型，可推广。 ', undefined],
    [3, '评'.repeat(501), '评语最多 500 个字'],
  ])('score %j, comment of %j → %j', (score, comment, expected) => {
    expect(evaluationProblem(score, comment)).toBe(expected);
  });
});
