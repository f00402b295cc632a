import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems } from './page-items';

describe('pageItems', () => {
  it.each([
    { current: 1, pageCount: 0, expected: [] },
    { current: 1, pageCount: 1, expected: [1] },
    { current: 3, pageCount: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
    { current: 1, pageCount: 20, expected: [1, 2, 'gap-end', 20] },
    { current: 5, pageCount: 20, expected: [1, 'gap-start', 4, 5, 6, 'gap-end', 20] },
    { current: 3, pageCount: 20, expected: [1, 2, 3, 4, 'gap-end', 20] },
    { current: 20, pageCount: 20, expected: [1, 'gap-start', 19, 20] },
    { current: 99, pageCount: 20, expected: [1, 'gap-start', 19, 20] },
  ])('page $current of $pageCount', ({ current, pageCount, expected }) => {
    expect(pageItems(current, pageCount)).toEqual(expected);
  });
});

describe('pageCountOf', () => {
  it.each([
    { total: 0, pageSize: 10, expected: 0 },
    { total: 1, pageSize: 10, expected: 1 },
    { total: 10, pageSize: 10, expected: 1 },
    { total: 31, pageSize: 10, expected: 4 },
    { total: 31, pageSize: 50, expected: 1 },
  ])('$total rows of $pageSize', ({ total, pageSize, expected }) => {
    expect(pageCountOf(total, pageSize)).toBe(expected);
  });
});
