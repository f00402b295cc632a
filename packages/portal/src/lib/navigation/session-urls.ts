import { safeRedirectTarget } from '@edu/api-client';
import { SIGN_IN_PAGE_PATH } from '../../config/constants';
import { paths, WORKBENCH_HREF } from '../../config/paths';

/**
 * The server's sign-in page with the page to come back to (CONTRACTS §1.8). An unsafe or missing target
 * falls back to the workbench, SPEC §7's default.
 */
export function signInPageUrl(returnTo: string | null | undefined, origin: string): string {
  const target = (returnTo && safeRedirectTarget(returnTo, origin)) || WORKBENCH_HREF;
  return `${SIGN_IN_PAGE_PATH}?redirect_url=${encodeURIComponent(target)}`;
}

/** Where sign-out comes back to (SPEC §4 "a redirect back", CONTRACTS §1.6): this page, else /index. */
export function signOutReturnTarget(returnTo: string | null | undefined, origin: string): string {
  return (returnTo && safeRedirectTarget(returnTo, origin)) || paths.home.getHref();
}

/**
 * Where `/redirect` sends the visitor: `/redirect/<path>` re-enters that path (the query is kept), and
 * `/redirect?redirect_url=<target>` goes to the target; only same-origin targets, else /index.
 */
export function redirectRouteTarget(pathname: string, search: string, origin: string): string {
  const params = new URLSearchParams(search);
  const fromQuery = params.get('redirect_url');
  const rest = pathname.replace(/^\/redirect\/?/, '');
  const raw = fromQuery ?? (rest ? `/${rest}${search ? `?${search.replace(/^\?/, '')}` : ''}` : '');
  return (raw && safeRedirectTarget(raw, origin)) || paths.home.getHref();
}
