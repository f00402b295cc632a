import { useQuery } from '@tanstack/react-query';
import { ContentArticleView } from '../../components/articles/content-article-view';
import { ArticleDetailLayout } from '../../components/ui/article-detail-layout';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import type { ScreenProps } from '../../lib/navigation/screen-props';
import { useScreenTitle } from '../../lib/page-title';
import { CollectButton } from './components/collect-button';
import { NewsRows } from './components/news-rows';
import { researchQueries } from './research-api';

const LATEST = { pageNum: 1, pageSize: 10, keyword: '' };

/** /lyyk/article/{id}: one research news item (its view counted), to collect, beside the latest news. */
export default function NewsDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const query = useQuery(researchQueries.newsItem(id));
  useScreenTitle(paths.lyykArticle.getHref(id), query.data?.title);
  return (
    <ArticleDetailLayout
      section={{ label: '教研资讯', href: paths.lyykArticles.getHref() }}
      query={query}
      aside={<LatestNews currentId={id} />}
    >
      {(news) => (
        <>
          <ContentArticleView
            article={news}
            facts={
              <>
                {news.creatorName ? <span>发布：{news.creatorName}</span> : null}
                <time>{formatDate(news.publishTime || news.createDate)}</time>
                <span>浏览 {news.viewCount}</span>
              </>
            }
          />
          <div className="mt-8 border-t border-slate-100 pt-4">
            <CollectButton targetId={news.id} targetType="news" />
          </div>
        </>
      )}
    </ArticleDetailLayout>
  );
}

function LatestNews({ currentId }: { currentId: string }) {
  const query = useQuery(researchQueries.news(LATEST));
  return (
    <SectionPanel title="最新资讯" moreHref={paths.lyykArticles.getHref()}>
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={5} />}
        isEmpty={(page) => page.list.length === 0}
        emptyText="暂无资讯"
      >
        {(page) => <NewsRows news={page.list.filter((item) => item.id !== currentId).slice(0, 6)} compact />}
      </QueryView>
    </SectionPanel>
  );
}
