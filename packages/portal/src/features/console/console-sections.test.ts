import { describe, expect, it } from 'vitest';
import { consoleSectionOf } from './console-sections';

describe('consoleSectionOf', () => {
  it.each([
    ['/console', 'content'],
    ['/console/', 'content'],
    ['/console/people', 'people'],
    ['/console/stats/', 'stats'],
    ['/console/content/edit', 'content/edit'],
    ['/console/unknown', 'content'],
  ])('%s → %s', (path, section) => {
    expect(consoleSectionOf(path)).toBe(section);
  });
});
