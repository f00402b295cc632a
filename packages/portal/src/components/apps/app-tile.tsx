import type { ContentItem } from '@edu/api-client';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_LAUNCH_COUNT_WAIT_MS } from '../../config/constants';
import { formatCount } from '../../lib/format-count';
import { showToast } from '../../lib/toast';
import { appLinkTargetOf } from './app-link-target';
import { useAppLaunch } from './use-app-launch';

export interface AppTileProps {
  app: ContentItem;
  /** A control beside the tile (collect / cancel). */
  action?: ReactNode;
  /** Shows how often the application has been opened. */
  showLaunches?: boolean;
}

// The name's link covers the whole tile (the action sits above it).
const nameClass =
  'block truncate text-left font-medium text-ink after:absolute after:inset-0 group-hover:text-brand-600';

/** A click the browser would follow in this tab (not a modified or middle click, which opens elsewhere). */
const leavesThisTab = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * An application: its icon, name and one line about it. A click opens it as the console set it (打开方式):
 * in place (a page of the portal through the router, another site in this tab) or in a new tab (with no
 * handle on this page), and counts the opening; an application without an address says so, on the tile
 * and when clicked.
 */
export function AppTile({ app, action, showLaunches = false }: AppTileProps) {
  const launch = useAppLaunch();
  const target = appLinkTargetOf(app);
  const details = [app.summary || app.type, showLaunches ? `${formatCount(app.viewCount)} 次使用` : ''].filter(Boolean);
  const counted = () => void launch(app.id);
  return (
    <div className="group relative flex items-center gap-3 rounded-xl border border-slate-100 bg-white p-3 transition-shadow hover:shadow-card">
      <img src={app.cover} alt="" loading="lazy" className="size-12 shrink-0 rounded-xl bg-brand-50 object-cover" />
      <div className="min-w-0 flex-1">
        {target.kind === 'none' ? (
          <button
            type="button"
            onClick={() => showToast(`“${app.title}”暂未开通在线访问，请联系管理员开通`, 'warning')}
            className={`${nameClass} w-full`}
          >
            {app.title}
          </button>
        ) : target.newTab ? (
          <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={counted} className={nameClass}>
            {app.title}
            <span className="sr-only">（在新窗口打开）</span>
            <NewTabIcon />
          </a>
        ) : target.kind === 'route' ? (
          <Link href={target.href} onClick={counted} className={nameClass}>
            {app.title}
          </Link>
        ) : (
          <a
            href={target.href}
            onClick={(event) => {
              if (!leavesThisTab(event)) return counted();
              // Leaving the portal would cancel the count: the tab goes once it is answered (or soon anyway).
              event.preventDefault();
              const go = () => window.location.assign(target.href);
              void Promise.race([
                launch(app.id),
                new Promise((done) => setTimeout(done, APP_LAUNCH_COUNT_WAIT_MS)),
              ]).then(go);
            }}
            className={nameClass}
          >
            {app.title}
          </a>
        )}
        <p className="truncate text-xs text-muted">{details.join(' · ')}</p>
        {target.kind === 'none' ? <p className="text-xs text-accent-700">暂未开通</p> : null}
      </div>
      {action ? <div className="relative z-10 shrink-0">{action}</div> : null}
    </div>
  );
}

function NewTabIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="ml-1 inline size-3 align-baseline text-muted">
      <path d="M5 2H2v8h8V7M7 2h3v3M10 2L5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}
