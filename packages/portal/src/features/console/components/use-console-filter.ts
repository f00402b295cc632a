import { useState } from 'react';
import { filterParamsOf } from './filter-params';

/** The fields of a console filter bar: a keyword and the bar's choices, '' meaning "all". */
type FilterFields = { keyword: string } & Record<string, string>;

/**
 * A console list's filter bar and paging. What is typed or chosen is a draft until 搜索 (`search`) applies
 * it, the keyword trimmed, from page 1; a choice that filters as it is chosen applies at once (`liveField`),
 * keeping the keyword last searched.
 */
export function useConsoleFilter<Filter extends FilterFields>(initial: Filter, pageSize: number) {
  const [draft, setDraft] = useState(initial);
  const [filter, setFilter] = useState(initial);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize });
  const firstPage = () => setPaging((old) => ({ ...old, pageNum: 1 }));
  const edit = (key: keyof Filter, value: string) => setDraft((old) => ({ ...old, [key]: value }));
  return {
    /** A field's value and change, into the draft: the list follows at the next search. */
    field: (key: keyof Filter & string) => ({ value: draft[key], onChange: (value: string) => edit(key, value) }),
    /** A choice's value and change that filters the list at once, from page 1. */
    liveField: (key: keyof Filter & string) => ({
      value: draft[key],
      onChange: (value: string) => {
        edit(key, value);
        setFilter((old) => ({ ...old, [key]: value }));
        firstPage();
      },
    }),
    search: () => {
      setFilter({ ...draft, keyword: draft.keyword.trim() });
      firstPage();
    },
    /** The applied filter's parameters, without the page (an export takes every page). */
    filterParams: filterParamsOf(filter),
    /** The applied filter's parameters and the page shown. */
    params: { ...filterParamsOf(filter), ...paging },
    setPaging,
  };
}
