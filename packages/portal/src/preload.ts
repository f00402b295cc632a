/**
 * The first of the app's chunks to run (main.tsx imports it): it takes in the data a server render sent
 * with the page, then starts the opened screen's chunk and first data, and the frame's data, before React
 * DOM evaluates. Data the page brought is fresh, so those queries ask for nothing again.
 */
import { parse } from 'regexparam';
import { type FirstData, preloadScreenOf } from './app/route-table';
import { queryClient } from './lib/app-store';
import { FRAME_QUERIES } from './lib/frame-queries';
import { prefetchQueries } from './lib/prefetch-queries';
import { takeServerRenderedData } from './server-render/page-data';

takeServerRenderedData(document, queryClient);

const { pathname } = window.location;
// Wouter's own pattern parser (its default), so the preload matches exactly what the router will.
const screenData = preloadScreenOf(pathname, parse);
const frameData = prefetchQueries(queryClient, FRAME_QUERIES);

/** The first render's data: the opened screen's and the frame's. */
export const firstRenderData: FirstData = {
  requested: screenData.requested,
  settled: Promise.all([screenData.settled, frameData]).then(() => undefined),
  screenLoaded: screenData.screenLoaded,
};
