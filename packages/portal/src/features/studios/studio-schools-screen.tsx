import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CoverImage } from '../../components/cards/cover-image';
import { PagedList } from '../../components/lists/paged-list';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { studioQueries } from './studios-api';

const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '学校名称', placeholder: '搜索学校', col: 2 }];

/** /three-studio/school: the schools hosting studios, each with its studios, searchable by name, paged. */
export default function StudioSchoolsScreen() {
  const { filter: paging, onSearch, onPage } = useListFilter(firstSearchedPage());
  const schools = useQuery(studioQueries.schools(paging));
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '三名工作室', href: paths.threeStudio.getHref() }]} current="工作室学校" />
      <PageHeader title="工作室学校">名师、名校长、名班主任工作室所在的学校。</PageHeader>
      <SearchBar fields={FIELDS} pageSize={paging.pageSize} onSearch={onSearch} />
      <PagedList
        label="学校列表"
        className="space-y-4"
        query={schools}
        page={paging}
        onPage={onPage}
        skeleton={<ListSkeleton rows={4} />}
        emptyText="没有找到符合条件的学校"
      >
        {(items) => (
          <>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {items.map((school) => (
                <li key={school.id} className="card flex gap-4 p-5">
                  <CoverImage src={school.cover} className="hidden aspect-square w-28 shrink-0 rounded-lg sm:block" />
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold text-ink">{school.name}</h2>
                    <p className="mt-1 text-xs text-muted">
                      {[school.townName, school.phaseName, school.address].filter(Boolean).join(' · ')}
                    </p>
                    <p className="mt-2 line-clamp-2 text-sm text-muted">{school.intro}</p>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {school.studios.map((studio) => (
                        <li key={studio.id}>
                          <Link
                            href={paths.studioDetail.getHref(studio.id)}
                            className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100"
                          >
                            {studio.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </div>
  );
}
