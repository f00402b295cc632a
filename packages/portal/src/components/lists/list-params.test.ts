import { describe, expect, it } from 'vitest';
import { listParams } from './list-params';

describe('listParams', () => {
  it.each([
    {
      filter: { pageNum: 2, pageSize: 20, keyword: '劳动', type: '' },
      choices: ['keyword', 'type'] as const,
      params: { pageNum: 2, pageSize: 20, keyword: '劳动', type: undefined },
    },
    {
      filter: { pageNum: 1, pageSize: 10, keyword: '' },
      choices: ['keyword'] as const,
      params: { pageNum: 1, pageSize: 10, keyword: undefined },
    },
    {
      filter: { pageNum: 1, pageSize: 10, phaseId: '2', gradeId: '', subjectId: '7' },
      choices: ['phaseId', 'gradeId', 'subjectId'] as const,
      params: { pageNum: 1, pageSize: 10, phaseId: '2', gradeId: undefined, subjectId: '7' },
    },
  ])('sends the page and the choices that are set: $params', ({ filter, choices, params }) => {
    expect(listParams(filter, choices)).toStrictEqual(params);
  });

  it('sends only the choices named, not the rest of the filter', () => {
    const filter = { pageNum: 1, pageSize: 10, keyword: 'a', startDate: '2026-01-01' };
    expect(listParams(filter, ['keyword'])).toStrictEqual({ pageNum: 1, pageSize: 10, keyword: 'a' });
  });

  it('leaves out a choice the filter does not carry as undefined', () => {
    expect(listParams({ pageNum: 1, pageSize: 10 }, ['schoolId'])).toStrictEqual({
      pageNum: 1,
      pageSize: 10,
      schoolId: undefined,
    });
  });
});
