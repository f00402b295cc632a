/**
 * Runs first in the entry (index.html lists it before main.tsx): it starts the frame's data, the opened
 * screen's chunk and, on the home page, the home data, while React DOM and the app still evaluate and before the first render.
 * The home page is the landing page of most visits, so its query definitions (a few hundred bytes beside the
 * API client) ship with the entry; its screen stays a chunk of its own.
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
// Wouter's own pattern parser (its default), so the preload matches exactly what the router will.
preloadScreenOf(pathname, parse);
// The frame's own data (who is signed in, the site's name and logo, the menu) is asked for now too.
prefetchQueries(queryClient, [sessionUserQuery, siteConfigQuery, navMenuQuery]);
if (pathname === paths.home.path || pathname === paths.root.path) prefetchHome(queryClient);
