import { SearchedPagedList } from '../../components/lists/searched-paged-list';
import type { SearchField } from '../../components/search-bar/search-fields';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { StudioSchoolList } from './components/studio-school-list';
import { studioQueries } from './studios-api';

const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '学校名称', placeholder: '搜索学校', col: 2 }];

/** /three-studio/school: the schools hosting studios, each with its studios, searchable by name, paged. */
export default function StudioSchoolsScreen() {
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '三名工作室', href: paths.threeStudio.getHref() }]} current="工作室学校" />
      <PageHeader title="工作室学校">名师、名校长、名班主任工作室所在的学校。</PageHeader>
      <SearchedPagedList
        fields={FIELDS}
        queryOf={studioQueries.schools}
        label="学校列表"
        className="space-y-4"
        skeleton={<ListSkeleton rows={4} />}
        emptyText="没有找到符合条件的学校"
      >
        {(items) => <StudioSchoolList schools={items} />}
      </SearchedPagedList>
    </div>
  );
}
