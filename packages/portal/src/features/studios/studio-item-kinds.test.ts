import { describe, expect, it } from 'vitest';
import { itemKindOfPath } from './studio-item-kinds';

describe('itemKindOfPath', () => {
  it.each([
    ['/three-studio/ykbkDetail', 'ykbk', '/three-studio/ykbkDetail?id=7'],
    ['/three-studio/gkykDetail', 'gkyk', '/three-studio/gkykDetail?id=7'],
    ['/three-studio/jyyjDetail', 'jyyj', '/three-studio/jyyjDetail?id=7'],
  ])('reads %s as %s, whose items link to their own page', (path, kind, href) => {
    const info = itemKindOfPath(path);
    expect(info?.kind).toBe(kind);
    expect(info?.href('7')).toBe(href);
  });

  it.each(['/three-studio/detail', '/three-studio/ykbkDetail/7', '/zhsj'])('reads %s as no kind', (path) => {
    expect(itemKindOfPath(path)).toBeUndefined();
  });
});
