import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderPage } from '@edu/api-client';

/**
 * The contract of the portal's server render module (PORTAL_RENDERER, built from the portal's
 * `src/server-render/render-page.tsx`; its types live in @edu/api-client): the server loads the file, it
 * never imports the portal package.
 */
interface RenderModule {
  renderPage: RenderPage;
}

/** One page to render: its address, the build's index.html, and how its API calls are answered. */
interface PageRenderJob {
  /** Path and query, e.g. `/information?page=2`. */
  readonly url: string;
  /** The origin the browser asked (for a same-origin check of a redirect target). */
  readonly origin: string;
  readonly template: string;
  /** Answers one of the render's API calls (in-process, as the browser's request: same cookie). */
  readonly answer: (request: Request) => Promise<Response>;
}

/** Renders pages; undefined when there is no render for this one (no module, too slow, or it failed). */
export type PageRenderer = (request: PageRenderJob) => Promise<RenderedPage | undefined>;

const LOGGED_MESSAGES_KEPT = 1000;

/** Options of {@link createPageRenderer}. */
export interface PageRendererOptions {
  /** The render module's file (PORTAL_RENDERER). */
  readonly modulePath: string;
  /** The longest a render may take (PORTAL_RENDER_TIMEOUT_MS); 0 turns rendering off. */
  readonly timeoutMs: number;
  /** Renders under way at most (PORTAL_RENDER_MAX_CONCURRENT): past it, pages go out unrendered. */
  readonly maxConcurrent: number;
  readonly log: (message: string) => void;
}

/**
 * The portal's server render, loaded on first use: a page is rendered only when the module exists and the
 * render finishes within the time-out; otherwise the page goes out unrendered and the browser's app draws
 * it, as it always can. A failure is logged (once per kind of failure) and costs the page nothing else.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  if (options.timeoutMs === 0) return async () => undefined;
  let loading: Promise<RenderModule | undefined> | undefined;
  const logged = new Set<string>();
  const logOnce = (message: string) => {
    if (logged.has(message)) return;
    // Addresses are the visitors' to choose: the memory of what was said is kept small.
    if (logged.size >= LOGGED_MESSAGES_KEPT) logged.clear();
    logged.add(message);
    options.log(message);
  };
  const load = () => {
    loading ??= loadRenderModule(options.modulePath).catch((error: unknown) => {
      logOnce(`Portal server render not loaded from ${options.modulePath}: ${String(error)}`);
      return undefined;
    });
    return loading;
  };
  // Loaded at start-up, so the first visitor's page does not wait for the module.
  void load();
  let underWay = 0;
  return async (request) => {
    const module = await load();
    // A burst of page requests costs the server no more than this many renders at once; a render past
    // its time-out still holds its place until it ends (its work goes on).
    if (!module || underWay >= options.maxConcurrent) return undefined;
    underWay += 1;
    // Past its time-out a render makes no more API calls: each fails at once, so it ends soon.
    let overTime = false;
    const render = Promise.resolve()
      .then(() =>
        module.renderPage({
          url: request.url,
          origin: request.origin,
          template: request.template,
          fetch: (input, init) =>
            overTime
              ? Promise.reject(new Error('the server render is over its time'))
              : request.answer(new Request(input, init)),
        }),
      )
      .finally(() => {
        underWay -= 1;
      });
    const outcome = await withTimeout(render, options.timeoutMs, () => {
      overTime = true;
    }).catch((error: unknown) => {
      logOnce(`Portal server render failed on ${request.url}: ${error instanceof Error ? error.stack : String(error)}`);
      return null;
    });
    if (outcome === undefined)
      logOnce(`Slow page: the server render took over ${options.timeoutMs} ms on ${request.url}`);
    return outcome ?? undefined;
  };
}

async function loadRenderModule(modulePath: string): Promise<RenderModule | undefined> {
  if (!existsSync(modulePath)) return undefined;
  const module = (await import(pathToFileURL(modulePath).href)) as Partial<RenderModule>;
  if (typeof module.renderPage !== 'function') throw new Error('the module exports no renderPage function');
  return module as RenderModule;
}

/** The promise's value, or undefined once `ms` have passed (then `onTimeout` is called; the work goes on). */
function withTimeout<T extends object>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve(undefined);
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
