import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ScreenProps } from '../../app/route-table';
import { ArticleSkeleton, ArticleView } from '../../components/ui/article-view';
import { Breadcrumb } from '../../components/ui/breadcrumb';
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
    <div className="page-container grid grid-cols-1 gap-6 py-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Breadcrumb
        trail={[{ label: '资讯中心', href: paths.information.getHref() }]}
        current="正文"
        className="lg:col-span-2"
      />
      <article className="card min-w-0 px-5 py-6 md:px-10 md:py-8">
        <QueryView query={query} skeleton={<ArticleSkeleton />}>
          {(article) => <ArticleBody article={article} />}
        </QueryView>
      </article>
      <aside>{query.data ? <RelatedArticles id={id} type={query.data.type} /> : null}</aside>
    </div>
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
      <QueryView query={query} skeleton={<ListSkeleton rows={3} />} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="space-y-3">
            {list.slice(0, 6).map((article) => (
              <li key={article.id}>
                <Link href={paths.articleDetail.getHref(article.id)} className="group block">
                  <p className="line-clamp-2 text-[15px] text-ink group-hover:text-brand-600">{article.title}</p>
                  <time className="text-xs text-muted">{formatDate(article.publishTime || article.createDate)}</time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </SectionPanel>
  );
}
