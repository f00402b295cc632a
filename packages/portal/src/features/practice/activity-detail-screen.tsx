import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { ContentArticleView } from '../../components/articles/content-article-view';
import { ArticleSkeleton } from '../../components/ui/article-view';
import { QueryView } from '../../components/ui/query-view';
import { EmptyState } from '../../components/ui/status-views';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { useScreenTitle } from '../../lib/page-title';
import { PracticePage } from './components/practice-page';
import { StatusBadge } from './components/status-badge';
import { practiceQueries } from './practice-api';

/** /zhsj/activityDetail?id=: one practice activity with its dates, state and body. */
export default function ActivityDetailScreen() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  return (
    <PracticePage list={{ label: '实践活动', href: paths.zhsjActivities.getHref() }} current="活动详情">
      <article className="card mx-auto max-w-4xl px-5 py-6 md:px-10 md:py-8">
        {id ? <Activity id={id} /> : <EmptyState text="没有指定活动" />}
      </article>
    </PracticePage>
  );
}

function Activity({ id }: { id: string }) {
  const query = useQuery(practiceQueries.activity(id));
  useScreenTitle(paths.zhsjActivity.getHref(id), query.data?.title);
  return (
    <QueryView query={query} skeleton={<ArticleSkeleton />}>
      {(activity) => (
        <ContentArticleView
          article={activity}
          facts={
            <>
              <StatusBadge status={activity.status} />
              <span>
                活动时间：{activity.startDate} 至 {activity.endDate}
              </span>
              <span>主办：{activity.creatorName}</span>
              <time>发布于 {formatDate(activity.publishTime)}</time>
              <span>浏览 {activity.viewCount}</span>
            </>
          }
        />
      )}
    </QueryView>
  );
}
