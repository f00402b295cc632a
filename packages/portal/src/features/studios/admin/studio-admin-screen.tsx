import { type ComponentType, useEffect } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { Avatar } from '../../../components/ui/avatar';
import { avatarClasses } from '../../../components/ui/avatar-classes';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { MenuLink } from '../../../components/ui/menu-link';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-views';
import { paths } from '../../../config/paths';
import { useScreenTitle } from '../../../lib/page-title';
import { isSignedIn, type SessionUser } from '../../../lib/session/session-user';
import {
  type StudioPermissionList,
  studioAdminMenuLinks,
  studioAdminRoutes,
} from '../../../lib/session/studio-admin-routes';
import { useSession } from '../../../lib/session/use-session';
import { useStudioAdminRoutes } from '../../../lib/session/use-studio-admin-routes';
import { showToast } from '../../../lib/toast';
import { AdminColumns, AdminWorks } from './admin-columns';
import type { AdminPageProps } from './admin-context';
import { AdminHome } from './admin-home';
import { AdminMembers } from './admin-members';
import { AdminNews } from './admin-news';
import { AdminResources } from './admin-resources';
import { NewsEditor } from './news-editor';

/** The page of each route name of the permission list. */
const PAGES: Readonly<Record<string, ComponentType<AdminPageProps>>> = {
  studioHome: AdminHome,
  news: AdminNews,
  content: NewsEditor,
  resources: AdminResources,
  members: AdminMembers,
  typeList: AdminColumns,
  works: AdminWorks,
};

/**
 * The studio admin (SPEC §2), every path under /three-studio/base: for a signed-in studio member, the
 * breadcrumb 首页 / 工作室 / 管理, a left panel with avatar, name and organisation and the menu built from
 * the permission list (content, typeList, works hidden), and the content area titled by the route. A
 * user without studio permissions sees no menu and is sent to /index.
 */
export default function StudioAdminScreen() {
  const session = useSession();
  if (session.status === 'loading') return <PageSkeleton />;
  if (!isSignedIn(session.user)) return <SentAway />;
  return <StudioAdmin user={session.user} />;
}

function StudioAdmin({ user }: { user: SessionUser }) {
  const [pathname] = useLocation();
  const permissions = useStudioAdminRoutes(pathname, user);
  if (permissions.isPending) return <PageSkeleton />;
  if (permissions.isError)
    return (
      <div className="page-container py-6">
        <ErrorState error={permissions.error} onRetry={() => void permissions.refetch()} />
      </div>
    );
  return <StudioAdminLayout user={user} list={permissions.data} pathname={pathname} />;
}

function StudioAdminLayout({
  user,
  list,
  pathname,
}: {
  user: SessionUser;
  list: StudioPermissionList;
  pathname: string;
}) {
  const studioParam = new URLSearchParams(useSearch()).get('studio');
  const routes = studioAdminRoutes(list);
  const menu = studioAdminMenuLinks(list);
  const studio = list.studios.find((entry) => String(entry.studioId) === studioParam) ?? list.studios[0];
  const current = routes.find((route) => route.path === pathname);
  useScreenTitle(pathname, current ? `${current.title} - 工作室管理` : undefined);
  if (!studio || menu.length === 0) return <SentAway />;
  const studioId = String(studio.studioId);
  const hrefOf = (path: string) => `${path}?studio=${encodeURIComponent(studioId)}`;
  const Page = current ? PAGES[current.name] : undefined;
  if (!current || !Page) return <Redirect to={hrefOf(menu[0]?.path ?? paths.home.getHref())} replace />;
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '工作室', href: paths.threeStudio.getHref() }]} current="管理" />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[260px_minmax(0,1fr)]">
        <aside aria-label="工作室管理" className="card h-fit p-5">
          <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
            <Avatar src={user.avatar} name={user.userName} {...avatarClasses('size-14', 'text-xl', 'pale')} />
            <div className="min-w-0">
              <p className="font-semibold text-ink">{user.userName}</p>
              <p className="truncate text-sm text-muted">{user.organName ?? user.schoolName ?? ''}</p>
            </div>
          </div>
          <p className="mt-4 text-sm font-medium text-brand-700">{studio.studioName}</p>
          {list.studios.length > 1 ? (
            <ul aria-label="我的工作室" className="mt-2 space-y-1 text-sm">
              {list.studios.map((entry) => (
                <li key={entry.studioId}>
                  <Link
                    href={`${pathname}?studio=${encodeURIComponent(String(entry.studioId))}`}
                    className="text-muted hover:text-brand-600"
                  >
                    {entry.studioName}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <nav aria-label="工作室管理菜单" className="mt-4">
            <ul className="flex flex-wrap gap-1 lg:flex-col">
              {menu.map((entry) => (
                <li key={entry.id}>
                  <MenuLink
                    href={hrefOf(entry.path)}
                    current={entry.path === pathname}
                    className="block rounded-lg px-3 py-2 text-[15px]"
                  >
                    {entry.title}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section aria-labelledby="studio-admin-title" className="card min-w-0 p-5 md:p-6">
          <h1 id="studio-admin-title" className="mb-5 text-xl font-semibold text-ink">
            {current.title}
          </h1>
          <Page studioId={studioId} studioName={studio.studioName} routes={routes} />
        </section>
      </div>
    </div>
  );
}

/** Sends a visitor or a user without studio permissions away from the admin, saying why. */
function SentAway() {
  useEffect(() => showToast('您没有工作室管理权限', 'error'), []);
  return <Redirect to={paths.home.getHref()} replace />;
}
