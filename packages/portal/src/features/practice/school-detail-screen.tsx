import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { CardGridSkeleton, ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import type { ScreenProps } from '../../lib/navigation/screen-props';
import { useScreenTitle } from '../../lib/page-title';
import { ArticleRows } from './components/article-rows';
import { MediaCards } from './components/item-card';
import { PracticePage } from './components/practice-page';
import { type PracticeSchool, practiceQueries } from './practice-api';

/** /zhsj/schools/{id}: one practice school, its articles, albums and videos. */
export default function SchoolDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const school = useQuery(practiceQueries.school(id));
  useScreenTitle(paths.zhsjSchool.getHref(id), school.data?.schoolName);
  const filter = { pageNum: 1, pageSize: 10, keyword: '', schoolId: id };
  const articles = useQuery(practiceQueries.articles(filter));
  const albums = useQuery(practiceQueries.albums(filter));
  const videos = useQuery(practiceQueries.videos(filter));
  return (
    <PracticePage
      list={{ label: '学校与基地', href: paths.zhsjSchools.getHref() }}
      current={school.data?.schoolName ?? '学校'}
    >
      <section className="card overflow-hidden" aria-label="学校简介">
        <QueryView query={school} skeleton={<ListSkeleton rows={3} label="正在加载学校" />}>
          {(data) => <SchoolIntro school={data} />}
        </QueryView>
      </section>
      <SectionPanel title="学校相册">
        <QueryView
          query={albums}
          skeleton={<CardGridSkeleton cards={4} />}
          isEmpty={(page) => page.list.length === 0}
          emptyText="暂无相册"
        >
          {(page) => <MediaCards items={page.list} type="album" />}
        </QueryView>
      </SectionPanel>
      <SectionPanel title="学校视频">
        <QueryView
          query={videos}
          skeleton={<CardGridSkeleton cards={4} />}
          isEmpty={(page) => page.list.length === 0}
          emptyText="暂无视频"
        >
          {(page) => <MediaCards items={page.list} type="video" />}
        </QueryView>
      </SectionPanel>
      <SectionPanel title="学校文章">
        <QueryView
          query={articles}
          skeleton={<ListSkeleton rows={3} />}
          isEmpty={(page) => page.list.length === 0}
          emptyText="暂无文章"
        >
          {(page) => <ArticleRows articles={page.list} />}
        </QueryView>
      </SectionPanel>
    </PracticePage>
  );
}

function SchoolIntro({ school }: { school: PracticeSchool }) {
  return (
    <div className="grid grid-cols-1 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {school.cover ? <img src={school.cover} alt="" className="aspect-[4/3] size-full object-cover" /> : null}
      <div className="p-5 md:p-6">
        <h1 className="text-2xl font-semibold text-ink">{school.schoolName}</h1>
        {school.motto ? <p className="mt-2 text-brand-700">校训：{school.motto}</p> : null}
        <p className="mt-3 leading-7 text-ink">{school.intro}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {[
            ['所在乡镇', school.townName],
            ['学生', `${school.studentCount} 人`],
            ['教师', `${school.teacherCount} 人`],
            ['文章', `${school.infoCount} 篇`],
            ['相册', `${school.albumCount} 个`],
            ['视频', `${school.videoCount} 个`],
          ].map(([term, value]) => (
            <div key={term} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-muted">{term}</dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        {school.address ? <p className="mt-3 text-sm text-muted">地址：{school.address}</p> : null}
      </div>
    </div>
  );
}
