import type { PreviewFile } from '@edu/api-client';
import { lazy, type MouseEvent, Suspense, useRef } from 'react';
import { PREVIEW_IMAGE_HEIGHT_PX, PREVIEW_PLAYER_HEIGHT_PX, PREVIEW_PLAYER_WIDTH_PX } from '../../config/constants';
import { PORTAL_MESSAGES } from '../../config/messages';
import { Dialog } from '../ui/dialog';
import { FileTypeIcon } from './file-type-icon';
import { extensionOf, fileIdOf, fileKindOf, previewArrows, previewModeOf } from './preview-logic';
import { useFileDownload } from './use-file-download';
import { useViewTracking, type ViewTracking } from './use-view-tracking';

// pdf.js (and its worker) load only when a PDF is previewed.
const PdfPreview = lazy(() => import('./pdf/pdf-preview'));

export interface FilePreviewDialogProps {
  /** The list being previewed and the index shown; `index` undefined = closed. */
  files: readonly PreviewFile[];
  index: number | undefined;
  onIndexChange(index: number | undefined): void;
  /** How views are recorded (default `count`). */
  tracking?: ViewTracking;
  /** A timed view ended (SPEC §4's query event with the file id). */
  onTimedViewClosed?: (fileId: string) => void;
}

const arrowClass =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/60 text-2xl text-white hover:bg-slate-900/80 disabled:cursor-not-allowed disabled:opacity-30';

/**
 * The file preview dialog (SPEC §2, §4): 1037 px wide (full screen on a phone), not closed by a click
 * outside; the file name and extension with its type icon; images 620 px high, mp4 in a 945×587 player
 * without the download control, mp3 in an audio player on the page, PDFs drawn by pdf.js (see pdf/), other
 * previewable types in a 945×587 frame, '无法在线预览' with a download button otherwise; arrows through the
 * list; views recorded; a playing video or recording paused on close.
 */
export function FilePreviewDialog({
  files,
  index,
  onIndexChange,
  tracking = 'count',
  onTimedViewClosed,
}: FilePreviewDialogProps) {
  const file = index === undefined ? undefined : files[index];
  const player = useRef<HTMLMediaElement>(null);
  const download = useFileDownload();
  useViewTracking(file ? fileIdOf(file) : undefined, tracking, onTimedViewClosed);
  if (!file || index === undefined) return null;

  const extension = extensionOf(file);
  const mode = previewModeOf(file);
  const arrows = previewArrows(index, files.length);
  const name = file.fileName || '未命名文件';
  // The extension is shown beside the name (SPEC §2), so the name drops it when it ends with it.
  const shownName =
    extension && name.toLowerCase().endsWith(`.${extension}`) ? name.slice(0, -extension.length - 1) : name;
  // A video or a recording plays here only (no download button, no context menu); closing pauses it.
  const playerProps = (src: string) => ({
    ref: (element: HTMLMediaElement | null) => {
      player.current = element;
    },
    src,
    controls: true,
    controlsList: 'nodownload',
    onContextMenu: (event: MouseEvent) => event.preventDefault(),
  });
  const close = () => {
    player.current?.pause();
    onIndexChange(undefined);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      lockOutside
      title={
        <>
          {shownName}
          {extension ? <span className="ml-2 text-sm font-normal text-muted uppercase">.{extension}</span> : null}
        </>
      }
      titleText={`预览：${name}`}
      headerExtra={<FileTypeIcon kind={fileKindOf(extension)} />}
      className="md:w-[1037px]"
    >
      <div className="relative flex min-h-[60vh] items-center justify-center bg-slate-50 p-4 md:min-h-0 md:p-6">
        {mode.kind === 'image' ? (
          <img
            src={mode.src}
            alt={name}
            className="max-h-[70vh] w-auto max-w-full object-contain md:max-h-none"
            style={{ height: `min(${PREVIEW_IMAGE_HEIGHT_PX}px, 70vh)` }}
          />
        ) : null}
        {mode.kind === 'video' ? (
          // No caption track: the demo and uploaded lesson videos carry none.
          <video
            {...playerProps(mode.src)}
            key={mode.src}
            className="aspect-[945/587] w-full max-w-[945px] bg-black"
            style={{ maxHeight: `${PREVIEW_PLAYER_HEIGHT_PX}px` }}
          />
        ) : null}
        {mode.kind === 'audio' ? (
          // No caption track: uploaded recordings carry none.
          <audio {...playerProps(mode.src)} key={mode.src} className="w-full max-w-[600px]" />
        ) : null}
        {mode.kind === 'pdf' ? (
          <Suspense
            fallback={
              <p role="status" aria-label="正在加载预览" className="py-24 text-muted">
                正在加载预览…
              </p>
            }
          >
            <PdfPreview key={mode.src} src={mode.src} name={name} />
          </Suspense>
        ) : null}
        {mode.kind === 'frame' ? (
          <iframe
            key={mode.src}
            src={mode.src}
            title={`${name} 预览`}
            className="h-[70vh] w-full max-w-[945px] rounded border border-slate-200 bg-white md:h-auto md:aspect-[945/587]"
            style={{ maxWidth: `${PREVIEW_PLAYER_WIDTH_PX}px` }}
          />
        ) : null}
        {mode.kind === 'unavailable' ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <FileTypeIcon kind={fileKindOf(extension)} className="h-14 w-12 text-xs" />
            <p className="text-lg text-ink">{PORTAL_MESSAGES.cannotPreview}</p>
            <button
              type="button"
              onClick={() => download(file)}
              className="rounded-lg bg-brand-600 px-6 py-2 text-white hover:bg-brand-700"
            >
              下载文件
            </button>
          </div>
        ) : null}
        {arrows.shown ? (
          <>
            <button
              type="button"
              aria-label="上一个文件"
              disabled={!arrows.previous}
              onClick={() => onIndexChange(index - 1)}
              className={`${arrowClass} left-2`}
            >
              ‹
            </button>
            <button
              type="button"
              aria-label="下一个文件"
              disabled={!arrows.next}
              onClick={() => onIndexChange(index + 1)}
              className={`${arrowClass} right-2`}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {arrows.shown ? (
        <p className="border-t border-slate-100 px-5 py-2 text-center text-sm text-muted">
          {index + 1} / {files.length}
        </p>
      ) : null}
    </Dialog>
  );
}
