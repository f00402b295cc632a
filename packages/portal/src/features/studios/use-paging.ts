import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useState } from 'react';
import type { SearchSubmission } from '../../components/search-bar/search-form';
import type { Paging } from './studios-api';

/** A paged list's keyword and page: the search bar starts again from page 1, the pager moves through pages. */
export function usePaging(pageSize: number = DEFAULT_PAGE_SIZE) {
  const [paging, setPaging] = useState<Paging>({ pageNum: 1, pageSize, keyword: '' });
  return {
    paging,
    onSearch: ({ values, pageNum, pageSize: size }: SearchSubmission) =>
      setPaging({ keyword: values.keyword ?? '', pageNum, pageSize: size }),
    onPage: (page: { pageNum: number; pageSize: number }) => setPaging((current) => ({ ...current, ...page })),
  };
}
