import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { SITE_SECTIONS } from '../../config/site-sections';
import { cn } from '../../lib/cn';
import { useCurrentHref } from '../../lib/navigation/use-current-href';
import { useSessionUser } from '../../lib/session/use-session';
import { moreSectionsOf } from '../../lib/site/more-sections';
import { isActiveNavHref } from '../../lib/site/nav-menu';
import { navMenuQuery, siteConfigQuery, useSiteName } from '../../lib/site/use-site';
import { RenderErrorBoundary } from '../ui/render-error-boundary';
import { LazyUserMenu } from './lazy-user-menu';
import { MessageBell } from './message-bell';
import { MoreMenu } from './more-menu';

const USER_MENU_PLACEHOLDER = <span className="size-10 rounded-full bg-white/20" />;

/**
 * The navigation bar (SPEC §2): logo and name, the server's nav items and 更多 (the site map's sections
 * they leave out), the message bell and the user menu (or a login link). Below 1280 px the items fold into
 * a menu button; on a phone the site's name takes a second line rather than being cut.
 */
export function Navbar() {
  const site = useQuery(siteConfigQuery);
  const menu = useQuery(navMenuQuery);
  const siteName = useSiteName();
  const user = useSessionUser();
  const [pathname] = useLocation();
  const here = useCurrentHref();
  const [menuOpen, setMenuOpen] = useState(false);
  const homeHref = menu.data?.homeHref ?? paths.home.getHref();
  const items = menu.data?.items ?? [];
  // Until the server's items are known, 更多 would list every section: it waits for them.
  const more = menu.data ? moreSectionsOf(items, SITE_SECTIONS) : [];

  return (
    <header className="sticky top-0 z-[800] bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white shadow-md">
      <div className="page-container flex h-16 items-center gap-3 sm:gap-4 xl:gap-3">
        <Link
          href={homeHref}
          className="flex min-w-0 items-center gap-2 sm:gap-3 xl:shrink-0"
          aria-label={`${siteName}首页`}
        >
          {site.data?.webLogo ? (
            <img src={site.data.webLogo} alt="" className="size-10 shrink-0 rounded-lg bg-white/95 p-1" />
          ) : (
            <span className="size-10 shrink-0 rounded-lg bg-white/20" />
          )}
          <span className="line-clamp-2 text-[15px] leading-tight font-semibold text-balance sm:text-lg sm:tracking-wide md:text-xl xl:text-lg">
            {siteName}
          </span>
        </Link>
        <nav aria-label="主导航" className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink href={item.href} active={isActiveNavHref(item.href, pathname)} title={item.title} />
              </li>
            ))}
            {more.length > 0 ? (
              <li>
                <MoreMenu sections={more} pathname={pathname} />
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 xl:ml-2">
          <MessageBell user={user} />
          {user ? (
            // Should the menu's chunk fail, the page goes on without the menu.
            <RenderErrorBoundary fallback={USER_MENU_PLACEHOLDER}>
              <Suspense fallback={USER_MENU_PLACEHOLDER}>
                <LazyUserMenu user={user} />
              </Suspense>
            </RenderErrorBoundary>
          ) : (
            <Link
              href={paths.login.getHref(here)}
              className="shrink-0 rounded-full border border-white/60 px-3 py-1.5 sm:px-4 text-sm font-medium whitespace-nowrap hover:bg-white/10"
            >
              登录
            </Link>
          )}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? '收起菜单' : '打开菜单'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="主导航" className="border-t border-white/10 bg-brand-900 xl:hidden">
          <div className="page-container max-h-[calc(100dvh-4rem)] overflow-y-auto py-3">
            <ul className="grid grid-cols-2 gap-1 sm:grid-cols-4">
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    href={item.href}
                    active={isActiveNavHref(item.href, pathname)}
                    title={item.title}
                    onNavigate={() => setMenuOpen(false)}
                  />
                </li>
              ))}
            </ul>
            {more.length > 0 ? (
              <>
                <p id="mobile-more" className="mt-3 border-t border-white/10 px-2.5 pt-3 text-sm text-white/80">
                  更多栏目
                </p>
                <ul aria-labelledby="mobile-more" className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-4">
                  {more.map((section) => (
                    <li key={section.href}>
                      <NavLink
                        href={section.href}
                        active={isActiveNavHref(section.href, pathname)}
                        title={section.title}
                        onNavigate={() => setMenuOpen(false)}
                      />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </nav>
      ) : null}
    </header>
  );
}

function NavLink(props: { href: string; title: string; active: boolean; onNavigate?: () => void }) {
  return (
    <Link
      href={props.href}
      onClick={props.onNavigate}
      aria-current={props.active ? 'page' : undefined}
      className={cn(
        'block rounded-md px-2.5 py-2 xl:px-1.5 text-[15px] whitespace-nowrap transition-colors',
        props.active ? 'bg-white font-semibold text-brand-800' : 'text-white/90 hover:bg-white/10 hover:text-white',
      )}
    >
      {props.title}
    </Link>
  );
}
