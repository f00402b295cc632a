import { SearchedPagedList } from '../../components/lists/searched-paged-list';
import type { SearchField } from '../../components/search-bar/search-fields';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton } from '../../components/ui/skeleton';
import { ActivityRows } from './components/activity-rows';
import { PracticePage } from './components/practice-page';
import { practiceQueries } from './practice-api';

const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索活动', col: 2 }];

/** /zhsj/activityList: the practice activities, searchable, paged, with their dates and state. */
export default function ActivityListScreen() {
  return (
    <PracticePage current="实践活动">
      <PageHeader title="实践活动">全县中小学生研学、劳动与健康实践活动。</PageHeader>
      <SearchedPagedList
        fields={FIELDS}
        queryOf={practiceQueries.activities}
        label="活动列表"
        skeleton={<ListSkeleton rows={5} />}
        emptyText="没有找到符合条件的活动"
      >
        {(items) => <ActivityRows activities={items} />}
      </SearchedPagedList>
    </PracticePage>
  );
}
