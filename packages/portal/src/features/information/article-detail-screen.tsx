import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../app/route-table';
import { RelatedArticleList } from '../../components/articles/related-article-list';
import { ArticleDetailLayout } from '../../components/ui/article-detail-layout';
import { ArticleView } from '../../components/ui/article-view';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { useScreenTitle } from '../../lib/page-title';
import { type Article, articleQuery, recommendedArticlesQuery } from './information-api';

/** /detial/{id} (SPEC's spelling; the id arrives as a prop): one article and related ones. */
export default function ArticleDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const query = useQuery(articleQuery(id));
  useScreenTitle(paths.articleDetail.getHref(id), query.data?.title);
  return (
    <ArticleDetailLayout
      section={{ label: '资讯中心', href: paths.information.getHref() }}
      query={query}
      aside={query.data ? <RelatedArticles id={id} type={query.data.type} /> : null}
    >
      {(article) => <ArticleBody article={article} />}
    </ArticleDetailLayout>
  );
}

function ArticleBody({ article }: { article: Article }) {
  return (
    <ArticleView
      title={article.title}
      cover={article.cover}
      html={article.content}
      facts={
        <>
          {article.typeName ? <span className="text-brand-700">{article.typeName}</span> : null}
          <span>来源：{article.source || article.creatorName}</span>
          <time>{formatDate(article.publishTime || article.createDate)}</time>
          <span>浏览 {article.viewCount}</span>
        </>
      }
    />
  );
}

function RelatedArticles({ id, type }: { id: string; type: string }) {
  const query = useQuery(recommendedArticlesQuery(id, type));
  return (
    <SectionPanel title="相关推荐">
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={3} />}
        isEmpty={(list) => list.every((article) => article.id === id)}
      >
        {(list) => <RelatedArticleList articles={list} currentId={id} hrefOf={paths.articleDetail.getHref} />}
      </QueryView>
    </SectionPanel>
  );
}
