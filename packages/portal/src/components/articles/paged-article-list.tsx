import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { pictureLoading } from '../../lib/picture-loading';
import { ArticleRow, type ArticleRowProps } from '../ui/article-row';
import { Pagination } from '../ui/pagination';
import { QueryView } from '../ui/query-view';
import { ListSkeleton } from '../ui/skeleton';

export interface PagedArticleListProps<Item extends { id: string }> {
  /** The list's accessible name. */
  label: string;
  query: UseQueryResult<{ list: readonly Item[]; total: number }>;
  pageNum: number;
  pageSize: number;
  onPageChange(page: { pageNum: number; pageSize: number }): void;
  /** The article's own page. */
  hrefOf(id: string): string;
  /** How an item reads as a row (its tag, source and date fields differ by section). */
  rowOf(item: Item): ArticleRowProps;
}

/** One page of articles as rows linking to their pages, with the pager; the list screens of 资讯中心 and 评价改革. */
export function PagedArticleList<Item extends { id: string }>({
  label,
  query,
  pageNum,
  pageSize,
  onPageChange,
  hrefOf,
  rowOf,
}: PagedArticleListProps<Item>) {
  return (
    <section aria-label={label} className="card px-5 py-2">
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={6} />}
        isEmpty={(page) => page.list.length === 0}
        emptyText="没有找到符合条件的资讯"
      >
        {(page) => (
          <>
            <ul className="divide-y divide-slate-100">
              {page.list.map((item, index) => (
                <li key={item.id}>
                  <Link href={hrefOf(item.id)} className="group flex gap-4 py-4">
                    <ArticleRow {...rowOf(item)} coverLoading={pictureLoading(index)} />
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination total={page.total} pageNum={pageNum} pageSize={pageSize} onChange={onPageChange} />
          </>
        )}
      </QueryView>
    </section>
  );
}
