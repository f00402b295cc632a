import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { type RankingKind, type RankingMeasure, type RankingRow, rankingQuery } from '../resource-api';

const KINDS: readonly { value: RankingKind; label: string }[] = [
  { value: 'town', label: '乡镇' },
  { value: 'school', label: '学校' },
  { value: 'teacher', label: '教师' },
];
const MEASURES: readonly { value: RankingMeasure; label: string }[] = [
  { value: 'count', label: '资源数' },
  { value: 'views', label: '浏览量' },
];

const nameOf = (row: RankingRow, kind: RankingKind) =>
  kind === 'town' ? row.townName : kind === 'school' ? row.schoolName : row.teacherName;

/** The resource rankings (SPEC §1, §7): by town, school or teacher, by resources shared or views. */
export function RankingPanel() {
  const [kind, setKind] = useState<RankingKind>('town');
  const [by, setBy] = useState<RankingMeasure>('count');
  const query = useQuery(rankingQuery(kind, by));
  return (
    <SectionPanel title="资源排行">
      <div className="mb-3 space-y-2">
        <ChoiceChips<RankingKind> label="排行对象" options={KINDS} value={kind} onChange={setKind} />
        <ChoiceChips<RankingMeasure> label="排行依据" options={MEASURES} value={by} onChange={setBy} />
      </div>
      <QueryView query={query} skeleton={<ListSkeleton rows={5} />} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ol aria-label={`${KINDS.find((k) => k.value === kind)?.label}排行`} className="space-y-1">
            {rows.map((row) => (
              <li key={`${row.rank}-${nameOf(row, kind)}`} className="flex items-center gap-3 rounded-lg px-2 py-2">
                <span
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    row.rank <= 3 ? 'bg-accent-700 text-white' : 'bg-slate-100 text-muted',
                  )}
                >
                  {row.rank}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-[15px] text-ink">{nameOf(row, kind)}</span>
                  {kind === 'teacher' && row.schoolName ? (
                    <span className="block truncate text-xs text-muted">{row.schoolName}</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-sm text-muted">
                  {by === 'count' ? `${row.resourceCount} 个` : `${row.viewCount} 次`}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </SectionPanel>
  );
}
