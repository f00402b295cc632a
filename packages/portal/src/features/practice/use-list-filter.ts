import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useState } from 'react';
import type { SearchSubmission } from '../../components/search-bar/search-form';
import type { ListFilter } from './practice-api';

/**
 * A list screen's filter: the search bar's keyword (and town) from page 1, the pager's page and size.
 * `extra` fixes fields the screen sets itself (an article type, a school).
 */
export function useListFilter(extra: Partial<ListFilter> = {}) {
  const [filter, setFilter] = useState<ListFilter>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, keyword: '', ...extra });
  return {
    filter,
    setFilter,
    onSearch: ({ values, pageNum, pageSize }: SearchSubmission) =>
      setFilter((current) => ({
        ...current,
        keyword: values.keyword ?? '',
        townCode: values.townCode ?? '',
        pageNum,
        pageSize,
      })),
    onPage: (page: { pageNum: number; pageSize: number }) => setFilter((current) => ({ ...current, ...page })),
  };
}
