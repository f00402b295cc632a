import { Activity, useState } from 'react';
import type { RouteMatch } from './route-table';
import { ScreenBoundary } from './screen-boundary';

/**
 * The kept-alive mechanism (SPEC §2): a screen whose path entry has `keepAlive` stays mounted after its
 * first visit, inside React's `<Activity>`, hidden while another route shows. Its state (filters, form
 * input, loaded pages) survives; its effects pause while hidden. The scroll position is kept by
 * `useScrollRestoration`. A kept-alive screen keeps the parameters of its first visit, so kept-alive
 * routes are the ones without path parameters (/information, /zhsj, /hdym, /personal, /lyyk/manage…).
 */
export function KeptAliveScreens({ current }: { current: RouteMatch | undefined }) {
  const [visited, setVisited] = useState<readonly RouteMatch[]>([]);
  const shown = current?.route.entry.keepAlive ? current.route : undefined;
  if (shown && current && !visited.some((match) => match.route === shown)) {
    // Derived state: the first visit adds the screen during this render (React re-renders at once).
    setVisited([...visited, current]);
  }
  return visited.map(({ route, params }) => (
    <Activity key={route.entry.path} mode={route === shown ? 'visible' : 'hidden'}>
      <ScreenBoundary>
        <route.Screen params={params} />
      </ScreenBoundary>
    </Activity>
  ));
}
