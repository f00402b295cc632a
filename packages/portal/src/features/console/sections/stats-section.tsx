import { STATS_PERIOD_DAYS, type StatsOverview } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { saveTextFile } from '../../../lib/csv/save-text-file';
import { toCsv } from '../../../lib/csv/to-csv';
import { SectionHeading } from '../components/section-heading';
import { consoleQueries } from '../console-api';
import { ChartCanvas } from '../stats/chart-canvas';
import { type ChartData, chartsOf, tableOf } from '../stats/chart-tables';

/** The dashboard: a chart per figure, each with its table (read by screen readers) and a CSV export. */
export default function StatsSection() {
  const [days, setDays] = useState<number>(30);
  const query = useQuery(consoleQueries.stats(days));
  return (
    <section aria-labelledby="stats-title" className="space-y-4">
      <SectionHeading id="stats-title" title="数据统计">
        <fieldset className="flex gap-2">
          <legend className="sr-only">统计周期</legend>
          {STATS_PERIOD_DAYS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              onClick={() => setDays(period)}
              className={cn(
                'rounded-full border px-4 py-1.5 text-sm',
                period === days
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 text-ink hover:bg-slate-50',
              )}
            >
              近 {period} 天
            </button>
          ))}
        </fieldset>
      </SectionHeading>
      <QueryView query={query} skeleton={<ListSkeleton rows={6} label="正在加载统计" />}>
        {(stats) => <Dashboard stats={stats} />}
      </QueryView>
    </section>
  );
}

function Dashboard({ stats }: { stats: StatsOverview }) {
  const charts = useMemo(() => chartsOf(stats), [stats]);
  const sum = (list: readonly { count: number }[]) => list.reduce((total, entry) => total + entry.count, 0);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ['访问量', sum(stats.visits)],
          ['资源浏览', sum(stats.resourceViews)],
          ['助手对话', sum(stats.assistant.conversations)],
          ['点赞 / 点踩', `${stats.assistant.likes} / ${stats.assistant.dislikes}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {charts.map((chart) => (
          <ChartFigure key={chart.id} chart={chart} />
        ))}
      </div>
      <section aria-labelledby="reasons-title" className="space-y-3">
        <h3 id="reasons-title" className="text-lg font-semibold text-ink">
          点踩原因排行
        </h3>
        {stats.assistant.dislikeReasons.length === 0 ? (
          <p className="text-sm text-muted">本周期没有点踩</p>
        ) : (
          <ol className="space-y-3">
            {stats.assistant.dislikeReasons.map((reason) => (
              <li key={reason.code} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium text-ink">
                  {reason.name}：{reason.count} 次
                </p>
                {reason.examples.length ? (
                  <p className="mt-1 text-muted">例：{reason.examples.map((example) => `“${example}”`).join('、')}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function ChartFigure({ chart }: { chart: ChartData }) {
  const table = tableOf(chart);
  const exportCsv = () =>
    saveTextFile(
      `${chart.title}.csv`,
      toCsv(
        table.rows,
        table.headers.map((header, index) => ({ header, value: (row: (string | number)[]) => row[index] })),
      ),
      'text/csv;charset=utf-8',
    );
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="mb-2 flex items-center justify-between gap-2">
        <span className="font-medium text-ink">{chart.title}</span>
        <button type="button" onClick={exportCsv} className="text-sm text-brand-700 hover:underline">
          导出 CSV<span className="sr-only">：{chart.title}</span>
        </button>
      </figcaption>
      <ChartCanvas chart={chart} />
      <table className="sr-only">
        <caption>{chart.title}</caption>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, index) => (
                <td key={table.headers[index]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
