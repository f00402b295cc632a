import { describe, expect, it } from 'vitest';
import { isChatModel } from './is-chat-model';

describe('isChatModel', () => {
  it.each([
    ['junheng', true],
    ['deepseek', true],
    ['DeepSeek', false],
    [' junheng', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])('isChatModel(%j) = %j', (value, expected) => {
    expect(isChatModel(value)).toBe(expected);
  });
});
