import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { ArticleDetailLayout } from '../../components/ui/article-detail-layout';
import { ArticleView } from '../../components/ui/article-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { useScreenTitle } from '../../lib/page-title';
import { studioQueries } from './studios-api';

/** /three-studio/2syNewsInfo?id=: one studio news item, with the way back to its studio. */
export default function StudioNewsScreen() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const query = useQuery({ ...studioQueries.newsItem(id), enabled: id !== '' });
  useScreenTitle(paths.studioNews.getHref(id), query.data?.title);
  const studio = query.data?.studio;
  return (
    <ArticleDetailLayout
      section={{ label: '三名工作室', href: paths.threeStudio.getHref() }}
      query={query}
      aside={
        studio ? (
          <SectionPanel title="所属工作室">
            <Link href={paths.studioDetail.getHref(studio.id)} className="font-medium text-brand-700 hover:underline">
              {studio.title}
            </Link>
          </SectionPanel>
        ) : null
      }
    >
      {(news) => (
        <ArticleView
          title={news.title}
          cover={news.cover}
          html={news.content}
          facts={
            <>
              <span>{news.creatorName}</span>
              <time>{formatDate(news.publishTime)}</time>
              <span>浏览 {news.viewCount}</span>
            </>
          }
        />
      )}
    </ArticleDetailLayout>
  );
}
