import { useQuery } from '@tanstack/react-query';
import { ArticleSkeleton } from '../../components/ui/article-view';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { QueryView } from '../../components/ui/query-view';
import { RichText } from '../../components/ui/rich-text';
import { SectionPanel } from '../../components/ui/section-panel';
import { EmptyState } from '../../components/ui/status-views';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import type { ScreenProps } from '../../lib/navigation/screen-props';
import { useScreenTitle } from '../../lib/page-title';
import { activityStatusOf } from './activity-status';
import { ActivityStatusBadge } from './components/activity-status-badge';
import { ActivityVideos } from './components/activity-videos';
import { CollectButton } from './components/collect-button';
import { ResultFiles } from './components/result-files';
import { type ResearchDetail, researchQueries } from './research-api';

/** /lyyk/active/{id}: one research activity: its facts, recordings, body and result files, to collect. */
export default function ActivityDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const query = useQuery(researchQueries.activity(id));
  useScreenTitle(paths.lyykActivity.getHref(id), query.data?.title);
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb
        trail={[
          { label: '两研一刊', href: paths.lyyk.getHref() },
          { label: '教研活动', href: paths.lyykActivities.getHref() },
        ]}
        current="活动详情"
      />
      <QueryView query={query} skeleton={<ArticleSkeleton />}>
        {(activity) => <Activity activity={activity} />}
      </QueryView>
    </div>
  );
}

function Activity({ activity }: { activity: ResearchDetail }) {
  const videos = activity.files.filter((file) => file.category === 'research-video');
  const results = activity.files.filter((file) => file.category !== 'research-video');
  const status = activityStatusOf(activity.status, activity.startDate, formatDate(new Date().toISOString()));
  return (
    <>
      <article className="card px-5 py-6 md:px-10 md:py-8">
        <h1 className="text-2xl leading-snug font-semibold text-ink md:text-[28px]">{activity.title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 pb-4 text-sm text-muted">
          <ActivityStatusBadge status={status} />
          <span>活动时间：{activity.startDate || '待定'}</span>
          {activity.location ? <span>地点：{activity.location}</span> : null}
          {activity.creatorName ? <span>发布：{activity.creatorName}</span> : null}
          <span>浏览 {activity.viewCount}</span>
        </p>
        {activity.summary ? <p className="mt-4 text-[15px] text-muted">{activity.summary}</p> : null}
        <RichText html={activity.content} className="mt-4" />
        <div className="mt-6 border-t border-slate-100 pt-4">
          <CollectButton targetId={activity.id} targetType="activity" />
        </div>
      </article>
      <SectionPanel title="活动视频">
        {videos.length > 0 ? (
          <ActivityVideos videos={videos} poster={activity.cover} />
        ) : (
          <EmptyState text="本次活动暂无视频" />
        )}
      </SectionPanel>
      <SectionPanel title="成果文件" actions={<span className="text-sm text-muted">共 {results.length} 个</span>}>
        {results.length > 0 ? <ResultFiles files={results} /> : <EmptyState text="本次活动暂无成果文件" />}
      </SectionPanel>
    </>
  );
}
