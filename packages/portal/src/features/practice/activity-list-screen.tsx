import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CoverImage } from '../../components/cards/cover-image';
import { PagedList } from '../../components/lists/paged-list';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { PracticePage } from './components/practice-page';
import { StatusBadge } from './components/status-badge';
import { type ListFilter, practiceQueries } from './practice-api';

const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索活动', col: 2 }];

/** /zhsj/activityList: the practice activities, searchable, paged, with their dates and state. */
export default function ActivityListScreen() {
  const { filter, onSearch, onPage } = useListFilter<ListFilter>(firstSearchedPage());
  const query = useQuery(practiceQueries.activities(filter));
  return (
    <PracticePage current="实践活动">
      <PageHeader title="实践活动">全县中小学生研学、劳动与健康实践活动。</PageHeader>
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <PagedList
        label="活动列表"
        query={query}
        page={filter}
        onPage={onPage}
        skeleton={<ListSkeleton rows={5} />}
        emptyText="没有找到符合条件的活动"
      >
        {(items) => (
          <>
            <ul className="divide-y divide-slate-100">
              {items.map((activity) => (
                <li key={activity.id}>
                  <Link href={paths.zhsjActivity.getHref(activity.id)} className="group flex gap-4 py-4">
                    <CoverImage
                      src={activity.cover}
                      className="hidden aspect-[4/3] w-36 shrink-0 rounded-lg sm:block"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-2">
                        <StatusBadge status={String(activity.status ?? '')} />
                        <span className="truncate text-[17px] font-medium text-ink group-hover:text-brand-600">
                          {activity.title}
                        </span>
                      </span>
                      <span className="mt-1 line-clamp-2 text-sm text-muted">{activity.summary}</span>
                      <span className="mt-2 flex flex-wrap gap-x-3 text-xs text-muted">
                        <span>
                          活动时间：{String(activity.startDate ?? '')} 至 {String(activity.endDate ?? '')}
                        </span>
                        <time>发布于 {formatDate(activity.publishTime)}</time>
                        <span>浏览 {activity.viewCount}</span>
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </PracticePage>
  );
}
