import type { PreviewFile } from '@edu/api-client';
import { formatDate } from '../../lib/format-date';
import { DownloadButton } from './download-button';
import { FileTypeIcon } from './file-type-icon';
import { extensionOf, fileKindOf } from './preview-logic';

export interface FileListItemProps {
  file: PreviewFile;
  onOpen(): void;
  /** A download button beside the file (sign-in needed, SPEC §6). */
  downloadable?: boolean;
  /** A badge before the facts (an award). */
  badge?: string;
}

/** A file in a list: its type icon, name (up to two lines, whole on hover) and facts; a click opens the preview. */
export function FileListItem({ file, onOpen, downloadable, badge }: FileListItemProps) {
  const item = <FileButton file={file} onOpen={onOpen} badge={badge} />;
  if (!downloadable) return item;
  return (
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">{item}</div>
      <DownloadButton file={file} />
    </div>
  );
}

function FileButton({ file, onOpen, badge }: Omit<FileListItemProps, 'downloadable'>) {
  const facts = [file.schoolName, file.creatorName, file.subjectName, formatDate(file.createDate)].filter(Boolean);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left hover:bg-brand-50"
    >
      <FileTypeIcon kind={fileKindOf(extensionOf(file))} />
      <span className="min-w-0 flex-1">
        {/* Two lines hold most names; a longer one is cut there and read whole on hover and in the preview. */}
        <span title={file.fileName ?? undefined} className="line-clamp-2 text-[15px] [overflow-wrap:anywhere] text-ink">
          {file.fileName}
        </span>
        <span className="block truncate text-xs text-muted">
          {badge ? <span className="mr-2 rounded bg-accent-500/15 px-1.5 py-0.5 text-accent-700">{badge}</span> : null}
          {facts.join(' · ')}
        </span>
      </span>
      {typeof file.viewCount === 'number' ? (
        <span className="hidden shrink-0 text-xs text-muted sm:inline">浏览 {file.viewCount}</span>
      ) : null}
    </button>
  );
}
