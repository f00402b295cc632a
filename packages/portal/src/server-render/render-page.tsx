/**
 * The server render (built by `vite build --ssr` into dist-server/, loaded by @edu/server's hosting):
 * the page a browser asked for, drawn from the same components, with the opened screen's and the frame's
 * first data answered in-process, so the first paint needs no script. The browser's app then hydrates
 * it (boot.tsx) with the same data, taken from the page (page-data.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageRenderRequest, RenderedPage } from '@edu/api-client';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { parse } from 'regexparam';
import { App, type ServerRenderState } from '../app/app';
import { prepareScreenOf, routeTitleOf } from '../app/route-table';
import { createQueryClient } from '../lib/app-store';
import { FRAME_QUERIES } from '../lib/frame-queries';
import { type ServerRenderScope, setServerRenderScope } from '../lib/page-origin';
import { documentTitleOf, type ScreenTitle, titleOfPage } from '../lib/page-title';
import { prefetchQueries } from '../lib/prefetch-queries';
import { siteConfigQuery, siteNameOf } from '../lib/site/use-site';
import { drawnPageTemplate } from './drawn-page-template';
import { pageDataBlockOf } from './page-data';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The first render and at most two more, each after the data the previous one asked for. */
const MAX_RENDER_PASSES = 3;
const ignore = (): undefined => undefined;
/** A pass whose lazy parts take longer than this is given up (the server's own time-out is shorter). */
const RENDER_PASS_TIMEOUT_MS = 10_000;
// Each page's origin and fetch, found by the clients and screens wherever the render's work continues.
const pageScope = new AsyncLocalStorage<ServerRenderScope>();
setServerRenderScope(() => pageScope.getStore());

/**
 * Renders a page: loads its screen and waits for its first data and the frame's, then draws it, again for
 * data a pass asked for. Without scripts the page works as plain HTML (its links are real links); with
 * them, main.tsx makes it inert until the app has hydrated it.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  if (!request.template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const queryClient = createQueryClient();
  // A server render shows what it has: a failed call is not retried here (the browser's app will ask again).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // Concatenated rather than resolved: a path like `//host/x` stays a path, as the router reads it.
  const { pathname, search } = new URL(`http://page.invalid${request.url}`);
  let screenTitle: ScreenTitle | undefined;
  const scope: ServerRenderScope = {
    origin: request.origin,
    fetch: request.fetch,
    nameScreen: (path, title) => {
      screenTitle = { path, title };
    },
  };
  const [firstPicturesOf] = await pageScope.run(scope, () =>
    Promise.all([prepareScreenOf(pathname, parse, queryClient), prefetchQueries(queryClient, FRAME_QUERIES)]),
  );
  const state: ServerRenderState = { queryClient, store: createStore(), url: request.url, context: {} };
  const renderErrors: unknown[] = [];
  // `prerender` waits for the lazy parts it meets; an error inside a Suspense boundary, which would only
  // leave that part to the browser, is caught here and fails the render (the server logs it).
  const renderApp = async () => {
    // Only the last pass's errors and title count: an earlier one may have lacked data it now has.
    renderErrors.length = 0;
    screenTitle = undefined;
    const { prelude } = await pageScope.run(scope, () =>
      prerender(
        <StrictMode>
          <App server={state} />
        </StrictMode>,
        {
          onError: (error) => void renderErrors.push(error),
          signal: AbortSignal.timeout(RENDER_PASS_TIMEOUT_MS),
          // Every boundary in place, none sent apart to be moved in by an inline script (which the CSP
          // refuses, and which a page sent whole has no use for).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      ),
    );
    return new Response(prelude).text();
  };
  let markup = await renderApp();
  // A render that asked for data nobody prepared (a detail screen, a signed-in user's own list) is drawn
  // again once that has come, a few times at most.
  for (let pass = 1; pass < MAX_RENDER_PASSES && state.context.redirectTo === undefined; pass += 1) {
    const asked = queriesAskedFor(queryClient);
    if (asked.length === 0) break;
    await pageScope.run(scope, () => Promise.all(asked.map((query) => query.fetch().catch(ignore))));
    markup = await renderApp();
  }
  if (renderErrors.length > 0) throw renderErrors[0];
  if (state.context.redirectTo !== undefined) return { kind: 'redirect', to: state.context.redirectTo };
  // The title the app gives the page (app-router.tsx), so that it is right before the app runs too.
  const title = documentTitleOf(
    siteNameOf(queryClient.getQueryData(siteConfigQuery.queryKey)),
    titleOfPage(screenTitle, pathname, search) ?? routeTitleOf(pathname, parse),
  );
  const html = drawnPageTemplate(request.template)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlText(title)}</title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>${pageDataBlockOf(queryClient)}`);
  // Named from the data this render read: the hosting's preload hint asks the database nothing more.
  const firstPictures = firstPicturesOf(queryClient);
  queryClient.clear();
  return { kind: 'page', html, firstPictures };
}

/** Queries a render asked for that have neither an answer nor a request under way (and are enabled). */
function queriesAskedFor(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const HTML_TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text for an HTML element's content (the site's name comes from the database). */
function escapeHtmlText(text: string): string {
  return text.replace(/[&<>]/g, (character) => HTML_TEXT_ESCAPES[character] ?? character);
}
