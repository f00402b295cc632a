import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { ListSkeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { ExhibitionHall } from './components/exhibition-hall';
import { exhibitionsQuery, type Hall } from './exhibition-api';
import { FIRST_HALL } from './exhibition-first-data';

const HALLS: readonly { value: Hall; label: string }[] = [
  { value: 'works', label: '获奖作品展' },
  { value: 'albums', label: '实践相册展' },
];

/**
 * /exhibition: the exhibition hall (SPEC §2 names the route; ours: curated exhibitions of award-winning
 * works, contest entries and paintings, and of practice albums), one exhibition open at a time.
 */
export default function ExhibitionScreen() {
  const [hall, setHall] = useState<Hall>(FIRST_HALL);
  const [chosen, setChosen] = useState<Record<Hall, string | undefined>>({ works: undefined, albums: undefined });
  const query = useQuery(exhibitionsQuery(hall));
  const openId = chosen[hall] ?? query.data?.list[0]?.id;
  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="展厅">全县教育教学获奖作品与学生实践活动相册的线上展览。</PageHeader>
      <ChoiceChips<Hall> label="展厅" options={HALLS} value={hall} onChange={setHall} />
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={2} label="正在加载展览" />}
        isEmpty={(page) => page.list.length === 0}
        emptyText="暂无展览"
      >
        {(page) => (
          <fieldset className="grid min-w-0 grid-cols-1 gap-3 md:grid-cols-2">
            <legend className="sr-only">展览</legend>
            {page.list.map((exhibition) => (
              <button
                key={exhibition.id}
                type="button"
                aria-pressed={exhibition.id === openId}
                onClick={() => setChosen((current) => ({ ...current, [hall]: exhibition.id }))}
                className={cn(
                  'card flex items-center gap-4 p-3 text-left',
                  exhibition.id === openId ? 'ring-2 ring-brand-600' : 'hover:ring-1 hover:ring-brand-200',
                )}
              >
                <img src={exhibition.cover} alt="" className="aspect-[1200/420] w-36 shrink-0 rounded object-cover" />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-ink">{exhibition.title}</span>
                  <span className="block text-xs text-muted">
                    {exhibition.hall} · 展品 {exhibition.exhibitCount} 件
                  </span>
                </span>
              </button>
            ))}
          </fieldset>
        )}
      </QueryView>
      {openId ? <ExhibitionHall key={openId} id={openId} /> : null}
    </div>
  );
}
