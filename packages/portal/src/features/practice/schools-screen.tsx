import { useQuery } from '@tanstack/react-query';
import { CoverImage } from '../../components/cards/cover-image';
import { PagedView } from '../../components/lists/paged-view';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { CardGridSkeleton, ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { ItemCard } from './components/item-card';
import { PracticePage } from './components/practice-page';
import { type ListFilter, practiceQueries } from './practice-api';

const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '学校名称', placeholder: '搜索学校', col: 2 }];

/** /zhsj/schools: the practice schools (searchable, paged) and the county's practice bases. */
export default function SchoolsScreen() {
  const { filter, onSearch, onPage } = useListFilter<ListFilter>(firstSearchedPage());
  const schools = useQuery(practiceQueries.schools(filter));
  const bases = useQuery(practiceQueries.bases);
  return (
    <PracticePage current="学校与基地">
      <PageHeader title="学校与基地">参与绿色健康实践的学校，以及全县的综合实践基地。</PageHeader>
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <SectionPanel title="实践学校">
        <PagedView
          query={schools}
          page={filter}
          onPage={onPage}
          skeleton={<CardGridSkeleton cards={8} />}
          emptyText="没有找到符合条件的学校"
        >
          {(items) => (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {items.map((school) => (
                  <ItemCard
                    key={school.id}
                    item={{ id: school.id, title: school.schoolName, cover: school.cover }}
                    href={paths.zhsjSchool.getHref(school.id)}
                    meta={`${school.townName} · 学生 ${school.studentCount} 人`}
                  />
                ))}
              </div>
            </>
          )}
        </PagedView>
      </SectionPanel>
      <SectionPanel title="实践基地">
        <QueryView
          query={bases}
          skeleton={<ListSkeleton rows={3} />}
          isEmpty={(page) => page.list.length === 0}
          emptyText="暂无实践基地"
        >
          {(page) => (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {page.list.map((base) => (
                <li key={base.id} className="flex gap-4 rounded-xl border border-slate-100 p-3">
                  <CoverImage src={base.cover} className="aspect-[4/3] w-28 shrink-0 rounded-lg" />
                  <div className="min-w-0">
                    <h3 className="font-medium text-ink">{base.title}</h3>
                    <p className="mt-1 line-clamp-3 text-sm text-muted">{base.summary}</p>
                    {typeof base.address === 'string' && base.address ? (
                      <p className="mt-1 text-xs text-muted">地址：{base.address}</p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </SectionPanel>
    </PracticePage>
  );
}
