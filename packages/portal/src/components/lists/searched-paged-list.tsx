import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { SearchBar } from '../search-bar/search-bar';
import type { SearchField } from '../search-bar/search-fields';
import { PagedList, type PagedListProps } from './paged-list';
import { firstSearchedPage, type SearchedPage, useListFilter } from './use-list-filter';

type Page<Item> = { list: readonly Item[]; total: number };

/** Props of {@link SearchedPagedList}: those of PagedList but the query and page, which it holds. */
export interface SearchedPagedListProps<Data extends Page<unknown>, Key extends QueryKey>
  extends Omit<PagedListProps<Data['list'][number]>, 'query' | 'page' | 'onPage'> {
  /** The search bar's fields. */
  fields: SearchField[];
  /** The list's query for the page and the search's values. */
  queryOf(filter: SearchedPage): UseQueryOptions<Data, Error, Data, Key>;
}

/**
 * A list screen's search bar and the paged list it searches ({@link PagedList}), from page 1 with no keyword.
 */
export function SearchedPagedList<Data extends Page<unknown>, Key extends QueryKey>({
  fields,
  queryOf,
  ...list
}: SearchedPagedListProps<Data, Key>) {
  const { filter, onSearch, onPage } = useListFilter(firstSearchedPage());
  const query = useQuery(queryOf(filter));
  return (
    <>
      <SearchBar fields={fields} pageSize={filter.pageSize} onSearch={onSearch} />
      <PagedList query={query} page={filter} onPage={onPage} {...list} />
    </>
  );
}
