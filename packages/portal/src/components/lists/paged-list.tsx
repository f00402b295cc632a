import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Pagination } from '../ui/pagination';
import { QueryView } from '../ui/query-view';
import { ListSkeleton } from '../ui/skeleton';
import type { PageRequest } from './use-list-filter';

export interface PagedListProps<Item> {
  /** The list's accessible name. */
  label: string;
  query: UseQueryResult<{ list: readonly Item[]; total: number }>;
  /** The page shown, and where the pager goes. */
  page: PageRequest;
  onPage(page: PageRequest): void;
  /** What an empty page says. */
  emptyText: string;
  /** The card's classes (default: a card with the rows' padding). */
  className?: string;
  /** The skeleton while the first page loads (default: six rows). */
  skeleton?: ReactNode;
  /** The rows of one page. */
  children(items: readonly Item[]): ReactNode;
}

/**
 * One page of a list with its pager, in a card: a skeleton of its shape while it loads, its empty text, the
 * error with 重试 (QueryView); the pager under the rows. Every paged list screen draws its list with it.
 */
export function PagedList<Item>({
  label,
  query,
  page,
  onPage,
  emptyText,
  className,
  skeleton = <ListSkeleton rows={6} />,
  children,
}: PagedListProps<Item>) {
  return (
    <section aria-label={label} className={cn('card px-5 py-2', className)}>
      <QueryView query={query} skeleton={skeleton} isEmpty={(data) => data.list.length === 0} emptyText={emptyText}>
        {(data) => (
          <>
            {children(data.list)}
            <Pagination total={data.total} pageNum={page.pageNum} pageSize={page.pageSize} onChange={onPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
