import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { PagedView } from '../../components/lists/paged-view';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { ContestDetails } from './components/contest-details';
import { type Contest, type ContestStatus, contestsQuery } from './contest-api';
import { FIRST_CONTEST_PAGE, FIRST_STATUS } from './contest-list-first-data';

const STATUSES: readonly { value: ContestStatus | ''; label: string }[] = [
  { value: '', label: '全部比赛' },
  { value: 'ongoing', label: '进行中' },
  { value: 'finished', label: '已结束' },
];

/** /contest/list: the resource contests (SPEC §1, §7), each with its columns, rules and prizes, entries and results. */
export default function ContestListScreen() {
  const [status, setStatus] = useState<ContestStatus | ''>(FIRST_STATUS);
  const [page, setPage] = useState(FIRST_CONTEST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useQuery(contestsQuery(status, page.pageNum, page.pageSize));
  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="资源大赛">全县教学资源评比活动：比赛规则、奖项设置、参赛作品与比赛结果。</PageHeader>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChoiceChips<ContestStatus | ''>
          label="比赛状态"
          options={STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
        />
        <Link href={paths.contestResources.getHref()} className="text-sm text-brand-700 hover:underline">
          搜索全部参赛作品 ›
        </Link>
      </div>
      <PagedView query={query} page={page} onPage={setPage} skeleton={<ListSkeleton rows={3} />} emptyText="暂无比赛">
        {(items) => (
          <>
            <ul className="space-y-5">
              {items.map((contest) => (
                <li key={contest.id}>
                  <ContestCard
                    contest={contest}
                    open={openId === contest.id}
                    onToggle={() => setOpenId(openId === contest.id ? null : contest.id)}
                  />
                </li>
              ))}
            </ul>
            <div className="card px-5"></div>
          </>
        )}
      </PagedView>
    </div>
  );
}

function ContestCard({ contest, open, onToggle }: { contest: Contest; open: boolean; onToggle(): void }) {
  const finished = contest.status === 'finished';
  const detailsId = `contest-${contest.id}-details`;
  return (
    <article aria-labelledby={`contest-${contest.id}`} className="card overflow-hidden">
      {contest.cover ? <img src={contest.cover} alt="" className="aspect-[1200/420] w-full object-cover" /> : null}
      <div className="space-y-3 p-5">
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs',
              finished ? 'bg-slate-100 text-muted' : 'bg-emerald-50 text-emerald-800',
            )}
          >
            {finished ? '已结束' : '进行中'}
          </span>
          <h2 id={`contest-${contest.id}`} className="text-lg font-semibold text-ink">
            {contest.title}
          </h2>
        </div>
        <p className="text-sm text-muted">
          比赛时间：{contest.startDate} 至 {contest.endDate}
        </p>
        <p className="text-[15px] leading-7 text-ink">{contest.summary}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={onToggle}
            className="rounded-lg border border-slate-300 px-4 py-1.5 text-sm text-ink hover:bg-slate-50"
          >
            {open ? '收起详情' : '规则与奖项'}
          </button>
          <Link
            href={paths.contestResources.getHref(contest.id)}
            className="rounded-lg bg-brand-600 px-4 py-1.5 text-sm text-white hover:bg-brand-700"
          >
            参赛作品
          </Link>
          {finished ? (
            <Link
              href={paths.contestResult.getHref(contest.id)}
              className="rounded-lg border border-brand-500 px-4 py-1.5 text-sm text-brand-700 hover:bg-brand-50"
            >
              比赛结果
            </Link>
          ) : null}
        </div>
        <div id={detailsId} hidden={!open}>
          {open ? <ContestDetails id={contest.id} /> : null}
        </div>
      </div>
    </article>
  );
}
