import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useState } from 'react';
import type { SearchSubmission } from '../search-bar/search-form';

/** The page a list shows (SPEC §3 pagination). */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** A list searched by keyword, and its page. */
export interface SearchedPage extends PageRequest {
  keyword: string;
}

/** A searched list's first page, with no keyword. */
export function firstSearchedPage(pageSize: number = DEFAULT_PAGE_SIZE): SearchedPage {
  return { pageNum: 1, pageSize, keyword: '' };
}

/** What a search bar's submission sets in the filter: its fields' values, from the page it asks for (page 1). */
const searchedFields = ({ values, pageNum, pageSize }: SearchSubmission) => ({ ...values, pageNum, pageSize });

/**
 * A list screen's filter: the search bar's fields from page 1 (SPEC §5: search and reset start again at page
 * 1), the pager's page and size, and the screen's own choices (a category chip) from page 1 too.
 * `fromSearch` reads a submission where the default (its values as they are) does not fit.
 */
export function useListFilter<Filter extends PageRequest>(
  initial: Filter,
  fromSearch: (submission: SearchSubmission) => Partial<Filter> = searchedFields as never,
) {
  const [filter, setFilter] = useState<Filter>(initial);
  return {
    filter,
    onSearch: (submission: SearchSubmission) => setFilter((current) => ({ ...current, ...fromSearch(submission) })),
    onPage: (page: PageRequest) => setFilter((current) => ({ ...current, ...page })),
    /** Sets the screen's own fields (a category, a status) and goes back to the first page. */
    choose: (choice: Partial<Filter>) => setFilter((current) => ({ ...current, ...choice, pageNum: 1 })),
  };
}
