import type { ContentItem } from '@edu/api-client';
import { DEFAULT_PAGE_SIZE, isApiError } from '@edu/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AppTile } from '../../components/apps/app-tile';
import { PagedList } from '../../components/lists/paged-list';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useCurrentHref } from '../../lib/navigation/use-current-href';
import { userIdOf } from '../../lib/session/session-user';
import { useSessionUser } from '../../lib/session/use-session';
import { showToast } from '../../lib/toast';
import { type ApplicationFilter, applicationsQuery, setApplicationCollected } from './applications-api';

const TYPES = ['教学应用', '教师发展', '家校共育', '管理服务'];

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '应用名称', placeholder: '输入应用名称搜索', col: 2 },
  {
    kind: 'radio',
    prop: 'type',
    label: '应用分类',
    col: 2,
    options: TYPES.map((type) => ({ label: type, value: type })),
  },
];

/** /application: every application, searchable by name and type; a signed-in user collects and cancels. */
export default function ApplicationsScreen() {
  const user = useSessionUser();
  const userId = user ? userIdOf(user) : undefined;
  const [filter, setFilter] = useState<ApplicationFilter>({
    pageNum: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    keyword: '',
    type: '',
  });
  const query = useQuery(applicationsQuery(filter, userId));
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const here = useCurrentHref();

  const collect = useMutation({
    mutationFn: ({ app, collected }: { app: ContentItem; collected: boolean }) =>
      setApplicationCollected(app.id, collected),
    onSuccess: (_data, { collected }) => {
      showToast(collected ? '收藏成功' : '已取消收藏', 'success');
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
    onError: (error) => showToast(isApiError(error) ? error.message : '操作失败，请稍后再试', 'error'),
  });

  const toggle = (app: ContentItem) => {
    if (!user) return navigate(paths.login.getHref(here));
    collect.mutate({ app, collected: !app.collected });
  };

  return (
    <div className="page-container space-y-5 py-6">
      <header>
        <h1 className="text-2xl font-semibold text-ink">应用中心</h1>
        <p className="mt-1 text-muted">汇聚全县教学、教研与管理服务应用，收藏常用应用，在首页一键直达。</p>
      </header>
      <SearchBar
        fields={FIELDS}
        pageSize={filter.pageSize}
        onSearch={({ values, pageNum, pageSize }) =>
          setFilter({ pageNum, pageSize, keyword: values.keyword ?? '', type: values.type ?? '' })
        }
      />
      <PagedList
        label="应用列表"
        className="card p-5"
        query={query}
        page={filter}
        onPage={(next) => setFilter((current) => ({ ...current, ...next }))}
        skeleton={<CardGridSkeleton cards={8} />}
        emptyText="没有找到符合条件的应用"
      >
        {(items) => (
          <>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((app) => (
                <li key={app.id}>
                  <AppTile
                    app={app}
                    showLaunches
                    action={
                      <button
                        type="button"
                        aria-pressed={Boolean(app.collected)}
                        aria-label={`${app.collected ? '已收藏' : '收藏'} ${app.title}`}
                        disabled={collect.isPending}
                        onClick={() => toggle(app)}
                        className={
                          app.collected
                            ? 'rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs text-amber-800 hover:bg-amber-100'
                            : 'rounded-full border border-brand-500 px-3 py-1 text-xs text-brand-600 hover:bg-brand-50'
                        }
                      >
                        {app.collected ? '已收藏' : '收藏'}
                      </button>
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </div>
  );
}
