import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedList } from '../../../components/lists/paged-list';
import { SearchBar } from '../../../components/search-bar/search-bar';
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
      <PagedList
        label="期刊文章"
        query={items}
        page={filter}
        onPage={(next) => setFilter((current) => ({ ...current, ...next }))}
        skeleton={<ListSkeleton rows={5} />}
        emptyText="没有找到符合条件的文章"
      >
        {(items) => <MagazineItemList items={items} onOpen={setOpenId} />}
      </PagedList>
      {openId ? <MagazineItemDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
