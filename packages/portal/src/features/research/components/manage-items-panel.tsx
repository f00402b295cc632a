import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PagedView } from '../../../components/lists/paged-view';
import { firstSearchedPage, useListFilter } from '../../../components/lists/use-list-filter';
import { SearchBar } from '../../../components/search-bar/search-bar';
import type { SearchField } from '../../../components/search-bar/search-fields';
import { SectionPanel } from '../../../components/ui/section-panel';
import { errorText } from '../../../components/ui/status-views';
import { formatDate } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import {
  deleteItem,
  type ItemKind,
  RESEARCH_QUERY_ROOT,
  type ResearchActivity,
  researchQueries,
} from '../research-api';
import { EMPTY_ITEM_FORM } from '../research-item-form';
import { ConfirmDialog } from './confirm-dialog';
import { ItemEditor } from './item-editor';
import { TableHead } from './table-head';

const NOUN: Record<ItemKind, string> = { news: '资讯', activity: '活动' };
const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索标题', col: 2 }];
const actionClass = 'rounded px-2 py-1 text-sm hover:bg-brand-50';

export interface ManageItemsPanelProps {
  kind: ItemKind;
  /** Extra columns (an activity's day and place): their headers and cells. */
  columns?: readonly { header: string; cell: (item: ResearchActivity) => ReactNode }[];
  /** Extra actions of a row, before 删除 (an activity's files). */
  actions?: (item: ResearchActivity) => ReactNode;
}

/**
 * The administrator's table of news items or activities: searchable, paged; create and edit in the form
 * dialog, delete after a confirmation.
 */
export function ManageItemsPanel({ kind, columns = [], actions }: ManageItemsPanelProps) {
  const noun = NOUN[kind];
  const { filter, onSearch, onPage } = useListFilter(firstSearchedPage());
  const query = useQuery(researchQueries.adminItems(kind, filter));
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [deleting, setDeleting] = useState<ResearchActivity | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: () => {
      showToast('删除成功', 'success');
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: RESEARCH_QUERY_ROOT });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  return (
    <SectionPanel
      title={`${noun}列表`}
      actions={
        <button
          type="button"
          onClick={() => setEditing({})}
          className="rounded-lg bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          ＋ 新增{noun}
        </button>
      }
    >
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} className="mb-3" />
      <PagedView query={query} page={filter} onPage={onPage} emptyText={`没有找到${noun}`}>
        {(items) => (
          <>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[640px] text-left text-[15px] whitespace-nowrap">
                <TableHead headers={['标题', ...columns.map((column) => column.header), '发布时间', '浏览']} actions />
                <tbody className="divide-y divide-slate-100">
                  {items.map((item) => (
                    <tr key={item.id}>
                      <td className="py-2.5 pr-3 text-ink">
                        <span className="block max-w-[22rem] truncate" title={item.title}>
                          {item.title}
                        </span>
                      </td>
                      {columns.map((column) => (
                        <td key={column.header} className="py-2.5 pr-3 text-sm text-muted">
                          {column.cell(item)}
                        </td>
                      ))}
                      <td className="py-2.5 pr-3 text-sm text-muted">{formatDate(item.publishTime)}</td>
                      <td className="py-2.5 pr-3 text-sm text-muted">{item.viewCount}</td>
                      <td className="py-2.5">
                        <button
                          type="button"
                          aria-label={`编辑 ${item.title}`}
                          onClick={() => setEditing({ id: item.id })}
                          className={`${actionClass} text-brand-600`}
                        >
                          编辑
                        </button>
                        {actions?.(item)}
                        <button
                          type="button"
                          aria-label={`删除 ${item.title}`}
                          onClick={() => setDeleting(item)}
                          className={`${actionClass} text-red-700`}
                        >
                          删除
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </PagedView>
      {editing ? (
        <ItemEditor kind={kind} itemId={editing.id} blank={EMPTY_ITEM_FORM} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`删除${noun}`}
          text={`确定删除“${deleting.title}”吗？删除后无法恢复。`}
          confirmLabel="确定删除"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </SectionPanel>
  );
}
