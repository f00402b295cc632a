import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../ui/pagination';
import { QueryView } from '../ui/query-view';
import { ListSkeleton } from '../ui/skeleton';
import type { PageRequest } from './use-list-filter';

/** Props of {@link PagedView}. */
export interface PagedViewProps<Item> {
  query: UseQueryResult<{ list: readonly Item[]; total: number }>;
  /** The page shown, and where the pager goes. */
  page: PageRequest;
  onPage(page: PageRequest): void;
  /** What an empty page says. */
  emptyText: string;
  /** The skeleton while the first page loads (default: six rows). */
  skeleton?: ReactNode;
  /** The rows of one page (`total`: of the whole list). */
  children(items: readonly Item[], total: number): ReactNode;
}

/**
 * One page of a list with its pager under the rows: a skeleton of its shape while it loads, its empty text,
 * the error with 重试 (QueryView). {@link PagedList} puts it in a card; a panel with its own frame uses it
 * as it is.
 */
export function PagedView<Item>({
  query,
  page,
  onPage,
  emptyText,
  skeleton = <ListSkeleton rows={6} />,
  children,
}: PagedViewProps<Item>) {
  return (
    <QueryView query={query} skeleton={skeleton} isEmpty={(data) => data.list.length === 0} emptyText={emptyText}>
      {(data) => (
        <>
          {children(data.list, data.total)}
          <Pagination total={data.total} pageNum={page.pageNum} pageSize={page.pageSize} onChange={onPage} />
        </>
      )}
    </QueryView>
  );
}
