import { mayContributeResources } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { PagedView } from '../../components/lists/paged-view';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../lib/session/use-session';
import { FilePageList } from './components/file-page-list';
import { RankingPanel } from './components/ranking-panel';
import { type NewestFilter, newestQuery, phasesQuery, recommendedQuery } from './resource-api';
import { FIRST_NEWEST_PAGE, FIRST_RECOMMENDED } from './resource-first-data';

const SORTS: readonly { value: NewestFilter['sort']; label: string }[] = [
  { value: 'newest', label: '最新上传' },
  { value: 'views', label: '最多浏览' },
];

/**
 * /resource: the resource centre (SPEC §1, §7): recommended and newest resources with the preview and the
 * download (sign-in needed, SPEC §6), and the rankings by town, school and teacher.
 */
export default function ResourceScreen() {
  return (
    <div className="page-container space-y-5 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeader title="资源中心">全县教师共建共享的课件、教案、试题和微课，可在线预览，登录后下载。</PageHeader>
        <ContributeLink />
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-5">
          <Recommended />
          <Newest />
        </div>
        <aside className="min-w-0">
          <RankingPanel />
        </aside>
      </div>
    </div>
  );
}

/** 上传资源: a teacher's way to contribute (a visitor signs in first); pupils do not contribute. */
function ContributeLink() {
  const user = useSessionUser();
  const contributions = paths.personal.getHref(5);
  if (user && !mayContributeResources(user.roleId)) return null;
  return (
    <Link
      href={user ? contributions : paths.login.getHref(contributions)}
      className="rounded-lg bg-brand-600 px-5 py-2 text-white hover:bg-brand-700"
    >
      上传资源
    </Link>
  );
}

function Recommended() {
  const [page, setPage] = useState(FIRST_RECOMMENDED);
  const query = useQuery(recommendedQuery(page.pageNum, page.pageSize));
  return (
    <SectionPanel title="推荐资源">
      <QueryView query={query} skeleton={<ListSkeleton rows={4} />} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <FilePageList files={data.list} />
            <Pagination total={data.total} pageNum={page.pageNum} pageSize={page.pageSize} onChange={setPage} />
          </>
        )}
      </QueryView>
    </SectionPanel>
  );
}

function Newest() {
  const phases = useQuery(phasesQuery);
  const [filter, setFilter] = useState(FIRST_NEWEST_PAGE);
  const query = useQuery(newestQuery(filter));
  const fields: SearchField[] = [
    { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索资源名称', col: 2 },
    {
      kind: 'select',
      prop: 'phaseId',
      label: '学段',
      options: (phases.data ?? []).map((phase) => ({ value: phase.id, label: phase.name })),
    },
  ];
  return (
    <SectionPanel
      title="最新资源"
      actions={
        <ChoiceChips<NewestFilter['sort']>
          label="排序"
          options={SORTS}
          value={filter.sort}
          onChange={(sort) => setFilter((current) => ({ ...current, sort, pageNum: 1 }))}
        />
      }
    >
      <SearchBar
        fields={fields}
        pageSize={filter.pageSize}
        className="mb-4"
        onSearch={({ values, pageNum, pageSize }) =>
          setFilter((current) => ({
            ...current,
            keyword: values.keyword ?? '',
            phaseId: values.phaseId ?? '',
            pageNum,
            pageSize,
          }))
        }
      />
      <PagedView
        query={query}
        page={filter}
        onPage={(next) => setFilter((current) => ({ ...current, ...next }))}
        skeleton={<ListSkeleton rows={4} />}
        emptyText="没有找到符合条件的资源"
      >
        {(items) => (
          <>
            <FilePageList files={items} />
          </>
        )}
      </PagedView>
    </SectionPanel>
  );
}
