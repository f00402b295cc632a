import { describe, expect, it } from 'vitest';
import { isVoiceExplanationPath } from './voice-explanation-paths';

describe('isVoiceExplanationPath', () => {
  it.each([
    ['/index', true],
    ['/', true],
    ['/zhsj', true],
    ['/zhsj/', true],
    ['/resource?tab=2', true],
    ['/contest/list', true],
    ['/lyyk#news', true],
    ['/three-studio', true],
    ['/zhsj/media', false],
    ['/contest/result', false],
    ['/lyyk/article', false],
    ['/three-studio/detail', false],
    ['/application', false],
    ['/login', false],
    ['/404', false],
  ])('%s → %s', (path, shown) => {
    expect(isVoiceExplanationPath(path)).toBe(shown);
  });
});
