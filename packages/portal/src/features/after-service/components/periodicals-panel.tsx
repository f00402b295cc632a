import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchBar } from '../../../components/search-bar/search-bar';
import { Pagination } from '../../../components/ui/pagination';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { townsQuery } from '../../../lib/towns-query';
import { magazineItemsQuery, type TownFilter } from '../after-service-api';
import { MagazineItemDialog } from './magazine-item-dialog';
import { MagazineItemList } from './magazine-item-list';
import { townSearchFields } from './town-search-fields';

const FIRST_PAGE: TownFilter = { townCode: '', keyword: '', pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** Every periodical article across the issues, searchable by town and keyword. */
export function PeriodicalsPanel() {
  const towns = useQuery(townsQuery);
  const [filter, setFilter] = useState(FIRST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const items = useQuery(magazineItemsQuery('', filter));
  return (
    <div className="space-y-5">
      <SearchBar
        fields={townSearchFields(towns.data ?? [], '搜索文章标题或摘要')}
        pageSize={filter.pageSize}
        onSearch={({ values, pageNum, pageSize }) =>
          setFilter({ townCode: values.townCode ?? '', keyword: values.keyword ?? '', pageNum, pageSize })
        }
      />
      <section aria-label="期刊文章" className="card px-5 py-2">
        <QueryView
          query={items}
          skeleton={<ListSkeleton rows={5} />}
          isEmpty={(data) => data.list.length === 0}
          emptyText="没有找到符合条件的文章"
        >
          {(data) => (
            <>
              <MagazineItemList page={data} onOpen={setOpenId} />
              <Pagination
                total={data.total}
                pageNum={filter.pageNum}
                pageSize={filter.pageSize}
                onChange={(next) => setFilter((current) => ({ ...current, ...next }))}
              />
            </>
          )}
        </QueryView>
      </section>
      {openId ? <MagazineItemDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
