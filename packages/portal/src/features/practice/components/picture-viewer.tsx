import type { KeyboardEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { stepPicture } from '../media-type';
import type { Picture } from '../practice-api';

const arrow =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/60 text-2xl text-white hover:bg-slate-900/80 disabled:opacity-30';

/** The album's picture viewer: one picture large, previous/next (buttons and arrow keys), its place in the album. */
export function PictureViewer({
  pictures,
  index,
  onIndex,
}: {
  pictures: readonly Picture[];
  index: number | null;
  onIndex: (index: number | null) => void;
}) {
  const picture = index === null ? undefined : pictures[index];
  const go = (step: -1 | 1) => index !== null && onIndex(stepPicture(index, step, pictures.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  return (
    <Dialog
      open={picture !== undefined}
      onOpenChange={(open) => !open && onIndex(null)}
      title={picture ? `${picture.title}（${(index ?? 0) + 1} / ${pictures.length}）` : ''}
      className="md:w-[960px]"
    >
      {picture ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys step through the pictures while focus is in the viewer.
        <div className="relative flex items-center justify-center bg-slate-950" onKeyDown={onKeyDown}>
          <img src={picture.url || picture.cover} alt={picture.title} className="max-h-[70vh] w-full object-contain" />
          <button
            type="button"
            aria-label="上一张"
            disabled={index === 0}
            onClick={() => go(-1)}
            className={`${arrow} left-3`}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="下一张"
            disabled={index === pictures.length - 1}
            onClick={() => go(1)}
            className={`${arrow} right-3`}
          >
            ›
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
