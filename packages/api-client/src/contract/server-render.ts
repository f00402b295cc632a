import type { FetchFunction } from '../http/fetch-function';

/**
 * One page for the portal's server render (ADR 0024): the module `@edu/portal` builds (PORTAL_RENDERER)
 * and `@edu/server` loads by path. Typed here once, so the module and its loader cannot drift apart.
 */
export interface PageRenderRequest {
  /** The requested path and query, e.g. `/information?page=2`. */
  readonly url: string;
  /** The build's index.html, into whose `<div id="root">` the page goes. */
  readonly template: string;
  /** The page's origin as the browser asked for it (a redirect target is checked against it). */
  readonly origin: string;
  /** Answers the portal API's calls for this request (in-process, as the visitor's own: same cookie). */
  readonly fetch: FetchFunction;
}

/**
 * A rendered page: the whole document with the pictures it shows first (its largest contentful paint, for
 * the hosting's preload hint: named from the data the render read, so nothing reads it again), or where the
 * route sends the browser instead.
 */
export type RenderedPage =
  | { readonly kind: 'page'; readonly html: string; readonly firstPictures: readonly string[] }
  | { readonly kind: 'redirect'; readonly to: string };

/** The server render module's one export. */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;
