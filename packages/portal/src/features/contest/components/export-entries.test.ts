import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS } from '../../../config/constants';
import type { ContestEntry, EntryFilter } from '../contest-api';
import { collectEntries, entriesCsv } from './export-entries';

const FILTER = { matchId: '7', award: '', townCode: '', keyword: '' };

/** A fake search over `total` entries that records the pages asked for. */
function fakeSearch(total: number) {
  const asked: number[] = [];
  const fetchPage = async (filter: EntryFilter) => {
    asked.push(filter.pageNum);
    const start = (filter.pageNum - 1) * filter.pageSize;
    const count = Math.max(0, Math.min(filter.pageSize, total - start));
    return {
      total,
      list: Array.from({ length: count }, (_, i) => ({ fileName: `作品${start + i + 1}` }) as ContestEntry),
    };
  };
  return { asked, fetchPage };
}

describe('collectEntries', () => {
  it.each([
    { total: 0, rows: 0, pages: [1], truncated: false },
    { total: 3, rows: 3, pages: [1], truncated: false },
    { total: 50, rows: 50, pages: [1], truncated: false },
    { total: 120, rows: 120, pages: [1, 2, 3], truncated: false },
    { total: 5_000, rows: EXPORT_MAX_ROWS, pages: Array.from({ length: 20 }, (_, i) => i + 1), truncated: true },
  ])('$total matching entries → $rows rows from pages $pages', async ({ total, rows, pages, truncated }) => {
    const search = fakeSearch(total);
    const result = await collectEntries(FILTER, search.fetchPage);
    expect(result.rows).toHaveLength(rows);
    expect(result.truncated).toBe(truncated);
    expect(search.asked).toEqual(pages);
  });
});

describe('entriesCsv', () => {
  it('names the contest by its title and keeps the entry facts', () => {
    const entry = {
      fileName: '分数的意义-王丽华.pptx',
      fileExt: 'pptx',
      applyId: '100020',
      award: '一等奖',
      creatorName: '王丽华',
      schoolName: '叶县昆阳镇第一小学',
      townName: '昆阳街道',
      subjectName: '数学',
      viewCount: 12,
      createDate: '2026-10-01T02:00:00.000Z',
    } as ContestEntry;
    const csv = entriesCsv([entry], new Map([['100020', '优秀数字教育资源评选']]));
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF作品名称,格式,所属比赛,奖项,作者,学校,乡镇,学科,浏览次数,上传日期',
      '分数的意义-王丽华.pptx,pptx,优秀数字教育资源评选,一等奖,王丽华,叶县昆阳镇第一小学,昆阳街道,数学,12,2026-10-01',
      '',
    ]);
  });
});
