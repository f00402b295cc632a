/**
 * Runs first in the entry (main.tsx imports it before anything else): it starts the frame's data, the
 * opened screen's chunk and first data and, on the home page, the home data, before React DOM evaluates.
 * The home page is the landing page of most visits, so its query definitions (a few hundred bytes beside
 * the API client) ship with the entry; its screen stays a chunk of its own.
 */
import { parse } from 'regexparam';
import { preloadScreenOf } from './app/route-table';
import { paths } from './config/paths';
import { prefetchHome } from './features/home/home-api';
import { queryClient } from './lib/app-store';
import { prefetchQueries } from './lib/prefetch-queries';
import { sessionUserQuery } from './lib/session/use-session';
import { navMenuQuery, siteConfigQuery } from './lib/site/use-site';

const { pathname } = window.location;

/**
 * Settles once the opened screen's first data has been asked for. Wouter's own pattern parser (its
 * default) is used, so the preload matches exactly what the router will.
 */
export const firstScreenDataRequested: Promise<void> = preloadScreenOf(pathname, parse);

// The frame's own data (who is signed in, the site's name and logo, the menu) is asked for now too.
prefetchQueries(queryClient, [sessionUserQuery, siteConfigQuery, navMenuQuery]);
if (pathname === paths.home.path || pathname === paths.root.path) prefetchHome(queryClient);
