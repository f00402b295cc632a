import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageSkeleton } from '../components/ui/skeleton';
import { paths } from '../config/paths';
import { documentTitleOf, screenTitleAtom, titleOfPage } from '../lib/page-title';
import { forbiddenPathAtom } from '../lib/portal-clients';
import { decideGuard } from '../lib/session/guards';
import { useSession } from '../lib/session/use-session';
import { useSiteName } from '../lib/site/use-site';
import { KeptAliveScreens } from './kept-alive-screens';
import { useRouteMatch } from './route-table';
import Page403 from './routes/page-403';
import { ScreenBoundary } from './screen-boundary';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * The shell's routing: `/` → /index, the SPEC §2 guards, the registered screens (each a lazy chunk),
 * unknown paths → /404, a 403 answer → Page403, kept-alive screens, scroll to top and the document title.
 */
export function AppRouter() {
  const [pathname] = useLocation();
  const search = useSearch();
  const session = useSession();
  const match = useRouteMatch(pathname);
  const [forbiddenPath, setForbiddenPath] = useAtom(forbiddenPathAtom);
  const keepAliveKey = match?.route.entry.keepAlive ? match.route.entry.path : null;
  useScrollRestoration(`${pathname}?${search}`, keepAliveKey);
  useDocumentTitle(pathname, search, match?.route.title);

  useEffect(() => {
    // A 403 screen belongs to the path it happened on.
    setForbiddenPath((path) => (path === pathname ? path : null));
  }, [pathname, setForbiddenPath]);

  const foreground = foregroundOf();
  // Kept-alive screens stay mounted whatever the foreground is, so a redirect or a 403 loses nothing.
  const keptAliveShown = foreground === undefined ? match : undefined;
  return (
    <>
      <KeptAliveScreens current={keptAliveShown} />
      {foreground}
    </>
  );

  /** What to show instead of a kept-alive screen; undefined when a kept-alive screen is shown. */
  function foregroundOf() {
    if (pathname === paths.root.path) return <Redirect to={paths.home.getHref()} replace />;
    const decision = decideGuard(pathname, session);
    if (decision.kind === 'wait') return <PageSkeleton />;
    if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
    if (decision.kind === 'forbidden') return <Page403 />;
    if (!match) return <Redirect to={paths.notFound.getHref()} replace />;
    if (forbiddenPath === pathname) return <Page403 />;
    if (match.route.entry.keepAlive) return undefined;
    const { Screen } = match.route;
    return (
      <ScreenBoundary key={pathname}>
        <Screen params={match.params} />
      </ScreenBoundary>
    );
  }
}

function useDocumentTitle(pathname: string, search: string, routeTitle: string | undefined): void {
  const siteName = useSiteName();
  const title = titleOfPage(useAtomValue(screenTitleAtom), pathname, search) ?? routeTitle;
  useEffect(() => {
    document.title = documentTitleOf(siteName, title);
  }, [siteName, title]);
}
