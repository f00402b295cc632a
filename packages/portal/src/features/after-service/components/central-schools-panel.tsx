import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CoverImage } from '../../../components/cards/cover-image';
import { PagedList } from '../../../components/lists/paged-list';
import { SearchBar } from '../../../components/search-bar/search-bar';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { pictureLoading } from '../../../lib/picture-loading';
import { townsQuery } from '../../../lib/towns-query';
import { type CentralSchool, centralSchoolsQuery, type TownFilter } from '../after-service-api';
import { townSearchFields } from './town-search-fields';

const FIRST_PAGE: TownFilter = { townCode: '', keyword: '', pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The towns' central schools that run the after-school services, by town. */
export function CentralSchoolsPanel() {
  const towns = useQuery(townsQuery);
  const [filter, setFilter] = useState(FIRST_PAGE);
  const schools = useQuery(centralSchoolsQuery(filter));
  return (
    <div className="space-y-5">
      <SearchBar
        fields={townSearchFields(towns.data ?? [], '搜索学校名称或服务项目')}
        pageSize={filter.pageSize}
        onSearch={({ values, pageNum, pageSize }) =>
          setFilter({ townCode: values.townCode ?? '', keyword: values.keyword ?? '', pageNum, pageSize })
        }
      />
      <PagedList
        label="中心学校"
        className="space-y-4"
        query={schools}
        page={filter}
        onPage={(next) => setFilter((current) => ({ ...current, ...next }))}
        skeleton={<CardGridSkeleton cards={4} />}
        emptyText="没有找到符合条件的中心学校"
      >
        {(items) => (
          <>
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {items.map((school, index) => (
                <li key={school.id}>
                  <CentralSchoolCard school={school} pictureIndex={index} />
                </li>
              ))}
            </ul>
            <div className="card px-5"></div>
          </>
        )}
      </PagedList>
    </div>
  );
}

function CentralSchoolCard({ school, pictureIndex }: { school: CentralSchool; pictureIndex: number }) {
  return (
    <article className="card flex h-full flex-col overflow-hidden sm:flex-row">
      <CoverImage
        src={school.cover}
        loading={pictureLoading(pictureIndex)}
        className="aspect-video w-full sm:w-56 sm:shrink-0"
      />
      <div className="min-w-0 flex-1 p-4">
        <h3 className="font-semibold text-ink">{school.title}</h3>
        <p className="mt-1 text-sm leading-6 text-muted">{school.summary}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">负责人</dt>
          <dd className="text-ink">{school.principal}</dd>
          <dt className="text-muted">联系电话</dt>
          <dd className="text-ink">{school.phone}</dd>
          <dt className="text-muted">服务时间</dt>
          <dd className="text-ink">{school.serviceTime}</dd>
          <dt className="text-muted">地址</dt>
          <dd className="min-w-0 text-ink">{school.address}</dd>
          <dt className="text-muted">覆盖</dt>
          <dd className="text-ink">
            {school.schoolCount} 所学校 · {school.participantCount} 名学生
          </dd>
        </dl>
        <ul aria-label="服务项目" className="mt-3 flex flex-wrap gap-2">
          {school.programmes.map((programme) => (
            <li key={programme} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-700">
              {programme}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
