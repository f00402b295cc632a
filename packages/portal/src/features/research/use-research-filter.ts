import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useState } from 'react';
import type { SearchSubmission } from '../../components/search-bar/search-form';
import type { ResearchFilter } from './research-api';

/** The results' first page, unfiltered. */
export const FIRST_RESEARCH_FILTER: ResearchFilter = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, keyword: '' };

/** A research list's filter: the search bar's keyword from page 1, the pager's page and size. */
export function useResearchFilter() {
  const [filter, setFilter] = useState<ResearchFilter>(FIRST_RESEARCH_FILTER);
  return {
    filter,
    onSearch: ({ values, pageNum, pageSize }: SearchSubmission) =>
      setFilter({ keyword: values.keyword ?? '', pageNum, pageSize }),
    onPage: (page: { pageNum: number; pageSize: number }) => setFilter((current) => ({ ...current, ...page })),
  };
}
