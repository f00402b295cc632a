import type { Page } from '@edu/api-client';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Counts what `base` (filters and joins only) matches and fetches page `pageNum` of the rows `rows`
 * selects and orders from it: the count and the page always agree.
 */
export async function pageOf<T extends keyof Database, O>(
  base: SelectQueryBuilder<Database, T, object>,
  paging: { pageNum: number; pageSize: number },
  rows: (query: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, O>,
): Promise<Page<O>> {
  const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const list = await rows(base)
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return {
    total: Number((counted as { total?: unknown } | undefined)?.total ?? 0),
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    list: list as O[],
  };
}
