import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PagedView } from '../../components/lists/paged-view';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { CardGridSkeleton, ListSkeleton, Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { hasLyykAdminRole } from '../../lib/session/session-user';
import { useSessionUser } from '../../lib/session/use-session';
import { ActivityCards } from './components/activity-cards';
import { MyCollections } from './components/my-collections';
import { NewsRows } from './components/news-rows';
import { ResultFiles } from './components/result-files';
import { researchQueries } from './research-api';
import { LATEST } from './research-home-first-data';

const FILE_FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '成果名称', placeholder: '搜索研究成果', col: 2 },
];

/**
 * /lyyk: the two-research-one-journal area (两研一刊): its banner and counts, the latest news and
 * activities, the research results with their evaluations (searchable, paged), and the signed-in user's
 * collections; the administrator also sees the way to the administration.
 */
export default function ResearchHomeScreen() {
  const user = useSessionUser();
  return (
    <div className="space-y-6 pb-6">
      <Banner admin={hasLyykAdminRole(user)} />
      <div className="page-container grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <NewsBlock />
        {user ? <MyCollections /> : <AboutBlock />}
        <ActivitiesBlock />
        <ResultsBlock />
      </div>
    </div>
  );
}

function Banner({ admin }: { admin: boolean }) {
  const overview = useQuery(researchQueries.overview);
  const links = [
    { label: '教研资讯', href: paths.lyykArticles.getHref() },
    { label: '教研活动', href: paths.lyykActivities.getHref() },
    ...(admin
      ? [
          { label: '两研一刊管理', href: paths.lyykManage.getHref() },
          { label: '活动管理', href: paths.lyykActiveManage.getHref() },
        ]
      : []),
  ];
  return (
    <header className="bg-gradient-to-r from-brand-800 to-brand-600 text-white">
      <div className="page-container py-8 md:py-12">
        <h1 className="text-2xl font-semibold md:text-3xl">{overview.data?.title || '两研一刊'}</h1>
        <p className="mt-2 max-w-3xl text-white/90">
          {overview.data?.summary || '教学研究、教育科研与《叶县教育研究》期刊：全县教师专业成长的教研平台。'}
        </p>
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2" aria-label="两研一刊概况">
          {[
            ['教研资讯', overview.data?.newsCount],
            ['教研活动', overview.data?.activityCount],
            ['研究成果', overview.data?.fileCount],
          ].map(([label, value]) => (
            <div key={label} className="flex items-baseline gap-2">
              <dt className="text-white/80">{label}</dt>
              <dd className="text-2xl font-semibold">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
        <nav aria-label="两研一刊栏目" className="mt-5 flex flex-wrap gap-2">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="rounded-full bg-white/15 px-4 py-1.5 text-[15px] hover:bg-white/25"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}

function NewsBlock() {
  const query = useQuery(researchQueries.news(LATEST));
  return (
    <SectionPanel title="教研资讯" moreHref={paths.lyykArticles.getHref()}>
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={5} />}
        isEmpty={(page) => page.list.length === 0}
        emptyText="暂无资讯"
      >
        {(page) => <NewsRows news={page.list.slice(0, 6)} compact />}
      </QueryView>
    </SectionPanel>
  );
}

function AboutBlock() {
  const overview = useQuery(researchQueries.overview);
  return (
    <SectionPanel title="关于两研一刊">
      <QueryView query={overview} skeleton={<Skeleton className="h-40 w-full" />}>
        {(data) => (
          <div className="space-y-3 text-[15px] leading-7 text-ink">
            {data.cover ? <img src={data.cover} alt="" className="w-full rounded-lg" /> : null}
            <p>{data.summary}</p>
            <p className="text-sm text-muted">登录后可收藏资讯与活动，在这里查看我的收藏。</p>
          </div>
        )}
      </QueryView>
    </SectionPanel>
  );
}

function ActivitiesBlock() {
  const query = useQuery(researchQueries.activities({ ...LATEST, pageSize: 10 }));
  return (
    <SectionPanel title="教研活动" moreHref={paths.lyykActivities.getHref()} className="lg:col-span-2">
      <QueryView
        query={query}
        skeleton={<CardGridSkeleton cards={3} />}
        isEmpty={(page) => page.list.length === 0}
        emptyText="暂无活动"
      >
        {(page) => <ActivityCards activities={page.list.slice(0, 3)} />}
      </QueryView>
    </SectionPanel>
  );
}

function ResultsBlock() {
  const { filter, onSearch, onPage } = useListFilter(firstSearchedPage());
  const query = useQuery(researchQueries.files(filter));
  return (
    <SectionPanel
      title="研究成果"
      className="lg:col-span-2"
      actions={query.data ? <span className="text-sm text-muted">共 {query.data.total} 项</span> : null}
    >
      <SearchBar fields={FILE_FIELDS} pageSize={filter.pageSize} onSearch={onSearch} className="mb-3" />
      <PagedView query={query} page={filter} onPage={onPage} emptyText="没有找到符合条件的研究成果">
        {(items) => <ResultFiles files={items} />}
      </PagedView>
    </SectionPanel>
  );
}
