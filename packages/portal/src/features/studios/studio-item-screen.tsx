import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FileListItem } from '../../components/file-preview/file-list-item';
import { LazyFilePreviewDialog } from '../../components/file-preview/lazy-file-preview-dialog';
import { ArticleView } from '../../components/ui/article-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { EmptyState } from '../../components/ui/status-views';
import { formatDate } from '../../lib/format-date';
import { useScreenTitle } from '../../lib/page-title';
import { StudioArticleLayout } from './components/studio-article-layout';
import { itemKindOfPath } from './studio-item-kinds';
import { type StudioItemDetails, studioQueries } from './studios-api';

/**
 * /three-studio/ykbkDetail, gkykDetail and jyyjDetail (?id=): one lesson-study, public-class or research
 * item with its body; a public class plays its recording, every item lists its files to preview.
 */
export default function StudioItemScreen() {
  const [pathname] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const kind = itemKindOfPath(pathname);
  const query = useQuery({ ...studioQueries.item(id), enabled: id !== '' });
  useScreenTitle(`${pathname}?id=${encodeURIComponent(id)}`, query.data?.title);
  return (
    <StudioArticleLayout query={query} more={query.data ? <ItemFiles item={query.data} /> : null}>
      {(item) => (
        <>
          {item.kind === 'gkyk' ? <Recording item={item} /> : null}
          <ArticleView
            title={item.title}
            html={item.content}
            facts={
              <>
                <span className="text-brand-700">{item.kindName || kind?.name}</span>
                <span>{item.creatorName}</span>
                <time>{formatDate(item.publishTime)}</time>
                <span>浏览 {item.viewCount}</span>
              </>
            }
          />
        </>
      )}
    </StudioArticleLayout>
  );
}

/** The public class's recording, above its write-up. */
function Recording({ item }: { item: StudioItemDetails }) {
  const video = item.files.find((file) => file.fileExt === 'mp4');
  if (!video) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the class recordings carry no caption tracks.
    <video
      src={video.fileUrl ?? ''}
      poster={item.cover}
      controls
      controlsList="nodownload"
      preload="metadata"
      aria-label={`${item.title} 课堂实录`}
      className="mb-6 aspect-video w-full rounded-lg bg-slate-950"
    />
  );
}

function ItemFiles({ item }: { item: StudioItemDetails }) {
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  return (
    <SectionPanel title="相关文件">
      {item.files.length === 0 ? (
        <EmptyState text="暂无文件" />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {item.files.map((file, index) => (
              <li key={file.id ?? index}>
                <FileListItem file={file} onOpen={() => setPreviewIndex(index)} downloadable />
              </li>
            ))}
          </ul>
          <LazyFilePreviewDialog files={item.files} index={previewIndex} onIndexChange={setPreviewIndex} />
        </>
      )}
    </SectionPanel>
  );
}
