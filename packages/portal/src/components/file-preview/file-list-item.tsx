import { formatDate } from '../../lib/format-date';
import { FileTypeIcon } from './file-type-icon';
import type { PreviewFile } from './preview-file';
import { extensionOf, fileKindOf } from './preview-logic';

/** A file in a list: its type icon, name and facts; a click opens the preview. */
export function FileListItem({ file, onOpen }: { file: PreviewFile; onOpen: () => void }) {
  const facts = [file.schoolName, file.creatorName, file.subjectName, formatDate(file.createDate)].filter(Boolean);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left hover:bg-brand-50"
    >
      <FileTypeIcon kind={fileKindOf(extensionOf(file))} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[15px] text-ink">{file.fileName}</span>
        <span className="block truncate text-xs text-muted">{facts.join(' · ')}</span>
      </span>
      {typeof file.viewCount === 'number' ? (
        <span className="hidden shrink-0 text-xs text-muted sm:inline">浏览 {file.viewCount}</span>
      ) : null}
    </button>
  );
}
