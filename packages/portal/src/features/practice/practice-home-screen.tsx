import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { CoverImage } from '../../components/cards/cover-image';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { CardGridSkeleton, ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { ArticleRows } from './components/article-rows';
import { ItemCard, MediaCards } from './components/item-card';
import { practiceQueries } from './practice-api';
import { FIRST } from './practice-home-first-data';

const SHORTCUTS = [
  { label: '实践文章', href: paths.zhsjArticles.getHref() },
  { label: '学校与基地', href: paths.zhsjSchools.getHref() },
  { label: '相册视频', href: paths.zhsjMedia.getHref() },
  { label: '实践活动', href: paths.zhsjActivities.getHref() },
];

/**
 * /zhsj (kept alive): the green-health practice area's front page: articles by type, activities, albums,
 * videos and the practice schools, each with a link to its own page. The chosen article type survives
 * leaving and coming back.
 */
export default function PracticeHomeScreen() {
  return (
    <div className="space-y-6 pb-6">
      <header className="bg-gradient-to-r from-emerald-700 to-teal-600 text-white">
        <div className="page-container py-8 md:py-12">
          <h1 className="text-2xl font-semibold md:text-3xl">绿色健康实践</h1>
          <p className="mt-2 max-w-2xl text-white/90">
            劳动教育、研学实践与校园文化：记录全县中小学生在实践中学习、在体验中成长。
          </p>
          <nav aria-label="实践栏目" className="mt-5 flex flex-wrap gap-2">
            {SHORTCUTS.map((shortcut) => (
              <Link
                key={shortcut.href}
                href={shortcut.href}
                className="rounded-full bg-white/15 px-4 py-1.5 text-[15px] hover:bg-white/25"
              >
                {shortcut.label}
              </Link>
            ))}
          </nav>
        </div>
      </header>
      <div className="page-container grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <ArticlesBlock />
        <ActivitiesBlock />
        <AlbumsBlock />
        <VideosBlock />
        <SchoolsBlock />
      </div>
    </div>
  );
}

function ArticlesBlock() {
  const [type, setType] = useState('');
  const types = useQuery(practiceQueries.articleTypes);
  const articles = useQuery(practiceQueries.articles({ ...FIRST, pageSize: 10, type }));
  return (
    <SectionPanel title="实践文章" moreHref={paths.zhsjArticles.getHref()}>
      <ChoiceChips
        label="文章分类"
        options={[{ value: '', label: '全部' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))]}
        value={type}
        onChange={setType}
        className="mb-2"
      />
      <QueryView
        query={articles}
        skeleton={<ListSkeleton rows={4} />}
        isEmpty={(page) => page.list.length === 0}
        emptyText="暂无文章"
      >
        {(page) => <ArticleRows articles={page.list.slice(0, 5)} />}
      </QueryView>
    </SectionPanel>
  );
}

function ActivitiesBlock() {
  const query = useQuery(practiceQueries.activities(FIRST));
  return (
    <SectionPanel title="实践活动" moreHref={paths.zhsjActivities.getHref()}>
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={4} />}
        isEmpty={(page) => page.list.length === 0}
        emptyText="暂无活动"
      >
        {(page) => (
          <ul className="space-y-3">
            {page.list.slice(0, 5).map((activity) => (
              <li key={activity.id}>
                <Link
                  href={paths.zhsjActivity.getHref(activity.id)}
                  className="group flex gap-3 rounded-lg p-2 hover:bg-slate-50"
                >
                  <CoverImage src={activity.cover} className="aspect-[4/3] w-24 shrink-0 rounded-md" />
                  <span className="min-w-0">
                    <span className="line-clamp-2 font-medium text-ink group-hover:text-brand-600">
                      {activity.title}
                    </span>
                    <time className="mt-1 block text-xs text-muted">{formatDate(activity.publishTime)}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </SectionPanel>
  );
}

function AlbumsBlock() {
  const query = useQuery(practiceQueries.albums(FIRST));
  return (
    <SectionPanel title="精彩相册" moreHref={paths.zhsjMedia.getHref('album')} className="lg:col-span-2">
      <QueryView query={query} skeleton={<CardGridSkeleton cards={4} />} isEmpty={(page) => page.list.length === 0}>
        {(page) => <MediaCards items={page.list.slice(0, 4)} type="album" />}
      </QueryView>
    </SectionPanel>
  );
}

function VideosBlock() {
  const query = useQuery(practiceQueries.videos(FIRST));
  return (
    <SectionPanel title="实践视频" moreHref={paths.zhsjMedia.getHref('video')} className="lg:col-span-2">
      <QueryView query={query} skeleton={<CardGridSkeleton cards={4} />} isEmpty={(page) => page.list.length === 0}>
        {(page) => <MediaCards items={page.list.slice(0, 4)} type="video" />}
      </QueryView>
    </SectionPanel>
  );
}

function SchoolsBlock() {
  const query = useQuery(practiceQueries.schools(FIRST));
  return (
    <SectionPanel title="实践学校" moreHref={paths.zhsjSchools.getHref()} className="lg:col-span-2">
      <QueryView query={query} skeleton={<CardGridSkeleton cards={4} />} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.list.slice(0, 4).map((school) => (
              <ItemCard
                key={school.id}
                item={{ id: school.id, title: school.schoolName, cover: school.cover }}
                href={paths.zhsjSchool.getHref(school.id)}
                meta={school.townName}
              />
            ))}
          </div>
        )}
      </QueryView>
    </SectionPanel>
  );
}
