import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedView } from '../../../components/lists/paged-view';
import { firstSearchedPage, useListFilter } from '../../../components/lists/use-list-filter';
import { SearchBar } from '../../../components/search-bar/search-bar';
import type { SearchField } from '../../../components/search-bar/search-fields';
import { SectionPanel } from '../../../components/ui/section-panel';
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
      <PagedView query={query} page={filter} onPage={onPage} emptyText="没有找到研究成果">
        {(items) => (
          <>
            <FileSelectionTable
              files={items}
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
          </>
        )}
      </PagedView>
      {evaluating ? <EvaluateDialog file={evaluating} onClose={() => setEvaluating(null)} /> : null}
    </SectionPanel>
  );
}
