import { describe, expect, it } from 'vitest';
import { countChars, downloadFileName, isPromptValid, limitPrompt, randomSeed, toMediaPrompt } from './media-rules';

describe('media prompt rules', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['山水画', true],
    ['字'.repeat(200), true],
    ['字'.repeat(201), false],
    [`  ${'字'.repeat(200)}  `, true],
  ])('isPromptValid(%j) → %s', (text, expected) => {
    expect(isPromptValid(text)).toBe(expected);
  });

  it('counts and limits by visible characters', () => {
    expect(countChars('a😀字')).toBe(3);
    expect(countChars(limitPrompt('😀'.repeat(250)))).toBe(200);
    expect(limitPrompt('short')).toBe('short');
  });

  it('prefixes the trimmed prompt', () => {
    expect(toMediaPrompt('  熊猫吃竹子 ')).toBe('请生成中国风格：熊猫吃竹子');
  });

  it.each([
    [0, 10_000, 0],
    [0.99999999, 10_000, 10_000],
    [0.5, 9_999_999_999, 5_000_000_000],
  ])('randomSeed(%d, max %d) → %d', (value, max, expected) => {
    expect(randomSeed(max, () => value)).toBe(expected);
  });

  it.each([
    ['image', 'ai-image-20250102-030405.png'],
    ['video', 'ai-video-20250102-030405-AI生成.mp4'],
  ] as const)('%s download name', (kind, expected) => {
    expect(downloadFileName(kind, new Date(2025, 0, 2, 3, 4, 5))).toBe(expected);
  });
});
