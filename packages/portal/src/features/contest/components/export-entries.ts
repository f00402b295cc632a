import { EXPORT_MAX_ROWS } from '../../../config/constants';
import { type CsvColumn, toCsv } from '../../../lib/csv/to-csv';
import { formatDate } from '../../../lib/format-date';
import type { ContestEntry, EntryFilter } from '../contest-api';

/** The largest page the server gives (SPEC §9 page sizes). */
const EXPORT_PAGE_SIZE = 50;

/**
 * Every entry matching a search, page by page, up to EXPORT_MAX_ROWS: the rows of an export of the
 * current result (not only the page on screen). `truncated` says the result had more.
 */
export async function collectEntries(
  filter: Omit<EntryFilter, 'pageNum' | 'pageSize'>,
  fetchPage: (filter: EntryFilter) => Promise<{ total: number; list: ContestEntry[] }>,
): Promise<{ rows: ContestEntry[]; truncated: boolean }> {
  const rows: ContestEntry[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await fetchPage({ ...filter, pageNum, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...page.list);
    const done = page.list.length < EXPORT_PAGE_SIZE || rows.length >= page.total;
    if (rows.length >= EXPORT_MAX_ROWS)
      return { rows: rows.slice(0, EXPORT_MAX_ROWS), truncated: page.total > EXPORT_MAX_ROWS };
    if (done) return { rows, truncated: false };
  }
}

/** The export's columns: the contest by its title, the entry's facts. */
function entryColumns(contestTitles: ReadonlyMap<string, string>): CsvColumn<ContestEntry>[] {
  return [
    { header: '作品名称', value: (entry) => entry.fileName },
    { header: '格式', value: (entry) => entry.fileExt },
    { header: '所属比赛', value: (entry) => contestTitles.get(String(entry.applyId ?? '')) ?? '' },
    { header: '奖项', value: (entry) => entry.award },
    { header: '作者', value: (entry) => entry.creatorName },
    { header: '学校', value: (entry) => entry.schoolName },
    { header: '乡镇', value: (entry) => entry.townName },
    { header: '学科', value: (entry) => entry.subjectName },
    { header: '浏览次数', value: (entry) => entry.viewCount },
    { header: '上传日期', value: (entry) => formatDate(entry.createDate) },
  ];
}

/** The CSV of the rows. */
export function entriesCsv(rows: readonly ContestEntry[], contestTitles: ReadonlyMap<string, string>): string {
  return toCsv(rows, entryColumns(contestTitles));
}
