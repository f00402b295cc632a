import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartData } from './chart-tables';

// Only what the dashboard draws (Chart.js is tree-shaken by what is registered); this module loads with
// the statistics screen alone.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const COLORS = ['#2563eb', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6'];

/** One chart drawn on a canvas (its table beside it is what assistive technology reads). */
export function ChartCanvas({ chart }: { chart: ChartData }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const drawn = new Chart(canvas.current, {
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
