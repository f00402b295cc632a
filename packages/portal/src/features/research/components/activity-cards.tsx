import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { pictureLoading } from '../../../lib/picture-loading';
import { activityStatusOf } from '../activity-status';
import type { ResearchActivity } from '../research-api';
import { ActivityStatusBadge } from './activity-status-badge';

/** Research activities as picture cards: cover, state, title, day and place, each opening its page. */
export function ActivityCards({ activities }: { activities: readonly ResearchActivity[] }) {
  const today = formatDate(new Date().toISOString());
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {activities.map((activity, index) => (
        <li key={activity.id}>
          <Link
            href={paths.lyykActivity.getHref(activity.id)}
            className="group block overflow-hidden rounded-xl border border-slate-100 bg-white transition-shadow hover:shadow-card"
          >
            <span className="relative block aspect-[16/9] bg-brand-50">
              {activity.cover ? (
                <img src={activity.cover} alt="" loading={pictureLoading(index)} className="size-full object-cover" />
              ) : null}
              <span className="absolute top-2 left-2">
                <ActivityStatusBadge status={activityStatusOf(activity.status, activity.startDate, today)} />
              </span>
            </span>
            <span className="block p-3">
              <span className="block truncate font-medium text-ink group-hover:text-brand-600">{activity.title}</span>
              <span className="mt-1 block truncate text-xs text-muted">
                活动时间：{activity.startDate || '待定'}
                {activity.location ? ` · ${activity.location}` : ''}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
