/** Who opens a route in the bench: a visitor, or a demo user signed in through the server's sign-in page. */
export type BenchVisitor = { kind: 'visitor' } | { kind: 'user'; username: string };

/** A route the bench loads cold, and the section (the lazy chunk) it stands for. */
export interface BenchRoute {
  readonly path: string;
  readonly section: string;
  readonly who: BenchVisitor;
}

const visitor: BenchVisitor = { kind: 'visitor' };

/**
 * One representative route of every section of `src/app/route-table.ts` (each section is its own lazy
 * chunk): its landing page, which loads the section's chunk and its heaviest first screen. /personal needs
 * sign-in, so a demo teacher opens it. Detail pages share their section's chunk and shell; pass their paths
 * on the command line to measure them (`npm run bench -w @edu/portal -- /detial/100012`).
 */
export const BENCH_ROUTES: readonly BenchRoute[] = [
  { path: '/index', section: 'home', who: visitor },
  { path: '/application', section: 'applications', who: visitor },
  { path: '/information', section: 'information', who: visitor },
  { path: '/jhmessage', section: 'messages', who: visitor },
  { path: '/reform', section: 'reform', who: visitor },
  { path: '/paint', section: 'paint', who: visitor },
  { path: '/afterService', section: 'after-service', who: visitor },
  { path: '/networkSafety', section: 'network-safety', who: visitor },
  { path: '/exhibition', section: 'exhibition', who: visitor },
  { path: '/resource', section: 'resource', who: visitor },
  { path: '/contest/list', section: 'contest', who: visitor },
  { path: '/zhsj', section: 'practice', who: visitor },
  { path: '/hdym', section: 'three-classrooms', who: visitor },
  { path: '/lyyk', section: 'research', who: visitor },
  { path: '/three-studio', section: 'studios', who: visitor },
  { path: '/personal', section: 'personal', who: { kind: 'user', username: 'teacher' } },
];

/**
 * The routes named on the command line (`/path` or `/path@username` to open it signed in), else every
 * route of {@link BENCH_ROUTES}. A named path the table knows keeps its section and visitor.
 */
export function benchRoutesOf(args: readonly string[]): readonly BenchRoute[] {
  const named = args.filter((arg) => arg.startsWith('/'));
  if (named.length === 0) return BENCH_ROUTES;
  return named.map((arg) => {
    const [path = arg, username] = arg.split('@');
    const known = BENCH_ROUTES.find((route) => route.path === path);
    const who: BenchVisitor = username ? { kind: 'user', username } : (known?.who ?? visitor);
    return { path, section: known?.section ?? 'named', who };
  });
}
