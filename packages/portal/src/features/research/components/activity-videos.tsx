import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { countVideoView, type ResearchFile } from '../research-api';

/**
 * An activity's recordings: a player (no download control, SPEC §2) and, when there are several, a row
 * to choose one. The first play of each recording counts a view (SPEC §7 activities/video/{id}).
 */
export function ActivityVideos({ videos, poster }: { videos: readonly ResearchFile[]; poster: string }) {
  const [index, setIndex] = useState(0);
  const [counted, setCounted] = useState<ReadonlySet<string>>(new Set());
  const video = videos[index] ?? videos[0];
  if (!video) return null;
  const id = String(video.id ?? '');
  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/useMediaCaption: classroom recordings of research activities, without a caption track. */}
      <video
        key={id}
        src={video.fileUrl ?? ''}
        poster={poster}
        controls
        controlsList="nodownload"
        preload="metadata"
        aria-label={video.fileName ?? '活动视频'}
        className="aspect-video w-full rounded-lg bg-slate-950"
        onPlay={() => {
          if (!id || counted.has(id)) return;
          setCounted(new Set([...counted, id]));
          // A view that could not be counted is not worth an error in front of the video.
          void countVideoView(id).catch(() => undefined);
        }}
      />
      <p className="text-sm text-muted">正在播放：{video.fileName}</p>
      {videos.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="视频列表">
          {videos.map((item, i) => (
            <li key={String(item.id ?? i)}>
              <button
                type="button"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  'rounded-lg border px-3 py-1.5 text-sm',
                  i === index ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-slate-200 text-ink',
                )}
              >
                {item.fileName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
