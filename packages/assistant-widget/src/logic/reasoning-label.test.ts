import { describe, expect, it } from 'vitest';
import { reasoningLabel } from './reasoning-label';

describe('reasoningLabel', () => {
  it.each([
    [{ thinking: true, elapsedMs: 0 }, '深度思考中… 0 秒'],
    [{ thinking: true, elapsedMs: 12_900 }, '深度思考中… 12 秒'],
    [{ thinking: true, elapsedMs: undefined }, '深度思考中… 0 秒'],
    [{ thinking: false, elapsedMs: 12_400 }, '已深度思考（用时 12 秒）'],
    [{ thinking: false, elapsedMs: 200 }, '已深度思考（用时 1 秒）'],
    [{ thinking: false, elapsedMs: undefined }, '已深度思考'],
  ])('%o → %s', (input, label) => {
    expect(reasoningLabel(input)).toBe(label);
  });
});
