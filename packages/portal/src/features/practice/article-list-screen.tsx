import { useQuery } from '@tanstack/react-query';
import { PagedList } from '../../components/lists/paged-list';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { ArticleRows } from './components/article-rows';
import { PracticePage } from './components/practice-page';
import { type ListFilter, practiceQueries } from './practice-api';

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索文章标题', col: 2 },
];

/** /zhsj/articlelist: the practice articles by type, searchable, paged. */
export default function ArticleListScreen() {
  const { filter, onSearch, onPage, choose } = useListFilter<ListFilter>({ ...firstSearchedPage(), type: '' });
  const types = useQuery(practiceQueries.articleTypes);
  const articles = useQuery(practiceQueries.articles(filter));
  return (
    <PracticePage current="实践文章">
      <PageHeader title="实践文章">劳动教育、研学实践、校园文化与健康生活的报道。</PageHeader>
      <ChoiceChips
        label="文章分类"
        options={[{ value: '', label: '全部' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))]}
        value={filter.type ?? ''}
        onChange={(type) => choose({ type })}
      />
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <PagedList label="文章列表" query={articles} page={filter} onPage={onPage} emptyText="没有找到符合条件的文章">
        {(items) => <ArticleRows articles={items} />}
      </PagedList>
    </PracticePage>
  );
}
