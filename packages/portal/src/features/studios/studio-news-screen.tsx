import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { ContentArticleView } from '../../components/articles/content-article-view';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { useScreenTitle } from '../../lib/page-title';
import { StudioArticleLayout } from './components/studio-article-layout';
import { studioQueries } from './studios-api';

/** /three-studio/2syNewsInfo?id=: one studio news item, with the way back to its studio. */
export default function StudioNewsScreen() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const query = useQuery({ ...studioQueries.newsItem(id), enabled: id !== '' });
  useScreenTitle(paths.studioNews.getHref(id), query.data?.title);
  return (
    <StudioArticleLayout query={query}>
      {(news) => (
        <ContentArticleView
          article={news}
          facts={
            <>
              <span>{news.creatorName}</span>
              <time>{formatDate(news.publishTime)}</time>
              <span>浏览 {news.viewCount}</span>
            </>
          }
        />
      )}
    </StudioArticleLayout>
  );
}
