import { describe, expect, it } from 'vitest';
import { articleSearchOf } from './article-search';

describe('articleSearchOf', () => {
  it.each([
    [
      { keyword: '教研', startDate: '2026-01-01', endDate: '2026-03-31' },
      20,
      { keyword: '教研', startDate: '2026-01-01', endDate: '2026-03-31', pageNum: 1, pageSize: 20 },
    ],
    [{ keyword: '教研' }, 10, { keyword: '教研', startDate: '', endDate: '', pageNum: 1, pageSize: 10 }],
    [{}, 10, { keyword: '', startDate: '', endDate: '', pageNum: 1, pageSize: 10 }],
  ])('%o with page size %i → %o', (values, pageSize, search) => {
    expect(articleSearchOf({ values, pageNum: 1, pageSize })).toEqual(search);
  });
});
