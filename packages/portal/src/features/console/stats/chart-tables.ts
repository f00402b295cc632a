import type { StatsOverview } from '@edu/api-client';

/** One chart of the dashboard as data: its title, its kind, its labels and series, and so its table. */
export interface ChartData {
  id: string;
  title: string;
  kind: 'line' | 'bar' | 'doughnut';
  labels: string[];
  series: { name: string; values: number[] }[];
}

/** A chart's table (what a screen reader reads and the export writes): a header row, then a row per label. */
export function tableOf(chart: ChartData): { headers: string[]; rows: (string | number)[][] } {
  return {
    headers: [chart.kind === 'line' ? '日期' : '项目', ...chart.series.map((series) => series.name)],
    rows: chart.labels.map((label, index) => [label, ...chart.series.map((series) => series.values[index] ?? 0)]),
  };
}

const shortDay = (day: string) => day.slice(5);

/** The dashboard's charts from the server's figures, in the order they are shown. */
export function chartsOf(stats: StatsOverview): ChartData[] {
  const days = stats.days.map(shortDay);
  const values = (list: readonly { count: number }[]) => list.map((entry) => entry.count);
  return [
    {
      id: 'visits',
      title: '访问量与资源浏览',
      kind: 'line',
      labels: days,
      series: [
        { name: '访问量', values: values(stats.visits) },
        { name: '资源浏览', values: values(stats.resourceViews) },
      ],
    },
    {
      id: 'active',
      title: '活跃用户',
      kind: 'line',
      labels: days,
      series: [{ name: '活跃用户', values: values(stats.activeUsers) }],
    },
    {
      id: 'towns',
      title: '各乡镇资源数',
      kind: 'bar',
      labels: stats.resourcesByTown.map((entry) => entry.name),
      series: [{ name: '资源数', values: values(stats.resourcesByTown) }],
    },
    {
      id: 'schools',
      title: '资源最多的学校',
      kind: 'bar',
      labels: stats.resourcesBySchool.map((entry) => entry.name),
      series: [{ name: '资源数', values: values(stats.resourcesBySchool) }],
    },
    {
      id: 'subjects',
      title: '各学科资源数',
      kind: 'bar',
      labels: stats.resourcesBySubject.map((entry) => entry.name),
      series: [{ name: '资源数', values: values(stats.resourcesBySubject) }],
    },
    {
      id: 'conversations',
      title: '智能助手每日对话',
      kind: 'line',
      labels: days,
      series: [{ name: '对话数', values: values(stats.assistant.conversations) }],
    },
    {
      id: 'feedback',
      title: '助手回答评价',
      kind: 'doughnut',
      labels: ['点赞', '点踩'],
      series: [{ name: '次数', values: [stats.assistant.likes, stats.assistant.dislikes] }],
    },
  ];
}
