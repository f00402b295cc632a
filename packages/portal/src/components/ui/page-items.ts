/** One button of the pager: a page number or a gap. */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: always the first and last page, the current one with `siblings` on each side,
 * and a gap where pages are left out. With few pages, every page.
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  if (pageCount <= 5 + siblings * 2) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, page - siblings);
  const end = Math.min(pageCount - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let number = start; number <= end; number++) items.push(number);
  if (end < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}

/** Pages needed for `total` rows (at least 1 when there are rows). */
export function pageCountOf(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
