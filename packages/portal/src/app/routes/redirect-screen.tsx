import { Redirect, useLocation, useSearch } from 'wouter';
import { redirectRouteTarget } from '../../lib/navigation/session-urls';
import { pageOrigin } from '../../lib/page-origin';

/** /redirect: re-enters `/redirect/<path>` or goes to `?redirect_url=`, same-origin targets only. */
export default function RedirectScreen() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <Redirect to={redirectRouteTarget(pathname, search, pageOrigin())} replace />;
}
