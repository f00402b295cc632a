/**
 * The first of the app's chunks to run (main.tsx imports it): it takes in the data a server render sent
 * with the page, then starts the opened screen's chunk and first data, and the frame's data, before React
 * DOM evaluates. Data the page brought is fresh, so those queries ask for nothing again.
 */
import { parse } from 'regexparam';
import { type FirstData, preloadScreenOf } from './app/route-table';
import { LazyUserMenu } from './components/layouts/lazy-user-menu';
import { queryClient } from './lib/app-store';
import { FRAME_QUERIES } from './lib/frame-queries';
import { prefetchQueries } from './lib/prefetch-queries';
import { isSignedIn } from './lib/session/session-user';
import { sessionUserQuery } from './lib/session/use-session';
import { takeServerRenderedData } from './server-render/page-data';

takeServerRenderedData(document, queryClient);

const { pathname } = window.location;
// Wouter's own pattern parser (its default), so the preload matches exactly what the router will.
const screenData = preloadScreenOf(pathname, parse);
const frameData = prefetchQueries(queryClient, FRAME_QUERIES);
// The frame's one lazy part a first render draws: a signed-in user's menu. On a server's page the user is
// known at once (the page brought the session), and the menu must be in before the app takes the page over.
// A chunk that fails is the render's to show (the app starts all the same).
const frameLoaded = queryClient
  .ensureQueryData(sessionUserQuery)
  .then((user) => (isSignedIn(user) ? LazyUserMenu.load() : undefined))
  .catch(() => undefined);

/** The first render's data and chunks: the opened screen's and the frame's. */
export const firstRenderData: FirstData = {
  requested: screenData.requested,
  settled: Promise.all([screenData.settled, frameData]).then(() => undefined),
  chunksLoaded: Promise.all([screenData.chunksLoaded, frameLoaded]).then(() => undefined),
};
