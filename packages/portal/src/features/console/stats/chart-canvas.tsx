import * as chartJs from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartData } from './chart-tables';

// Only what the dashboard draws (Chart.js is tree-shaken by what is registered); this module loads with the
// statistics screen alone. Members are read off the namespace where used (the bundle is the same as with
// named imports); destructuring the namespace would keep all of Chart.js (22 KB more, 7 KB gzipped).
chartJs.Chart.register(
  chartJs.ArcElement,
  chartJs.BarController,
  chartJs.BarElement,
  chartJs.CategoryScale,
  chartJs.DoughnutController,
  chartJs.Legend,
  chartJs.LinearScale,
  chartJs.LineController,
  chartJs.LineElement,
  chartJs.PointElement,
  chartJs.Tooltip,
);

const COLORS = ['#2563eb', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6'];

/** One chart drawn on a canvas (its table beside it is what assistive technology reads). */
export function ChartCanvas({ chart }: { chart: ChartData }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const drawn = new chartJs.Chart(canvas.current, {
      type: chart.kind,
      data: {
        labels: chart.labels,
        datasets: chart.series.map((series, index) => ({
          label: series.name,
          data: series.values,
          borderColor: chart.kind === 'doughnut' ? '#fff' : COLORS[index % COLORS.length],
          backgroundColor:
            chart.kind === 'doughnut' ? COLORS.slice(0, series.values.length) : `${COLORS[index % COLORS.length]}cc`,
          tension: 0.25,
          pointRadius: 0,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: chart.series.length > 1 || chart.kind === 'doughnut' } },
        ...(chart.kind === 'doughnut' ? {} : { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }),
      },
    });
    return () => drawn.destroy();
  }, [chart]);
  return (
    <div className="relative h-64">
      <canvas ref={canvas} role="img" aria-label={`${chart.title}（数据见下表）`} />
    </div>
  );
}
