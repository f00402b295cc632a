import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { firstSearchedPage, useListFilter } from '../../../components/lists/use-list-filter';
import { SearchBar } from '../../../components/search-bar/search-bar';
import type { SearchField } from '../../../components/search-bar/search-fields';
import { Pagination } from '../../../components/ui/pagination';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { type ResearchFile, researchQueries } from '../research-api';
import { DeleteFilesButton } from './delete-files-button';
import { EvaluateDialog } from './evaluate-dialog';
import { FileSelectionTable } from './file-selection-table';

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '文件名', placeholder: '搜索研究成果', col: 2 },
];

/** The administrator's research results: searchable, paged, evaluated one by one, deleted in a batch. */
export function ManageResultsPanel() {
  const { filter, onSearch, onPage } = useListFilter(firstSearchedPage());
  const query = useQuery(researchQueries.adminFiles(filter));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [evaluating, setEvaluating] = useState<ResearchFile | null>(null);
  return (
    <SectionPanel
      title="研究成果"
      actions={<DeleteFilesButton ids={selected} onDeleted={() => setSelected(new Set())} />}
    >
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} className="mb-3" />
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={6} />}
        isEmpty={(page) => page.list.length === 0}
        emptyText="没有找到研究成果"
      >
        {(page) => (
          <>
            <FileSelectionTable
              files={page.list}
              selected={selected}
              onSelectedChange={setSelected}
              actions={(file) => (
                <button
                  type="button"
                  aria-label={`评价 ${file.fileName ?? ''}`}
                  onClick={() => setEvaluating(file)}
                  className="rounded px-2 py-1 text-sm text-brand-600 hover:bg-brand-50"
                >
                  评价
                </button>
              )}
            />
            <Pagination total={page.total} pageNum={filter.pageNum} pageSize={filter.pageSize} onChange={onPage} />
          </>
        )}
      </QueryView>
      {evaluating ? <EvaluateDialog file={evaluating} onClose={() => setEvaluating(null)} /> : null}
    </SectionPanel>
  );
}
