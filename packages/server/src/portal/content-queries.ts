import type { Page } from '@edu/api-client';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { PortalContentTable, PortalFileTable } from '../db/portal-schema';
import type { Database } from '../db/schema';
import { notFound } from '../http/http-error';
import type { ListQuery } from '../http/portal-query';
import { whereVisible } from './content-visibility';
import { likePattern, pageRows } from './page-rows';

type Filters = Partial<Omit<ListQuery, 'pageNum' | 'pageSize' | 'areaCode'>>;

type PagedTable = 'portal_content' | 'portal_files';
type PageQuery = Filters & { pageNum: number; pageSize: number };

/**
 * Filters, counts, sorts and pages rows of a content or file table; both tables share the filter
 * columns, and differ only in which column is searched and which date is the publish date.
 */
async function pageFiltered<T extends PagedTable>(
  from: SelectQueryBuilder<Database, PagedTable, object>,
  query: PageQuery,
  keywordColumns: readonly ('title' | 'summary' | 'file_name')[],
  dateColumn: 'published_at' | 'created_at',
): Promise<Page<Database[T]>> {
  let base = from;
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    base = base.where((eb) => eb.or(keywordColumns.map((column) => eb(sql.ref(column), 'like', pattern))));
  }
  if (query.townCode) base = base.where('town_code', '=', query.townCode);
  if (query.schoolId) base = base.where('school_id', '=', query.schoolId);
  if (query.phaseId) base = base.where('phase_id', '=', query.phaseId);
  if (query.gradeId) base = base.where('grade_id', '=', query.gradeId);
  if (query.subjectId) base = base.where('subject_id', '=', query.subjectId);
  if (query.type) base = base.where('type_code', '=', query.type);
  const date = sql.ref<string>(dateColumn);
  if (query.startDate) base = base.where(date, '>=', `${query.startDate}T00:00:00.000Z`);
  if (query.endDate) base = base.where(date, '<=', `${query.endDate}T23:59:59.999Z`);
  const page = await pageRows(base, query, (qb) =>
    query.sort === 'views'
      ? qb.orderBy('view_count', 'desc').orderBy('id', 'desc')
      : qb.orderBy(date, 'desc').orderBy('id', 'desc'),
  );
  // The rows are typed as either table's; `from` was built on table T, so they are T's.
  return page as Page<Database[T]>;
}

/** Lists content of some kinds with filters, sort and paging. */
export async function pageContent(
  db: Kysely<Database>,
  kinds: readonly string[],
  query: PageQuery,
  narrow: (
    qb: SelectQueryBuilder<Database, 'portal_content', object>,
  ) => SelectQueryBuilder<Database, 'portal_content', object> = (qb) => qb,
): Promise<Page<PortalContentTable>> {
  const base = narrow(whereVisible(db.selectFrom('portal_content').where('kind', 'in', kinds)));
  return pageFiltered<'portal_content'>(base, query, ['title', 'summary'], 'published_at');
}

/** Lists files of some categories with filters, sort and paging. */
export async function pageFiles(
  db: Kysely<Database>,
  categories: readonly string[],
  query: PageQuery,
  narrow: (
    qb: SelectQueryBuilder<Database, 'portal_files', object>,
  ) => SelectQueryBuilder<Database, 'portal_files', object> = (qb) => qb,
): Promise<Page<PortalFileTable>> {
  const base = narrow(db.selectFrom('portal_files').where('category', 'in', categories));
  return pageFiltered<'portal_files'>(base, query, ['file_name'], 'created_at');
}

/** All public content of one kind (small lists: ads, links, nav items), in display order. */
export async function listKind(db: Kysely<Database>, kind: string, parentId?: string): Promise<PortalContentTable[]> {
  let qb = whereVisible(db.selectFrom('portal_content').selectAll().where('kind', '=', kind));
  if (parentId !== undefined) qb = qb.where('parent_id', '=', parentId);
  return qb.orderBy('sort_order').orderBy('published_at', 'desc').orderBy('id').execute();
}

/** One public content item of the given kinds, or 404 (also for a draft or a withdrawn one). */
export async function getContent(
  db: Kysely<Database>,
  kinds: readonly string[],
  id: string,
  what: string,
): Promise<PortalContentTable> {
  const row = await whereVisible(db.selectFrom('portal_content').selectAll())
    .where('id', '=', id)
    .where('kind', 'in', kinds)
    .executeTakeFirst();
  if (!row) throw notFound(what);
  return row;
}

/** Adds one to a public content item's view count; 404 when there is no such item (or it is not public). */
export async function countContentView(db: Kysely<Database>, kinds: readonly string[], id: string, what: string) {
  const result = await db
    .updateTable('portal_content')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .where('kind', 'in', kinds)
    .where('id', 'in', (eb) => whereVisible(eb.selectFrom('portal_content').select('id').where('id', '=', id)))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(what);
}

/** Maps a page's list. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, list: page.list.map(map) };
}
