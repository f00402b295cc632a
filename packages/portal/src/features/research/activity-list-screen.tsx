import { SearchedPagedList } from '../../components/lists/searched-paged-list';
import type { SearchField } from '../../components/search-bar/search-fields';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageHeader } from '../../components/ui/page-header';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { ActivityCards } from './components/activity-cards';
import { researchQueries } from './research-api';

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索活动名称', col: 2 },
];

/** /lyyk/active: the research activities as cards, searchable, paged. */
export default function ActivityListScreen() {
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '两研一刊', href: paths.lyyk.getHref() }]} current="教研活动" />
      <PageHeader title="教研活动">全县各学科的研讨、说题、开题论证等教研活动，附课堂实录与成果文件。</PageHeader>
      <SearchedPagedList
        fields={FIELDS}
        queryOf={researchQueries.activities}
        label="活动列表"
        className="space-y-4"
        skeleton={<CardGridSkeleton cards={6} />}
        emptyText="没有找到符合条件的活动"
      >
        {(items) => <ActivityCards activities={items} />}
      </SearchedPagedList>
    </div>
  );
}
