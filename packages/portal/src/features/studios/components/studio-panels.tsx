import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardGrid } from '../../../components/cards/card-grid';
import { CoverCard } from '../../../components/cards/cover-card';
import { CoverImage } from '../../../components/cards/cover-image';
import { FileListItem } from '../../../components/file-preview/file-list-item';
import { LazyFilePreviewDialog } from '../../../components/file-preview/lazy-file-preview-dialog';
import { PagedView } from '../../../components/lists/paged-view';
import { firstSearchedPage, useListFilter } from '../../../components/lists/use-list-filter';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { SectionPanel } from '../../../components/ui/section-panel';
import { CardGridSkeleton, ListSkeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import { STUDIO_ITEM_KINDS } from '../studio-item-kinds';
import { studioQueries } from '../studios-api';
import { StudioNewsList } from './studio-news-list';

const SMALL_PAGE = 10;

/** A studio's news, paged. */
export function StudioNewsPanel({ studioId }: { studioId: string }) {
  const { filter: paging, onPage } = useListFilter(firstSearchedPage(SMALL_PAGE));
  const news = useQuery(studioQueries.news(studioId, paging));
  return (
    <SectionPanel title="工作室动态">
      <PagedView
        query={news}
        page={paging}
        onPage={onPage}
        skeleton={<ListSkeleton rows={3} />}
        emptyText="暂无工作室动态"
      >
        {(items) => <StudioNewsList news={items} />}
      </PagedView>
    </SectionPanel>
  );
}

/** A studio's resources, paged; each opens the preview, and downloads after sign-in. */
export function StudioFilesPanel({ studioId }: { studioId: string }) {
  const { filter: paging, onPage } = useListFilter(firstSearchedPage(SMALL_PAGE));
  const files = useQuery(studioQueries.files(studioId, paging));
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  return (
    <SectionPanel title="工作室资源">
      <PagedView
        query={files}
        page={paging}
        onPage={onPage}
        skeleton={<ListSkeleton rows={3} />}
        emptyText="暂无工作室资源"
      >
        {(items) => (
          <>
            <ul className="divide-y divide-slate-100">
              {items.map((file, index) => (
                <li key={file.id ?? index}>
                  <FileListItem file={file} onOpen={() => setPreviewIndex(index)} downloadable />
                </li>
              ))}
            </ul>
            <LazyFilePreviewDialog files={items} index={previewIndex} onIndexChange={setPreviewIndex} />
          </>
        )}
      </PagedView>
    </SectionPanel>
  );
}

/** A studio's work: lesson study, public classes and research, one kind at a time, paged. */
export function StudioWorksPanel({ studioId }: { studioId: string }) {
  const [kind, setKind] = useState(STUDIO_ITEM_KINDS[0]?.kind ?? 'ykbk');
  const { filter: paging, onPage } = useListFilter(firstSearchedPage(SMALL_PAGE));
  const items = useQuery(studioQueries.items(studioId, kind, paging));
  const info = STUDIO_ITEM_KINDS.find((entry) => entry.kind === kind);
  return (
    <SectionPanel title="工作室成果">
      <ChoiceChips
        label="成果类型"
        options={STUDIO_ITEM_KINDS.map((entry) => ({ value: entry.kind, label: entry.name }))}
        value={kind}
        onChange={(next) => {
          setKind(next);
          onPage({ pageNum: 1, pageSize: paging.pageSize });
        }}
        className="mb-4"
      />
      <PagedView
        query={items}
        page={paging}
        onPage={onPage}
        skeleton={<CardGridSkeleton cards={3} />}
        emptyText={`暂无${info?.name ?? '成果'}`}
      >
        {(items) => (
          <CardGrid items={items}>
            {(item) => (
              <CoverCard
                href={info?.href(item.id) ?? ''}
                picture={<CoverImage src={item.cover} className="aspect-video w-full" />}
                title={item.title}
                clampTitle
              >
                <span className="mt-2 flex gap-3 text-xs text-muted">
                  <span>{info?.name}</span>
                  <time>{formatDate(item.publishTime)}</time>
                  <span>浏览 {item.viewCount}</span>
                </span>
              </CoverCard>
            )}
          </CardGrid>
        )}
      </PagedView>
    </SectionPanel>
  );
}
