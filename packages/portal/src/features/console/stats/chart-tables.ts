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
const values = (list: readonly { count: number }[]) => list.map((entry) => entry.count);

/** A line chart of one daily figure. */
function dailyChart(
  id: string,
  title: string,
  days: string[],
  name: string,
  list: readonly { count: number }[],
): ChartData {
  return { id, title, kind: 'line', labels: days, series: [{ name, values: values(list) }] };
}

/** A bar chart of one figure broken down by name (town, school, subject). */
function breakdownChart(
  id: string,
  title: string,
  name: string,
  list: readonly { name: string; count: number }[],
): ChartData {
  return { id, title, kind: 'bar', labels: list.map((entry) => entry.name), series: [{ name, values: values(list) }] };
}

/** The dashboard's charts from the server's figures, in the order they are shown. */
export function chartsOf(stats: StatsOverview): ChartData[] {
  const days = stats.days.map(shortDay);
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
    dailyChart('active', '活跃用户', days, '活跃用户', stats.activeUsers),
    breakdownChart('towns', '各乡镇资源数', '资源数', stats.resourcesByTown),
    breakdownChart('schools', '资源最多的学校', '资源数', stats.resourcesBySchool),
    breakdownChart('subjects', '各学科资源数', '资源数', stats.resourcesBySubject),
    dailyChart('conversations', '智能助手每日对话', days, '对话数', stats.assistant.conversations),
    {
      id: 'feedback',
      title: '助手回答评价',
      kind: 'doughnut',
      labels: ['点赞', '点踩'],
      series: [{ name: '次数', values: [stats.assistant.likes, stats.assistant.dislikes] }],
    },
  ];
}
