import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ARTICLE_SEARCH_FIELDS, articleSearchOf } from '../../components/articles/article-search';
import { PagedArticleList } from '../../components/articles/paged-article-list';
import { SearchBar } from '../../components/search-bar/search-bar';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { type ArticleFilter, articlesQuery, articleTypesQuery } from './information-api';
import { FIRST_INFORMATION_PAGE } from './information-first-data';

/**
 * /information (kept alive): the articles by type, searchable by keyword and date, paged. Leaving and
 * coming back finds the same type, search, page and scroll position.
 */
export default function InformationScreen() {
  const [filter, setFilter] = useState<ArticleFilter>(FIRST_INFORMATION_PAGE);
  const types = useQuery(articleTypesQuery);
  const articles = useQuery(articlesQuery(filter));

  return (
    <div className="page-container space-y-5 py-6">
      <header>
        <h1 className="text-2xl font-semibold text-ink">资讯中心</h1>
        <p className="mt-1 text-muted">通知公告、教育新闻、政策法规、校园与教研动态。</p>
      </header>
      <nav aria-label="资讯分类" className="flex gap-2 overflow-x-auto pb-1">
        {types.isPending ? <Skeleton className="h-9 w-72" /> : null}
        {[{ id: '', name: '全部' }, ...(types.data ?? [])].map((type) => (
          <button
            key={type.id}
            type="button"
            aria-pressed={filter.type === type.id}
            onClick={() => setFilter((current) => ({ ...current, type: type.id, pageNum: 1 }))}
            className={cn(
              'shrink-0 rounded-full px-4 py-1.5 text-[15px]',
              filter.type === type.id
                ? 'bg-brand-600 text-white'
                : 'bg-white text-ink shadow-card hover:text-brand-600',
            )}
          >
            {type.name}
          </button>
        ))}
      </nav>
      <SearchBar
        fields={ARTICLE_SEARCH_FIELDS}
        pageSize={filter.pageSize}
        onSearch={(submission) => setFilter((current) => ({ ...current, ...articleSearchOf(submission) }))}
      />
      <PagedArticleList
        label="资讯列表"
        query={articles}
        pageNum={filter.pageNum}
        pageSize={filter.pageSize}
        onPageChange={(next) => setFilter((current) => ({ ...current, ...next }))}
        hrefOf={paths.articleDetail.getHref}
        rowOf={(article) => ({
          title: article.title,
          summary: article.summary,
          cover: article.cover,
          coverClassName: 'aspect-[4/3] w-36',
          tag: article.typeName,
          details: [article.source || article.creatorName],
          date: article.publishTime || article.createDate,
          viewCount: article.viewCount,
        })}
      />
    </div>
  );
}
