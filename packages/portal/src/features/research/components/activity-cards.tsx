import { CardGrid } from '../../../components/cards/card-grid';
import { CoverCard } from '../../../components/cards/cover-card';
import { CoverFrame } from '../../../components/cards/cover-frame';
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
    <CardGrid items={activities}>
      {(activity, index) => (
        <CoverCard
          href={paths.lyykActivity.getHref(activity.id)}
          picture={
            <CoverFrame
              cover={activity.cover}
              aspect="aspect-[16/9]"
              loading={pictureLoading(index)}
              badge={
                <span className="absolute top-2 left-2">
                  <ActivityStatusBadge status={activityStatusOf(activity.status, activity.startDate, today)} />
                </span>
              }
            />
          }
          title={activity.title}
        >
          <span className="mt-1 block truncate text-xs text-muted">
            活动时间：{activity.startDate || '待定'}
            {activity.location ? ` · ${activity.location}` : ''}
          </span>
        </CoverCard>
      )}
    </CardGrid>
  );
}
