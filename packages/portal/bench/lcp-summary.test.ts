import { describe, expect, it } from 'vitest';
import { formatLcpTable, judgeRoutes, median } from './lcp-summary';

describe('median', () => {
  it.each([
    [[3060], 3060],
    [[3200, 2400, 2800], 2800],
    [[5, 1, 4, 2], 2],
    [[], Number.NaN],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('judgeRoutes', () => {
  const route = {
    path: '/index',
    section: 'home',
    samplesMs: [2600, 2300, 2400],
    elements: ['IMG /a.svg', 'H1 "首页"', 'IMG /a.svg'],
    resourceStartsMs: [900, undefined, 700],
  };

  it('takes the median against the budget, the element most runs saw, and the median picture request', () => {
    expect(judgeRoutes([route], 2500)).toEqual([
      {
        path: '/index',
        section: 'home',
        medianMs: 2400,
        samplesMs: [2600, 2300, 2400],
        element: 'IMG /a.svg',
        resourceStartMs: 700,
        met: true,
      },
    ]);
  });

  it.each([
    [2399, false],
    [2400, true],
  ])('with a budget of %d ms the route is met: %s (a median equal to the budget is met)', (budget, met) => {
    expect(judgeRoutes([route], budget)[0]?.met).toBe(met);
  });

  it('leaves the picture time out when most runs painted text', () => {
    const text = { ...route, resourceStartsMs: [undefined, undefined, 700] };
    expect(judgeRoutes([text], 2500)[0]?.resourceStartMs).toBeUndefined();
  });

  it('does not meet a route with no sample', () => {
    expect(judgeRoutes([{ ...route, samplesMs: [] }], 2500)[0]?.met).toBe(false);
  });
});

describe('formatLcpTable', () => {
  it('prints a row per route and then a budget line per route', () => {
    const verdicts = judgeRoutes(
      [
        { path: '/index', section: 'home', samplesMs: [2000], elements: ['IMG /a.svg'], resourceStartsMs: [600] },
        {
          path: '/zhsj',
          section: 'practice',
          samplesMs: [3100],
          elements: ['H2 "实践"'],
          resourceStartsMs: [undefined],
        },
      ],
      2500,
    );
    const lines = formatLcpTable(verdicts, 2500);
    expect(lines[1]).toMatch(/^\/index\s+2000\s+2000\s+600\s+IMG \/a\.svg$/);
    expect(lines[2]).toMatch(/^\/zhsj\s+3100\s+3100\s+-\s+H2 "实践"$/);
    expect(lines.slice(-2)).toEqual([
      'ok   /index (home) LCP 2000 ms (budget 2500 ms)',
      'FAIL /zhsj (practice) LCP 3100 ms (budget 2500 ms)',
    ]);
  });
});
