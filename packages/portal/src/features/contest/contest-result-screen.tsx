import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FileListItem } from '../../components/file-preview/file-list-item';
import { LazyFilePreviewDialog } from '../../components/file-preview/lazy-file-preview-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { type ContestResult, contestResultQuery, contestsQuery } from './contest-api';

const FINISHED_CONTESTS_SHOWN = 50;

/**
 * /contest/result: a finished contest's awarded entries by prize (`?matchId=`, else the latest finished
 * contest). Previewing an entry is a review (SPEC §4): its time is recorded and the review cleared when
 * the preview closes. A running contest's results are refused by the server (403 → Page403).
 */
export default function ContestResultScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selectId = useId();
  const finished = useQuery(contestsQuery('finished', 1, FINISHED_CONTESTS_SHOWN));
  const matchId = new URLSearchParams(search).get('matchId') ?? finished.data?.list[0]?.id ?? '';
  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="比赛结果">已结束比赛的获奖名单与获奖作品，点开作品可在线预览。</PageHeader>
      <div className="card flex flex-wrap items-center gap-3 p-4">
        <label htmlFor={selectId} className="text-sm text-muted">
          选择比赛
        </label>
        <select
          id={selectId}
          value={matchId}
          onChange={(event) => navigate(paths.contestResult.getHref(event.target.value))}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-200 bg-white px-3 text-[15px] text-ink"
        >
          {finished.data?.list.every((contest) => contest.id !== matchId) && matchId ? (
            <option value={matchId}>当前比赛</option>
          ) : null}
          {(finished.data?.list ?? []).map((contest) => (
            <option key={contest.id} value={contest.id}>
              {contest.title}
            </option>
          ))}
        </select>
      </div>
      {matchId ? <Result key={matchId} matchId={matchId} /> : null}
    </div>
  );
}

function Result({ matchId }: { matchId: string }) {
  const query = useQuery(contestResultQuery(matchId));
  return (
    <QueryView
      query={query}
      skeleton={<ListSkeleton rows={5} />}
      isEmpty={(result) => result.prizes.every((prize) => prize.entries.length === 0)}
      emptyText="本次比赛暂无获奖作品"
    >
      {(result) => <Prizes result={result} />}
    </QueryView>
  );
}

function Prizes({ result }: { result: ContestResult }) {
  const entries = useMemo(() => result.prizes.flatMap((prize) => prize.entries), [result]);
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  let offset = 0;
  return (
    <>
      <h2 className="text-xl font-semibold text-ink">{result.contest.title}</h2>
      {result.prizes.map((prize) => {
        const first = offset;
        offset += prize.entries.length;
        return (
          <SectionPanel
            key={prize.id}
            title={prize.title}
            actions={<span className="text-sm text-muted">{prize.reward || prize.summary}</span>}
          >
            {prize.entries.length === 0 ? (
              <p className="text-sm text-muted">暂无</p>
            ) : (
              <ul className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
                {prize.entries.map((entry, index) => (
                  <li key={String(entry.fileId ?? entry.id)}>
                    <FileListItem file={entry} onOpen={() => setPreviewIndex(first + index)} downloadable />
                  </li>
                ))}
              </ul>
            )}
          </SectionPanel>
        );
      })}
      <LazyFilePreviewDialog files={entries} index={previewIndex} onIndexChange={setPreviewIndex} tracking="review" />
    </>
  );
}
