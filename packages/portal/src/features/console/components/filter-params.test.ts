import { describe, expect, it } from 'vitest';
import { filterParamsOf } from './filter-params';

describe('filterParamsOf', () => {
  it.each([
    [{ keyword: '', status: '' }, {}],
    [{ keyword: '张', status: '' }, { keyword: '张' }],
    [
      { keyword: ' ', schoolId: '3', roleId: '' },
      { keyword: ' ', schoolId: '3' },
    ],
  ])('keeps the set fields of %j', (filter, params) => {
    expect(filterParamsOf(filter)).toEqual(params);
  });
});
