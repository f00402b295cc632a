import type { ContentItem } from '@edu/api-client';
import { deleteStudioNews } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { PagedView } from '../../../components/lists/paged-view';
import { firstSearchedPage, useListFilter } from '../../../components/lists/use-list-filter';
import { SearchBar } from '../../../components/search-bar/search-bar';
import type { SearchField } from '../../../components/search-bar/search-fields';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { portal } from '../../../lib/portal-clients';
import { studioQueries } from '../studios-api';
import { type AdminPageProps, adminHrefOf } from './admin-context';
import { ADMIN_STYLES } from './admin-styles';
import { ConfirmDialog } from './confirm-dialog';
import { useStudioWrite } from './use-studio-write';

const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '标题', placeholder: '搜索动态标题', col: 2 }];

/** The studio's news to manage: search, publish, edit (in the editor route) and delete. */
export function AdminNews({ studioId, routes }: AdminPageProps) {
  const { filter: paging, onSearch, onPage } = useListFilter(firstSearchedPage());
  const news = useQuery(studioQueries.news(studioId, paging));
  const [deleting, setDeleting] = useState<ContentItem | undefined>(undefined);
  const remove = useStudioWrite((id: string) => deleteStudioNews(portal, id), '动态已删除');
  const createHref = adminHrefOf(routes, 'content', studioId);
  return (
    <div className="space-y-4">
      {createHref ? (
        <div className="flex justify-end">
          <Link href={createHref} className={ADMIN_STYLES.primary}>
            发布动态
          </Link>
        </div>
      ) : null}
      <SearchBar fields={FIELDS} pageSize={paging.pageSize} onSearch={onSearch} />
      <PagedView
        query={news}
        page={paging}
        onPage={onPage}
        skeleton={<ListSkeleton rows={4} />}
        emptyText="还没有工作室动态"
      >
        {(items) => (
          <>
            <ul aria-label="动态列表" className="divide-y divide-slate-100">
              {items.map((item) => {
                const editHref = adminHrefOf(routes, 'content', studioId, { id: item.id });
                return (
                  <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <Link
                        href={paths.studioNews.getHref(item.id)}
                        className="block truncate font-medium text-ink hover:text-brand-600"
                      >
                        {item.title}
                      </Link>
                      <p className="text-xs text-muted">
                        {item.creatorName} · {formatDate(item.publishTime)} · 浏览 {item.viewCount}
                      </p>
                    </div>
                    {editHref ? (
                      <Link href={editHref} className={ADMIN_STYLES.link} aria-label={`编辑 ${item.title}`}>
                        编辑
                      </Link>
                    ) : null}
                    <button
                      type="button"
                      className={ADMIN_STYLES.danger}
                      aria-label={`删除 ${item.title}`}
                      onClick={() => setDeleting(item)}
                    >
                      删除
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </PagedView>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        text={`确定删除动态“${deleting?.title ?? ''}”吗？删除后不可恢复。`}
        onConfirm={() => (deleting ? remove.mutate(deleting.id) : undefined)}
      />
    </div>
  );
}
