import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { PagedView } from '../../components/lists/paged-view';
import { firstSearchedPage, useListFilter } from '../../components/lists/use-list-filter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { MediaCards } from './components/item-card';
import { PracticePage } from './components/practice-page';
import { mediaTypeOf } from './media-type';
import { type ListFilter, practiceQueries } from './practice-api';

const FIELDS: SearchField[] = [{ kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索标题', col: 2 }];
const TYPES = [
  { value: 'album', label: '相册' },
  { value: 'video', label: '视频' },
] as const;

/** /zhsj/media: the practice albums or videos (`?type=`), searchable, paged. */
export default function MediaScreen() {
  const type = mediaTypeOf(useSearch());
  const [, navigate] = useLocation();
  const { filter, onSearch, onPage } = useListFilter<ListFilter>(firstSearchedPage());
  const albums = useQuery({ ...practiceQueries.albums(filter), enabled: type === 'album' });
  const videos = useQuery({ ...practiceQueries.videos(filter), enabled: type === 'video' });
  const query = type === 'album' ? albums : videos;
  return (
    <PracticePage current="相册视频">
      <PageHeader title="相册视频">实践活动的照片与视频，点开相册可逐张浏览大图。</PageHeader>
      <ChoiceChips
        label="类型"
        options={TYPES}
        value={type}
        onChange={(next) => navigate(paths.zhsjMedia.getHref(next), { replace: true })}
      />
      <SearchBar fields={FIELDS} pageSize={filter.pageSize} onSearch={onSearch} />
      <section aria-label={type === 'album' ? '相册列表' : '视频列表'} className="card p-5">
        <PagedView
          query={query}
          page={filter}
          onPage={onPage}
          skeleton={<CardGridSkeleton cards={8} />}
          emptyText={type === 'album' ? '没有找到相册' : '没有找到视频'}
        >
          {(items) => <MediaCards items={items} type={type} />}
        </PagedView>
      </section>
    </PracticePage>
  );
}
