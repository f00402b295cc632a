import type { Page } from '@edu/api-client';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** Drops LIKE wildcards from a keyword so it matches literally, and wraps it for a substring match. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[%_\\]/g, '')}%`;
}

/**
 * Counts the rows `base` selects and fetches page `pageNum` of them in the order `order` gives (SPEC §3
 * pagination). `base` carries the filters only, so the count and the page agree.
 */
export async function pageRows<T extends keyof Database & string>(
  base: SelectQueryBuilder<Database, T, object>,
  paging: { pageNum: number; pageSize: number },
  order: (query: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, object>,
): Promise<Page<Database[T]>> {
  const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const list = await order(base)
    .selectAll()
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return {
    total: Number(counted?.total ?? 0),
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    // Kysely cannot name selectAll()'s row over a generic table; the portal tables have plain columns, so it is T's row.
    list: list as unknown as Database[T][],
  };
}
