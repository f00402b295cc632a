import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { QueryView } from '../../components/ui/query-view';
import { CardGridSkeleton, ListSkeleton, Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import type { ScreenProps } from '../../lib/navigation/screen-props';
import { useScreenTitle } from '../../lib/page-title';
import { Comments } from './components/comments';
import { PictureViewer } from './components/picture-viewer';
import { PracticePage } from './components/practice-page';
import { type MediaType, mediaTypeOf } from './media-type';
import { practiceQueries } from './practice-api';
import { useCountedView } from './use-counted-view';

/** /zhsj/media/{id}?type=album|video: an album with its picture viewer, or a video; its view counted; comments. */
export default function MediaDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const type = mediaTypeOf(useSearch());
  return (
    <PracticePage
      list={{ label: '相册视频', href: paths.zhsjMedia.getHref(type) }}
      current={type === 'album' ? '相册' : '视频'}
    >
      {type === 'album' ? <Album id={id} /> : <Video id={id} />}
      <Comments targetId={id} />
    </PracticePage>
  );
}

function Facts({
  type,
  id,
  item,
}: {
  type: MediaType;
  id: string;
  item: { schoolName: string; publishTime: string; viewCount: number };
}) {
  const views = useCountedView(type, id);
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-muted">
      {item.schoolName ? <span>{item.schoolName}</span> : null}
      <time>{formatDate(item.publishTime)}</time>
      <span>浏览 {views ?? item.viewCount}</span>
    </p>
  );
}

function Album({ id }: { id: string }) {
  const album = useQuery(practiceQueries.album(id));
  const pictures = useQuery(practiceQueries.pictures(id));
  const [open, setOpen] = useState<number | null>(null);
  useScreenTitle(paths.zhsjMediaDetail.getHref(id, 'album'), album.data?.title);
  return (
    <section aria-label="相册" className="card p-5 md:p-6">
      <QueryView query={album} skeleton={<ListSkeleton rows={2} label="正在加载相册" />}>
        {(data) => (
          <header className="mb-5">
            <h1 className="text-2xl font-semibold text-ink">{data.title}</h1>
            <Facts type="album" id={id} item={data} />
            {data.summary ? <p className="mt-2 text-ink">{data.summary}</p> : null}
          </header>
        )}
      </QueryView>
      <QueryView
        query={pictures}
        skeleton={<CardGridSkeleton cards={6} label="正在加载照片" />}
        isEmpty={(list) => list.length === 0}
        emptyText="相册里还没有照片"
      >
        {(list) => (
          <>
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
              {list.map((picture, index) => (
                <li key={picture.id}>
                  <button
                    type="button"
                    onClick={() => setOpen(index)}
                    aria-label={`查看大图：${picture.title}`}
                    className="block w-full overflow-hidden rounded-lg"
                  >
                    <img
                      src={picture.url || picture.cover}
                      alt=""
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
                    />
                  </button>
                </li>
              ))}
            </ul>
            <PictureViewer pictures={list} index={open} onIndex={setOpen} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function Video({ id }: { id: string }) {
  const video = useQuery(practiceQueries.video(id));
  useScreenTitle(paths.zhsjMediaDetail.getHref(id, 'video'), video.data?.title);
  return (
    <section aria-label="视频" className="card p-5 md:p-6">
      <QueryView query={video} skeleton={<Skeleton className="aspect-video w-full" />}>
        {(data) => {
          const file = data.files.find((f) => f.fileExt === 'mp4') ?? data.files[0];
          return (
            <>
              {file ? (
                // biome-ignore lint/a11y/useMediaCaption: the practice videos are recorded activities without a spoken track to caption.
                <video
                  src={file.fileUrl}
                  poster={data.cover}
                  controls
                  controlsList="nodownload"
                  preload="metadata"
                  className="aspect-video w-full rounded-lg bg-slate-950"
                />
              ) : (
                <p className="py-12 text-center text-muted">视频文件暂不可用</p>
              )}
              <h1 className="mt-5 text-2xl font-semibold text-ink">{data.title}</h1>
              <Facts type="video" id={id} item={data} />
              {data.summary ? <p className="mt-2 text-ink">{data.summary}</p> : null}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
