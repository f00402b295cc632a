import { DEFAULT_PAGE_SIZE, mayContributeResources } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { AppTile } from '../../../components/apps/app-tile';
import { LinkChips } from '../../../components/ui/link-chips';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { CardGridSkeleton, ListSkeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/status-views';
import { paths } from '../../../config/paths';
import { adminEntriesOf } from '../../../lib/session/admin-entries';
import { type SessionUser, userIdOf } from '../../../lib/session/session-user';
import { useStudioPermissions } from '../../../lib/session/use-studio-admin-routes';
import { personalQueries } from '../personal-api';
import type { PersonalTabId } from '../personal-tabs';
import { ContributionList } from './contributions-tab';
import { MessageLine } from './message-line';

/** The latest messages shown (the first page of the smallest page size, cut). */
const RECENT_MESSAGES = 5;
/** The latest contributions shown. */
const RECENT_CONTRIBUTIONS = 3;

/**
 * The workbench (typeIndex 1): the administrations the user may open, their applications, their latest
 * messages and their classes, and (for those who may contribute) their latest resources with 上传资源.
 */
export function WorkbenchTab({ user, onOpenTab }: { user: SessionUser; onOpenTab: (tab: PersonalTabId) => void }) {
  const userId = userIdOf(user) ?? '';
  const adminEntries = adminEntriesOf(user, useStudioPermissions(user).data);
  const apps = useQuery(personalQueries.collectedApps(userId));
  const messages = useQuery(personalQueries.messages(userId, 'all', 1, DEFAULT_PAGE_SIZE));
  const classes = useQuery(personalQueries.myClasses(userId));
  const mayContribute = mayContributeResources(user.roleId);
  const contributions = useQuery({ ...personalQueries.contributions(userId), enabled: mayContribute });
  const more = (tab: PersonalTabId) => (
    <button type="button" onClick={() => onOpenTab(tab)} className="text-sm text-muted hover:text-brand-600">
      全部 ›
    </button>
  );
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      {adminEntries.length > 0 ? (
        <SectionPanel title="管理入口" className="lg:col-span-2">
          <LinkChips look="solid" links={adminEntries.map((entry) => ({ key: entry.href, ...entry }))} />
        </SectionPanel>
      ) : null}
      <SectionPanel title="我的应用" moreHref={paths.application.getHref()} className="lg:col-span-2">
        <QueryView query={apps} skeleton={<CardGridSkeleton cards={4} />}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState text="还没有收藏应用">
                <Link href={paths.application.getHref()} className="text-brand-600 hover:underline">
                  去应用中心收藏
                </Link>
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
                {list.map((app) => (
                  <AppTile key={app.id} app={app} />
                ))}
              </div>
            )
          }
        </QueryView>
      </SectionPanel>
      <SectionPanel title="最近消息" actions={more('messages')}>
        <QueryView
          query={messages}
          skeleton={<ListSkeleton rows={4} />}
          isEmpty={(page) => page.list.length === 0}
          emptyText="暂无消息"
        >
          {(page) => (
            <ul className="divide-y divide-slate-100">
              {page.list.slice(0, RECENT_MESSAGES).map((message) => (
                <li key={message.id}>
                  <Link href={paths.messageDetail.getHref(message.id)} className="group flex items-center gap-3 py-3">
                    <MessageLine message={message} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </SectionPanel>
      <SectionPanel title="我的班级" actions={more('classes')}>
        <QueryView
          query={classes}
          skeleton={<ListSkeleton rows={2} />}
          isEmpty={(list) => list.length === 0}
          emptyText="还没有加入班级"
        >
          {(list) => (
            <ul className="space-y-3">
              {list.map((cls) => (
                <li key={cls.id} className="rounded-lg bg-slate-50 px-4 py-3">
                  <p className="font-medium text-ink">{cls.className}</p>
                  <p className="mt-1 truncate text-sm text-muted">
                    {cls.schoolName} · 班主任 {cls.headTeacherName} · {cls.studentCount} 人
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </SectionPanel>
      {mayContribute ? (
        <SectionPanel
          title="我的资源"
          className="lg:col-span-2"
          actions={
            <>
              <button
                type="button"
                onClick={() => onOpenTab('contributions')}
                className="rounded-lg bg-brand-600 px-4 py-1.5 text-sm text-white hover:bg-brand-700"
              >
                上传资源
              </button>
              {more('contributions')}
            </>
          }
        >
          <QueryView
            query={contributions}
            skeleton={<ListSkeleton rows={2} />}
            isEmpty={(list) => list.length === 0}
            emptyText="还没有上传过资源：上传课件、教案或试题，审核通过后在资源中心与全县教师共享"
          >
            {(list) => <ContributionList contributions={list.slice(0, RECENT_CONTRIBUTIONS)} />}
          </QueryView>
        </SectionPanel>
      ) : null}
    </div>
  );
}
