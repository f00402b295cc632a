import { FileTypeIcon } from '../../../components/file-preview/file-type-icon';
import { extensionOf, fileKindOf } from '../../../components/file-preview/preview-logic';
import type { Exhibit } from '../exhibition-api';

const badge = 'rounded-full bg-accent-700 px-2.5 py-0.5 text-xs text-white';

/** One exhibit in the hall: a work's card (type, award, author, contest), a painting or an album cover. */
export function ExhibitCard({
  exhibit,
  pictureLoading,
  onOpen,
}: {
  exhibit: Exhibit;
  pictureLoading: 'eager' | 'lazy';
  onOpen(): void;
}) {
  if (exhibit.exhibitType === 'entry') {
    return (
      <button
        type="button"
        onClick={onOpen}
        className="flex h-full w-full flex-col gap-3 rounded-lg border border-slate-100 p-4 text-left hover:shadow-card"
      >
        <span className="flex items-center gap-3">
          <FileTypeIcon kind={fileKindOf(extensionOf(exhibit.file))} />
          {exhibit.award ? <span className={badge}>{exhibit.award}</span> : null}
        </span>
        <span title={exhibit.title} className="line-clamp-2 font-medium [overflow-wrap:anywhere] text-ink">
          {exhibit.title}
        </span>
        <span className="mt-auto block truncate text-xs text-muted">
          {[exhibit.creatorName, exhibit.schoolName].filter(Boolean).join(' · ')}
        </span>
        <span className="block truncate text-xs text-muted">{exhibit.contestTitle}</span>
      </button>
    );
  }
  const photos = exhibit.exhibitType === 'album' ? exhibit.pictures.length : 0;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="block h-full w-full overflow-hidden rounded-lg border border-slate-100 text-left hover:shadow-card"
    >
      <span className="relative block">
        <img src={exhibit.cover} alt="" loading={pictureLoading} className="aspect-video w-full object-cover" />
        {exhibit.exhibitType === 'paint' && exhibit.award ? (
          <span className={`${badge} absolute top-2 right-2`}>{exhibit.award}</span>
        ) : null}
        {exhibit.exhibitType === 'album' ? (
          <span className="absolute right-2 bottom-2 rounded bg-slate-900/70 px-2 py-0.5 text-xs text-white">
            {photos} 张照片
          </span>
        ) : null}
      </span>
      <span className="block p-3">
        <span title={exhibit.title} className="line-clamp-2 font-medium [overflow-wrap:anywhere] text-ink">
          {exhibit.title}
        </span>
        <span className="mt-1 block truncate text-xs text-muted">
          {exhibit.exhibitType === 'paint' ? exhibit.summary : exhibit.schoolName}
        </span>
      </span>
    </button>
  );
}
