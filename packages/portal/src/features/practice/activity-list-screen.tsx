import { useQuery } from '@tanstack/react-query';
import { PagedList } from '../../components/lists/paged-list';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton } from '../../components/ui/skeleton';
import { ActivityRows } from './components/activity-rows';
import { PracticePage } from './components/practice-page';
import { type ListFilter, practiceQueries } from './practice-api';

const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索活动', col: 2 }];

/** /zhsj/activityList: the practice activities, searchable, paged, with their dates and state. */
export default function ActivityListScreen() {
  const { filter, onSearch, onPage } = useListFilter<ListFilter>(firstSearchedPage());
  const query = useQuery(practiceQueries.activities(filter));
  return (
    <PracticePage current="实践活动">
      <PageHeader title="实践活动">全县中小学生研学、劳动与健康实践活动。</PageHeader>
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <PagedList
        label="活动列表"
        query={query}
        page={filter}
        onPage={onPage}
        skeleton={<ListSkeleton rows={5} />}
        emptyText="没有找到符合条件的活动"
      >
        {(items) => <ActivityRows activities={items} />}
      </PagedList>
    </PracticePage>
  );
}
