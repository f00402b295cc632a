import { useQuery } from '@tanstack/react-query';
import { ArticleList } from '../../components/articles/article-list';
import { ARTICLE_SEARCH_FIELDS, articleSearchOf } from '../../components/articles/article-search';
import { contentRow } from '../../components/articles/content-row';
import { PagedList } from '../../components/lists/paged-list';
import { useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { reformQueries } from './reform-api';
import { FIRST_REFORM_PAGE } from './reform-first-data';

/** /reform: evaluation-reform news by label, searchable by keyword and date, paged (SPEC §1, §7). */
export default function ReformScreen() {
  const { filter, onSearch, onPage, choose } = useListFilter(FIRST_REFORM_PAGE, articleSearchOf);
  const labels = useQuery(reformQueries.categories);
  const news = useQuery(reformQueries.page(filter));
  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="评价改革">深化新时代教育评价改革：政策解读、区域实践与学校案例。</PageHeader>
      {labels.isPending ? <Skeleton className="h-9 w-72" /> : null}
      <ChoiceChips
        label="改革标签"
        options={[{ value: '', label: '全部' }, ...(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))]}
        value={filter.type}
        onChange={(type) => choose({ type })}
      />
      <SearchBar fields={ARTICLE_SEARCH_FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <PagedList label="评价改革资讯" query={news} page={filter} onPage={onPage} emptyText="没有找到符合条件的资讯">
        {(items) => (
          <ArticleList
            items={items}
            hrefOf={paths.reformDetail.getHref}
            rowOf={(item) => ({
              ...contentRow(item),
              tag: item.labelName,
              details: [item.schoolName || item.creatorName],
            })}
          />
        )}
      </PagedList>
    </div>
  );
}
