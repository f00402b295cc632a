import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { CardGrid } from '../../components/cards/card-grid';
import { PagedList } from '../../components/lists/paged-list';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { pictureLoading } from '../../lib/picture-loading';
import { studioAdminHomeHref } from '../../lib/session/studio-admin-routes';
import { useSessionUser } from '../../lib/session/use-session';
import { useStudioPermissions } from '../../lib/session/use-studio-admin-routes';
import { StudioCard } from './components/studio-card';
import { studioQueries } from './studios-api';

const headerLinkClass = 'inline-block rounded-lg bg-white/15 px-4 py-2 text-sm font-medium hover:bg-white/25';

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索工作室名称', col: 2 },
];

/**
 * /three-studio: the famous-teacher, principal and class-tutor studios by kind, searchable, paged; a studio
 * member also finds the way to their studio's admin.
 */
export default function StudiosScreen() {
  const permissions = useStudioPermissions(useSessionUser());
  const adminHref = permissions.data ? studioAdminHomeHref(permissions.data) : undefined;
  const [type, setType] = useState('');
  const { filter: paging, onSearch, onPage } = useListFilter(firstSearchedPage());
  const types = useQuery(studioQueries.types);
  const studios = useQuery(studioQueries.studios({ ...paging, type }));
  return (
    <div className="space-y-6 pb-6">
      <header className="bg-gradient-to-r from-brand-700 to-sky-600 text-white">
        <div className="page-container py-8 md:py-12">
          <h1 className="text-2xl font-semibold md:text-3xl">三名工作室</h1>
          <p className="mt-2 max-w-2xl text-white/90">
            名师、名校长、名班主任领衔，带动全县教师在研课、观课与课题研究中共同成长。
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href={paths.studioSchools.getHref()} className={headerLinkClass}>
              按学校查看工作室 ›
            </Link>
            {adminHref ? (
              <Link href={adminHref} className={headerLinkClass}>
                工作室管理 ›
              </Link>
            ) : null}
          </div>
        </div>
      </header>
      <div className="page-container space-y-5">
        <ChoiceChips
          label="工作室类型"
          options={[{ value: '', label: '全部' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))]}
          value={type}
          onChange={(next) => {
            setType(next);
            onPage({ pageNum: 1, pageSize: paging.pageSize });
          }}
        />
        <SearchBar fields={FIELDS} pageSize={paging.pageSize} onSearch={onSearch} />
        <PagedList
          label="工作室列表"
          className="card p-5"
          query={studios}
          page={paging}
          onPage={onPage}
          skeleton={<CardGridSkeleton cards={6} />}
          emptyText="没有找到符合条件的工作室"
        >
          {(items) => (
            <CardGrid items={items}>
              {(studio, index) => <StudioCard studio={studio} pictureLoading={pictureLoading(index)} />}
            </CardGrid>
          )}
        </PagedList>
      </div>
    </div>
  );
}
