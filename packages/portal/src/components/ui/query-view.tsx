import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './status-views';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer is awaited. */
  skeleton: ReactNode;
  /** True when the data has nothing to show (then the empty state appears). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/**
 * The one way a data view renders a query: a skeleton while loading, an error with retry, an empty state,
 * or the content. Never a blank area, never a raw error object.
 */
export function QueryView<T>({ query, skeleton, isEmpty, emptyText, children }: QueryViewProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState text={emptyText} />;
  return children(query.data);
}
