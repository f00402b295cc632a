import { describe, expect, it } from 'vitest';
import { BENCH_ROUTES, benchRoutesOf } from './bench-routes';

describe('benchRoutesOf', () => {
  it('measures every section when no path is named', () => {
    expect(benchRoutesOf([])).toBe(BENCH_ROUTES);
    expect(benchRoutesOf(['--verbose'])).toBe(BENCH_ROUTES);
  });

  it.each([
    ['/index', { path: '/index', section: 'home', who: { kind: 'visitor' } }],
    ['/personal', { path: '/personal', section: 'personal', who: { kind: 'user', username: 'teacher' } }],
    ['/detial/100012', { path: '/detial/100012', section: 'named', who: { kind: 'visitor' } }],
    [
      '/lyyk/manage@lyyk-admin',
      { path: '/lyyk/manage', section: 'named', who: { kind: 'user', username: 'lyyk-admin' } },
    ],
  ])('reads %s', (arg, expected) => {
    expect(benchRoutesOf([arg])).toEqual([expected]);
  });

  it('has one route per section, each path once', () => {
    expect(new Set(BENCH_ROUTES.map((route) => route.section)).size).toBe(BENCH_ROUTES.length);
    expect(new Set(BENCH_ROUTES.map((route) => route.path)).size).toBe(BENCH_ROUTES.length);
  });
});
