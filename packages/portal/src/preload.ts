/**
 * Runs first in the entry (main.tsx imports it before anything else): it starts the opened screen's chunk
 * and first data, and the frame's data, before React DOM evaluates.
 */
import { parse } from 'regexparam';
import { type FirstData, preloadScreenOf } from './app/route-table';
import { queryClient } from './lib/app-store';
import { prefetchQueries } from './lib/prefetch-queries';
import { sessionUserQuery } from './lib/session/use-session';
import { navMenuQuery, siteConfigQuery } from './lib/site/use-site';

const { pathname } = window.location;
// Wouter's own pattern parser (its default), so the preload matches exactly what the router will.
const screenData = preloadScreenOf(pathname, parse);
// The frame's own data (who is signed in, the site's name and logo, the menu) is asked for now too.
const frameData = prefetchQueries(queryClient, [sessionUserQuery, siteConfigQuery, navMenuQuery]);

/** The first render's data: the opened screen's and the frame's. */
export const firstRenderData: FirstData = {
  requested: screenData.requested,
  settled: Promise.all([screenData.settled, frameData]).then(() => undefined),
};
