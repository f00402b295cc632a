import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { FileListItem } from '../../components/file-preview/file-list-item';
import { LazyFilePreviewDialog } from '../../components/file-preview/lazy-file-preview-dialog';
import { PagedList } from '../../components/lists/paged-list';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField, SearchValues } from '../../components/search-bar/search-fields';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton } from '../../components/ui/skeleton';
import { saveTextFile } from '../../lib/csv/save-text-file';
import { showToast } from '../../lib/toast';
import { townsQuery } from '../../lib/towns-query';
import { collectEntries, entriesCsv } from './components/export-entries';
import {
  contestDetailsQuery,
  contestEntriesQuery,
  contestsQuery,
  type EntryFilter,
  fetchEntryPage,
} from './contest-api';

const CONTESTS_LISTED = 50;

const filterOf = (values: SearchValues) => ({
  matchId: values.matchId ?? '',
  award: values.award ?? '',
  townCode: values.townCode ?? '',
  keyword: values.keyword ?? '',
});

/** `参赛作品-20261116.csv`: the export's name, dated today. */
const exportFileName = (now: Date) =>
  `参赛作品-${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}.csv`;

/**
 * /contest/resourceList: the contests' entries (SPEC §7 POST query/file/listPage), searchable by contest,
 * award, town and keyword, each previewable and downloadable after sign-in; the export button saves the
 * whole current result as CSV (SPEC §5: only with a valid form).
 */
export default function ContestResourcesScreen() {
  const search = useSearch();
  const initialMatchId = new URLSearchParams(search).get('matchId') ?? '';
  const [filter, setFilter] = useState<EntryFilter>({
    ...filterOf({ matchId: initialMatchId }),
    pageNum: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const contests = useQuery(contestsQuery('', 1, CONTESTS_LISTED));
  const towns = useQuery(townsQuery);
  // The award names of the contest searched (every demo contest has the same levels; the first stands in).
  const prizes = useQuery({
    ...contestDetailsQuery(filter.matchId || contests.data?.list[0]?.id || ''),
    enabled: Boolean(filter.matchId || contests.data?.list[0]?.id),
  });
  const entries = useQuery(contestEntriesQuery(filter));
  const titles = useMemo(
    () => new Map((contests.data?.list ?? []).map((contest) => [contest.id, contest.title])),
    [contests.data],
  );

  const fields: SearchField[] = [
    { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索作品名称' },
    {
      kind: 'select',
      prop: 'matchId',
      label: '比赛',
      options: (contests.data?.list ?? []).map((contest) => ({ value: contest.id, label: contest.title })),
      col: 2,
    },
    {
      kind: 'select',
      prop: 'award',
      label: '奖项',
      options: (prizes.data?.prizes ?? []).map((prize) => ({ value: prize.title, label: prize.title })),
    },
    {
      kind: 'select',
      prop: 'townCode',
      label: '乡镇',
      options: (towns.data ?? []).map((town) => ({ value: town.value, label: town.label })),
    },
  ];

  const exportCsv = async (values: SearchValues) => {
    if (exporting) return;
    setExporting(true);
    try {
      const { rows, truncated } = await collectEntries(filterOf(values), fetchEntryPage);
      saveTextFile(exportFileName(new Date()), entriesCsv(rows, titles), 'text/csv;charset=utf-8');
      showToast(truncated ? `结果较多，已导出前 ${rows.length} 条` : `已导出 ${rows.length} 条作品`, 'success');
    } catch {
      showToast('导出失败，请稍后再试', 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="参赛作品">
        按比赛、奖项、乡镇和关键词查找参赛作品，可在线预览，登录后下载，也可导出查询结果。
      </PageHeader>
      <SearchBar
        fields={fields}
        defaults={{ matchId: initialMatchId }}
        pageSize={filter.pageSize}
        onSearch={({ values, pageNum, pageSize }) => setFilter({ ...filterOf(values), pageNum, pageSize })}
        onExport={(values) => void exportCsv(values)}
      />
      <PagedList
        label="参赛作品列表"
        query={entries}
        page={filter}
        onPage={(next) => setFilter((current) => ({ ...current, ...next }))}
        skeleton={<ListSkeleton rows={5} />}
        emptyText="没有找到符合条件的作品"
      >
        {(items, total) => (
          <>
            <p className="pt-3 text-sm text-muted">共 {total} 件作品</p>
            <ul className="divide-y divide-slate-100">
              {items.map((entry, index) => (
                <li key={String(entry.fileId ?? entry.id)}>
                  <FileListItem
                    file={entry}
                    onOpen={() => setPreviewIndex(index)}
                    downloadable
                    badge={entry.award ?? undefined}
                  />
                </li>
              ))}
            </ul>
            <LazyFilePreviewDialog
              files={items}
              index={previewIndex}
              onIndexChange={setPreviewIndex}
              tracking="timed"
            />
          </>
        )}
      </PagedList>
    </div>
  );
}
