import { cn } from '../../lib/cn';
import type { FileKind } from './preview-logic';

const LOOK: Readonly<Record<FileKind, { label: string; className: string }>> = {
  ppt: { label: 'PPT', className: 'bg-orange-700' },
  word: { label: 'DOC', className: 'bg-blue-700' },
  excel: { label: 'XLS', className: 'bg-emerald-700' },
  pdf: { label: 'PDF', className: 'bg-red-700' },
  image: { label: 'IMG', className: 'bg-violet-700' },
  video: { label: 'MP4', className: 'bg-sky-700' },
  audio: { label: 'MP3', className: 'bg-pink-700' },
  other: { label: 'FILE', className: 'bg-slate-600' },
};

/** The icon per file type (SPEC §2): a coloured badge with the type's short name. */
export function FileTypeIcon({ kind, className }: { kind: FileKind; className?: string }) {
  const look = LOOK[kind];
  return (
    <span
      aria-hidden="true"
      data-kind={kind}
      className={cn(
        'inline-flex h-10 w-9 shrink-0 items-center justify-center rounded-md text-xs font-bold tracking-tighter text-white',
        look.className,
        className,
      )}
    >
      {look.label}
    </span>
  );
}
