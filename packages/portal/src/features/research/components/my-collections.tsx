import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { PagedView } from '../../../components/lists/paged-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { userIdOf } from '../../../lib/session/session-user';
import { useSessionUser } from '../../../lib/session/use-session';
import { type ResearchCollection, researchQueries } from '../research-api';

const PAGE_SIZE = 10;

/** Where a collection's target lives, or undefined when it is gone or has no page (a file). */
function hrefOf(collection: ResearchCollection): string | undefined {
  if (!collection.target) return undefined;
  if (collection.targetType === 'news') return paths.lyykArticle.getHref(collection.targetId);
  if (collection.targetType === 'activity') return paths.lyykActivity.getHref(collection.targetId);
  return undefined;
}

/** The signed-in user's collected news and activities (SPEC §7 collectInteraction list/page). */
export function MyCollections() {
  const user = useSessionUser();
  const userId = user ? (userIdOf(user) ?? '') : '';
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(researchQueries.collections(userId, { pageNum, pageSize: PAGE_SIZE, keyword: '' }));
  return (
    <SectionPanel title="我的收藏">
      <PagedView
        query={query}
        page={{ pageNum, pageSize: PAGE_SIZE }}
        onPage={(next) => setPageNum(next.pageNum)}
        skeleton={<ListSkeleton rows={4} label="正在加载收藏" />}
        emptyText="还没有收藏，打开资讯或活动即可收藏"
      >
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((collection) => {
              const href = hrefOf(collection);
              const title = collection.target?.title ?? '（内容已删除）';
              return (
                <li key={collection.id} className="flex items-center gap-3 py-2.5">
                  <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">
                    {collection.targetType === 'activity' ? '活动' : '资讯'}
                  </span>
                  {href ? (
                    <Link href={href} className="min-w-0 flex-1 truncate text-ink hover:text-brand-600">
                      {title}
                    </Link>
                  ) : (
                    <span className="min-w-0 flex-1 truncate text-muted">{title}</span>
                  )}
                  <time className="shrink-0 text-xs text-muted">{formatDate(collection.createDate)}</time>
                </li>
              );
            })}
          </ul>
        )}
      </PagedView>
    </SectionPanel>
  );
}
