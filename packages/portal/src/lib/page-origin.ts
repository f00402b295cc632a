import type { FetchFunction } from '@edu/api-client';

/** What a server render knows of the page it draws, in place of the browser's `window.location` and fetch. */
export interface ServerRenderScope {
  /** The page's origin as the browser asked for it, e.g. `https://edu.yexian.gov.cn`. */
  readonly origin: string;
  /** Answers the portal API's calls for this page (the server's app, with the visitor's cookie). */
  readonly fetch: FetchFunction;
  /**
   * Called while drawing by a screen that names itself (`useScreenTitle`: an article's title), so the
   * page's `<title>` is right before any script runs; the browser names it in an effect, which a server
   * render does not run.
   */
  readonly nameScreen: (path: string, title: string) => void;
}

let currentScope: (() => ServerRenderScope | undefined) | undefined;

/** Set once by the server render's entry: how to find the scope of the page being drawn. */
export function setServerRenderScope(read: () => ServerRenderScope | undefined): void {
  currentScope = read;
}

/** The scope of the page a server render is drawing (undefined in the browser). */
export function serverRenderScope(): ServerRenderScope | undefined {
  return currentScope?.();
}

/** The page's origin: the browser's, or the one a server render draws for. */
export function pageOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  const scope = currentScope?.();
  if (!scope) throw new Error('no page origin outside a server render');
  return scope.origin;
}
