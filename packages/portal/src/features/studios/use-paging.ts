import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useState } from 'react';
import type { SearchSubmission } from '../../components/search-bar/search-form';
import type { Paging } from './studios-api';

/** A paged list's first page, with no keyword. */
export function firstPaging(pageSize: number = DEFAULT_PAGE_SIZE): Paging {
  return { pageNum: 1, pageSize, keyword: '' };
}

/** A paged list's keyword and page: the search bar starts again from page 1, the pager moves through pages. */
export function usePaging(pageSize: number = DEFAULT_PAGE_SIZE) {
  const [paging, setPaging] = useState<Paging>(() => firstPaging(pageSize));
  return {
    paging,
    onSearch: ({ values, pageNum, pageSize: size }: SearchSubmission) =>
      setPaging({ keyword: values.keyword ?? '', pageNum, pageSize: size }),
    onPage: (page: { pageNum: number; pageSize: number }) => setPaging((current) => ({ ...current, ...page })),
  };
}
