import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { ScreenProps } from '../../app/route-table';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { ListSkeleton, Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { useScreenTitle } from '../../lib/page-title';
import { type Article, articleQuery, recommendedArticlesQuery } from './information-api';
import { sanitizeArticleHtml } from './sanitize-article-html';

/** /detial/{id} (SPEC's spelling; the id arrives as a prop): one article and related ones. */
export default function ArticleDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const query = useQuery(articleQuery(id));
  useScreenTitle(paths.articleDetail.getHref(id), query.data?.title);
  return (
    <div className="page-container grid grid-cols-1 gap-6 py-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <nav aria-label="位置" className="text-sm text-muted lg:col-span-2">
        <Link href={paths.home.getHref()} className="hover:text-brand-600">
          首页
        </Link>
        <span className="mx-2">/</span>
        <Link href={paths.information.getHref()} className="hover:text-brand-600">
          资讯中心
        </Link>
        <span className="mx-2">/</span>
        <span>正文</span>
      </nav>
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
  const html = useMemo(() => sanitizeArticleHtml(article.content), [article.content]);
  return (
    <>
      <h1 className="text-2xl leading-snug font-semibold text-ink md:text-[28px]">{article.title}</h1>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-b border-slate-100 pb-4 text-sm text-muted">
        {article.typeName ? <span className="text-brand-700">{article.typeName}</span> : null}
        <span>来源：{article.source || article.creatorName}</span>
        <time>{formatDate(article.publishTime || article.createDate)}</time>
        <span>浏览 {article.viewCount}</span>
      </p>
      {article.cover ? <img src={article.cover} alt="" className="mt-6 w-full rounded-lg" /> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeArticleHtml (DOMPurify, allow-list). */}
      <div className="rich-text mt-6 text-ink" dangerouslySetInnerHTML={{ __html: html }} />
    </>
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

function ArticleSkeleton() {
  return (
    <div role="status" aria-label="正在加载文章" className="space-y-4">
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
