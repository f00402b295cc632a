import { useQuery } from '@tanstack/react-query';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { QueryView } from '../../components/ui/query-view';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { NewsRows } from './components/news-rows';
import { researchQueries } from './research-api';
import { useResearchFilter } from './use-research-filter';

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索资讯标题', col: 2 },
];

/** /lyyk/article: the research news, searchable, paged. */
export default function NewsListScreen() {
  const { filter, onSearch, onPage } = useResearchFilter();
  const news = useQuery(researchQueries.news(filter));
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '两研一刊', href: paths.lyyk.getHref() }]} current="教研资讯" />
      <PageHeader title="教研资讯">县教研室的教研动态、课题通知与期刊征稿。</PageHeader>
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <section aria-label="资讯列表" className="card px-5 py-2">
        <QueryView
          query={news}
          skeleton={<ListSkeleton rows={6} />}
          isEmpty={(page) => page.list.length === 0}
          emptyText="没有找到符合条件的资讯"
        >
          {(page) => (
            <>
              <NewsRows news={page.list} />
              <Pagination total={page.total} pageNum={filter.pageNum} pageSize={filter.pageSize} onChange={onPage} />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
