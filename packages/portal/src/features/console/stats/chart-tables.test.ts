import type { StatsOverview } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { chartsOf, tableOf } from './chart-tables';

const stats: StatsOverview = {
  days: ['2026-11-26', '2026-11-27'],
  visits: [
    { day: '2026-11-26', count: 120 },
    { day: '2026-11-27', count: 90 },
  ],
  resourceViews: [
    { day: '2026-11-26', count: 8 },
    { day: '2026-11-27', count: 0 },
  ],
  activeUsers: [
    { day: '2026-11-26', count: 12 },
    { day: '2026-11-27', count: 5 },
  ],
  resourcesByTown: [{ name: '昆阳镇', count: 30 }],
  resourcesBySchool: [{ name: '叶县实验学校', count: 12 }],
  resourcesBySubject: [{ name: '数学', count: 20 }],
  assistant: {
    conversations: [
      { day: '2026-11-26', count: 3 },
      { day: '2026-11-27', count: 4 },
    ],
    likes: 9,
    dislikes: 2,
    dislikeReasons: [],
  },
};

describe('the dashboard charts', () => {
  it('has one chart per figure, each with a table of every value', () => {
    const charts = chartsOf(stats);
    expect(charts.map((chart) => chart.id)).toEqual([
      'visits',
      'active',
      'towns',
      'schools',
      'subjects',
      'conversations',
      'feedback',
    ]);
    expect(tableOf(charts[0] as never)).toEqual({
      headers: ['日期', '访问量', '资源浏览'],
      rows: [
        ['11-26', 120, 8],
        ['11-27', 90, 0],
      ],
    });
    expect(tableOf(charts[6] as never)).toEqual({
      headers: ['项目', '次数'],
      rows: [
        ['点赞', 9],
        ['点踩', 2],
      ],
    });
  });
});
