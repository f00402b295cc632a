import { useQuery } from '@tanstack/react-query';
import { ArticleList } from '../../components/articles/article-list';
import { ARTICLE_SEARCH_FIELDS, articleSearchOf } from '../../components/articles/article-search';
import { contentRow } from '../../components/articles/content-row';
import { PagedList } from '../../components/lists/paged-list';
import { useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { informationQueries } from './information-api';
import { FIRST_INFORMATION_PAGE } from './information-first-data';

/**
 * /information (kept alive): the articles by type, searchable by keyword and date, paged. Leaving and
 * coming back finds the same type, search, page and scroll position.
 */
export default function InformationScreen() {
  const { filter, onSearch, onPage, choose } = useListFilter(FIRST_INFORMATION_PAGE, articleSearchOf);
  const types = useQuery(informationQueries.categories);
  const articles = useQuery(informationQueries.page(filter));

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
            onClick={() => choose({ type: type.id })}
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
      <SearchBar fields={ARTICLE_SEARCH_FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <PagedList label="资讯列表" query={articles} page={filter} onPage={onPage} emptyText="没有找到符合条件的资讯">
        {(items) => (
          <ArticleList
            items={items}
            hrefOf={paths.articleDetail.getHref}
            rowOf={(article) => ({
              ...contentRow(article),
              coverClassName: 'aspect-[4/3] w-36',
              tag: article.typeName,
              details: [article.source || article.creatorName],
            })}
          />
        )}
      </PagedList>
    </div>
  );
}
