import type { ContentItem } from '@edu/api-client';
import { CoverImage } from '../../../components/cards/cover-image';
import { LinkRows } from '../../../components/lists/link-rows';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { StatusBadge } from './status-badge';

/** Practice activities as rows: cover, state, title, summary, the activity's dates, publication and views. */
export function ActivityRows({ activities }: { activities: readonly ContentItem[] }) {
  return (
    <LinkRows items={activities} hrefOf={paths.zhsjActivity.getHref} rowClassName="group flex gap-4 py-4">
      {(activity) => (
        <>
          <CoverImage src={activity.cover} className="hidden aspect-[4/3] w-36 shrink-0 rounded-lg sm:block" />
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-2">
              <StatusBadge status={String(activity.status ?? '')} />
              <span className="truncate text-[17px] font-medium text-ink group-hover:text-brand-600">
                {activity.title}
              </span>
            </span>
            <span className="mt-1 line-clamp-2 text-sm text-muted">{activity.summary}</span>
            <span className="mt-2 flex flex-wrap gap-x-3 text-xs text-muted">
              <span>
                活动时间：{String(activity.startDate ?? '')} 至 {String(activity.endDate ?? '')}
              </span>
              <time>发布于 {formatDate(activity.publishTime)}</time>
              <span>浏览 {activity.viewCount}</span>
            </span>
          </span>
        </>
      )}
    </LinkRows>
  );
}
