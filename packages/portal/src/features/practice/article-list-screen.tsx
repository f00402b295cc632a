import { useQuery } from '@tanstack/react-query';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { QueryView } from '../../components/ui/query-view';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { ArticleRows } from './components/article-rows';
import { practiceQueries } from './practice-api';
import { useListFilter } from './use-list-filter';

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索文章标题', col: 2 },
];

/** /zhsj/articlelist: the practice articles by type, searchable, paged. */
export default function ArticleListScreen() {
  const { filter, setFilter, onSearch, onPage } = useListFilter({ type: '' });
  const types = useQuery(practiceQueries.articleTypes);
  const articles = useQuery(practiceQueries.articles(filter));
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '绿色健康实践', href: paths.zhsj.getHref() }]} current="实践文章" />
      <PageHeader title="实践文章">劳动教育、研学实践、校园文化与健康生活的报道。</PageHeader>
      <ChoiceChips
        label="文章分类"
        options={[{ value: '', label: '全部' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))]}
        value={filter.type ?? ''}
        onChange={(type) => setFilter((current) => ({ ...current, type, pageNum: 1 }))}
      />
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <section aria-label="文章列表" className="card px-5 py-2">
        <QueryView
          query={articles}
          skeleton={<ListSkeleton rows={6} />}
          isEmpty={(page) => page.list.length === 0}
          emptyText="没有找到符合条件的文章"
        >
          {(page) => (
            <>
              <ArticleRows articles={page.list} />
              <Pagination total={page.total} pageNum={filter.pageNum} pageSize={filter.pageSize} onChange={onPage} />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
