import type { ReactNode } from 'react';
import type { ContentItem } from '../../lib/content-item';
import { SmartLink } from './smart-link';

/** An application: its icon, name and one line about it; `action` adds a control (collect / cancel). */
export function AppTile({ app, action }: { app: ContentItem; action?: ReactNode }) {
  return (
    <div className="group relative flex items-center gap-3 rounded-xl border border-slate-100 bg-white p-3 transition-shadow hover:shadow-card">
      <img src={app.cover} alt="" loading="lazy" className="size-12 shrink-0 rounded-xl bg-brand-50 object-cover" />
      <div className="min-w-0 flex-1">
        <SmartLink
          href={app.linkUrl}
          className="block truncate font-medium text-ink after:absolute after:inset-0 group-hover:text-brand-600"
        >
          {app.title}
        </SmartLink>
        <p className="truncate text-xs text-muted">{app.summary || app.type}</p>
      </div>
      {action ? <div className="relative z-10 shrink-0">{action}</div> : null}
    </div>
  );
}
