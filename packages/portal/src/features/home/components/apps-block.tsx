import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppTile } from '../../../components/apps/app-tile';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { type SessionUser, userIdOf } from '../../../lib/session/session-user';
import { useSessionUser } from '../../../lib/session/use-session';
import { homeQueries } from '../home-api';

type Tab = 'recommended' | 'collected';

/** Recommended apps, and the signed-in user's collected apps (SPEC §7 recommendApp, application/collection). */
export function AppsBlock() {
  const user = useSessionUser();
  const [tab, setTab] = useState<Tab>('recommended');
  const shown: Tab = user ? tab : 'recommended';
  return (
    <SectionPanel
      title="应用中心"
      moreHref={paths.application.getHref()}
      actions={
        user ? (
          <div role="tablist" aria-label="应用分类" className="flex rounded-lg bg-slate-100 p-0.5 text-sm">
            {(['recommended', 'collected'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={shown === value}
                onClick={() => setTab(value)}
                className={cn(
                  'rounded-md px-3 py-1',
                  shown === value ? 'bg-white text-brand-700 shadow-sm' : 'text-muted',
                )}
              >
                {value === 'recommended' ? '推荐应用' : '我的收藏'}
              </button>
            ))}
          </div>
        ) : null
      }
    >
      {shown === 'collected' && user ? <CollectedApps user={user} /> : <RecommendedApps />}
    </SectionPanel>
  );
}

const grid = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4';

function RecommendedApps() {
  const query = useQuery(homeQueries.recommendedApps);
  return (
    <QueryView query={query} skeleton={<CardGridSkeleton cards={4} />} isEmpty={(apps) => apps.length === 0}>
      {(apps) => (
        <div className={grid}>
          {apps.slice(0, 8).map((app) => (
            <AppTile key={app.id} app={app} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

function CollectedApps({ user }: { user: SessionUser }) {
  const query = useQuery(homeQueries.collectedApps(userIdOf(user) ?? ''));
  return (
    <QueryView
      query={query}
      skeleton={<CardGridSkeleton cards={4} />}
      isEmpty={(apps) => apps.length === 0}
      emptyText="还没有收藏应用，去应用中心看看吧"
    >
      {(apps) => (
        <div className={grid}>
          {apps.map((app) => (
            <AppTile key={app.id} app={app} />
          ))}
        </div>
      )}
    </QueryView>
  );
}
