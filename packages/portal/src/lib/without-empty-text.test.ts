import { describe, expect, it } from 'vitest';
import { withoutEmptyText } from './without-empty-text';

describe('withoutEmptyText', () => {
  it.each([
    {
      name: 'leaves out the empty texts and keeps the rest',
      filter: { type: '', keyword: '开学', startDate: '', pageNum: 1, pageSize: 10 },
      expected: { type: undefined, keyword: '开学', startDate: undefined, pageNum: 1, pageSize: 10 },
    },
    {
      name: 'keeps a zero and white space (only an empty text means no condition)',
      filter: { award: ' ', pageNum: 0 },
      expected: { award: ' ', pageNum: 0 },
    },
  ])('$name', ({ filter, expected }) => {
    expect(withoutEmptyText(filter)).toStrictEqual(expected);
  });
});
