/**
 * Runs first in the entry (main.tsx imports it before anything else): it starts the opened screen's chunk
 * and first data, the frame's data and, on the home page, the home data, before React DOM evaluates.
 * The home page is the landing page of most visits, so its query definitions (a few hundred bytes beside
 * the API client) ship with the entry; its screen stays a chunk of its own.
 */
import { parse } from 'regexparam';
import { type FirstData, preloadScreenOf } from './app/route-table';
import { paths } from './config/paths';
import { prefetchHome } from './features/home/home-api';
import { queryClient } from './lib/app-store';
import { prefetchQueries } from './lib/prefetch-queries';
import { sessionUserQuery } from './lib/session/use-session';
import { navMenuQuery, siteConfigQuery } from './lib/site/use-site';

const { pathname } = window.location;
// Wouter's own pattern parser (its default), so the preload matches exactly what the router will.
const screenData = preloadScreenOf(pathname, parse);
// The frame's own data (who is signed in, the site's name and logo, the menu) is asked for now too.
const frameData = prefetchQueries(queryClient, [sessionUserQuery, siteConfigQuery, navMenuQuery]);
const homeData =
  pathname === paths.home.path || pathname === paths.root.path ? prefetchHome(queryClient) : Promise.resolve();

/** The first render's data: the opened screen's, the frame's and the home page's. */
export const firstRenderData: FirstData = {
  requested: screenData.requested,
  settled: Promise.all([screenData.settled, frameData, homeData]).then(() => undefined),
};
