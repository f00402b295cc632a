import { useQuery } from '@tanstack/react-query';
import { PagedList } from '../../components/lists/paged-list';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { NewsRows } from './components/news-rows';
import { researchQueries } from './research-api';

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索资讯标题', col: 2 },
];

/** /lyyk/article: the research news, searchable, paged. */
export default function NewsListScreen() {
  const { filter, onSearch, onPage } = useListFilter(firstSearchedPage());
  const news = useQuery(researchQueries.news(filter));
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '两研一刊', href: paths.lyyk.getHref() }]} current="教研资讯" />
      <PageHeader title="教研资讯">县教研室的教研动态、课题通知与期刊征稿。</PageHeader>
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <PagedList label="资讯列表" query={news} page={filter} onPage={onPage} emptyText="没有找到符合条件的资讯">
        {(items) => <NewsRows news={items} />}
      </PagedList>
    </div>
  );
}
