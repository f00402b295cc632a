import { mayContributeResources } from '@edu/api-client';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Avatar } from '../../components/ui/avatar';
import { avatarClasses } from '../../components/ui/avatar-classes';
import { PageSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/session/session-user';
import { useSessionUser } from '../../lib/session/use-session';
import { ClassesTab } from './components/classes-tab';
import { ContributionsTab } from './components/contributions-tab';
import { MessagesTab } from './components/messages-tab';
import { SubjectsTab } from './components/subjects-tab';
import { WorkbenchTab } from './components/workbench-tab';
import {
  type PersonalQuery,
  type PersonalTabId,
  parsePersonalQuery,
  personalSearch,
  personalTabsOf,
} from './personal-tabs';

/**
 * /personal (kept alive, signed-in users only: the guard sends visitors to /index): the workbench,
 * messages, classes, subjects and (for those who may contribute) the resources they contributed, the tab
 * chosen by `typeIndex`. While another route shows, the screen
 * keeps the tab it last showed (the query then belongs to the other route); every visited tab stays
 * mounted, hidden, so its form input and page survive switching tabs too.
 */
export default function PersonalScreen() {
  const user = useSessionUser();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const tabs = personalTabsOf(user ? mayContributeResources(user.roleId) : false);
  const fromUrl = parsePersonalQuery(search, tabs);
  const [shown, setShown] = useState<PersonalQuery>(fromUrl);
  const [visited, setVisited] = useState<readonly PersonalTabId[]>([fromUrl.tab]);
  if (pathname === paths.personal.path && (fromUrl.tab !== shown.tab || fromUrl.filter !== shown.filter)) {
    // Derived state: the URL is the source of truth while this route shows.
    setShown(fromUrl);
    if (!visited.includes(fromUrl.tab)) setVisited([...visited, fromUrl.tab]);
  }
  if (!user) return <PageSkeleton />;
  const open = (tab: PersonalTabId) => navigate(`${paths.personal.path}?${personalSearch(tab)}`);

  return (
    <div className="page-container space-y-5 py-6">
      <ProfileCard user={user} />
      <div
        role="tablist"
        aria-label="个人中心"
        className={cn('card grid gap-1 p-1.5 sm:flex', tabs.length > 4 ? 'grid-cols-3' : 'grid-cols-4')}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`personal-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={shown.tab === tab.id}
            aria-controls={`personal-panel-${tab.id}`}
            onClick={() => open(tab.id)}
            className={cn(
              'rounded-lg px-1 py-2 text-[15px] whitespace-nowrap sm:px-5',
              shown.tab === tab.id ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-700',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => visited.includes(tab.id))
        .map((tab) => (
          <div
            key={tab.id}
            id={`personal-panel-${tab.id}`}
            role="tabpanel"
            aria-labelledby={`personal-tab-${tab.id}`}
            hidden={shown.tab !== tab.id}
          >
            {tab.id === 'workbench' ? <WorkbenchTab user={user} onOpenTab={open} /> : null}
            {tab.id === 'messages' ? <MessagesTab user={user} filter={shown.filter} /> : null}
            {tab.id === 'classes' ? <ClassesTab user={user} /> : null}
            {tab.id === 'subjects' ? <SubjectsTab user={user} /> : null}
            {tab.id === 'contributions' ? <ContributionsTab user={user} /> : null}
          </div>
        ))}
    </div>
  );
}

function ProfileCard({ user }: { user: SessionUser }) {
  const role = user.sysRoles?.[0]?.roleName;
  return (
    <header className="card flex items-center gap-4 p-5 md:p-6">
      <Avatar src={user.avatar} name={user.userName} {...avatarClasses('size-16', 'text-2xl', 'brand')} />
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-semibold text-ink">{user.userName}</h1>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
          {user.schoolName || user.organName ? <span>{user.schoolName || user.organName}</span> : null}
          {role ? <span>{role}</span> : null}
        </p>
      </div>
    </header>
  );
}
