import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format-count';
import { homeQueries } from '../home-api';

/** The platform in figures: resource totals and article totals (SPEC §7 resource/client, article totals). */
export function StatsBand() {
  const resources = useQuery(homeQueries.resourceTotals);
  const articles = useQuery(homeQueries.articleTotals);
  const figures = [
    { label: '优质资源', value: resources.data?.resourceTotal, unit: '个' },
    { label: '资源浏览', value: resources.data?.resourceViews, unit: '次' },
    { label: '入驻学校', value: resources.data?.schoolTotal, unit: '所' },
    { label: '参与教师', value: resources.data?.teacherTotal, unit: '名' },
    { label: '资讯文章', value: articles.data?.total, unit: '篇' },
    { label: '昨日更新', value: articles.data?.yesterday, unit: '篇' },
  ];
  return (
    <section aria-label="平台数据" className="card grid grid-cols-3 divide-slate-100 md:grid-cols-6 md:divide-x">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col items-center gap-1 px-2 py-4">
          {figure.value === undefined ? (
            <Skeleton className="h-7 w-16" />
          ) : (
            <p className="text-xl font-bold text-brand-700 md:text-2xl">
              {formatCount(figure.value)}
              <span className="ml-0.5 text-xs font-normal text-muted">{figure.unit}</span>
            </p>
          )}
          <p className="text-xs text-muted md:text-sm">{figure.label}</p>
        </div>
      ))}
    </section>
  );
}
