import type { ContentItem, ContentWithBody } from '@edu/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format-date';
import { useScreenTitle } from '../../lib/page-title';
import { ArticleDetailLayout } from '../ui/article-detail-layout';
import { ArticleView } from '../ui/article-view';
import { QueryView } from '../ui/query-view';
import { SectionPanel } from '../ui/section-panel';
import { ListSkeleton } from '../ui/skeleton';
import { RelatedArticleList } from './related-article-list';

export interface ArticleDetailProps<Article extends ContentWithBody> {
  id: string;
  /** The section the article belongs to (the breadcrumb's link back). */
  section: { label: string; href: string };
  query: UseQueryResult<Article>;
  /** The article's own page, and the page of another article of the aside. */
  hrefOf(id: string): string;
  /** The highlighted label of the facts line (article type, reform label) and who published it. */
  factsOf(article: Article): { tag: string; source: string };
  /** Beside the article: other articles (a {@link RelatedArticlesPanel}), asked for once the article is known. */
  aside(article: Article): ReactNode;
}

/** An article's page (资讯中心, 评价改革): breadcrumb, the article with its facts, related articles beside it. */
export function ArticleDetail<Article extends ContentWithBody>(props: ArticleDetailProps<Article>) {
  const { id, section, query, hrefOf, factsOf, aside } = props;
  useScreenTitle(hrefOf(id), query.data?.title);
  return (
    <ArticleDetailLayout section={section} query={query} aside={query.data ? aside(query.data) : null}>
      {(article) => {
        const { tag, source } = factsOf(article);
        return (
          <ArticleView
            title={article.title}
            cover={article.cover}
            html={article.content}
            facts={
              <>
                {tag ? <span className="text-brand-700">{tag}</span> : null}
                <span>来源：{source}</span>
                <time>{formatDate(article.publishTime || article.createDate)}</time>
                <span>浏览 {article.viewCount}</span>
              </>
            }
          />
        );
      }}
    </ArticleDetailLayout>
  );
}

/** Other articles as title links (相关推荐, 同类资讯), never the one being read. */
export function RelatedArticlesPanel({
  title,
  moreHref,
  query,
  currentId,
  hrefOf,
}: {
  title: string;
  moreHref?: string;
  query: UseQueryResult<readonly ContentItem[]>;
  currentId: string;
  hrefOf(id: string): string;
}) {
  return (
    <SectionPanel title={title} moreHref={moreHref}>
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={3} />}
        isEmpty={(list) => list.every((item) => item.id === currentId)}
      >
        {(list) => <RelatedArticleList articles={list} currentId={currentId} hrefOf={hrefOf} />}
      </QueryView>
    </SectionPanel>
  );
}
