import { lazy, Suspense } from 'react';
import type { FilePreviewDialogProps } from './file-preview-dialog';

// The dialog (and Radix) loads on the first preview, not with the page that lists the files.
const FilePreviewDialog = lazy(() =>
  import('./file-preview-dialog').then((module) => ({ default: module.FilePreviewDialog })),
);

/** The file preview dialog, loaded on first use; nothing while no file is shown. */
export function LazyFilePreviewDialog(props: FilePreviewDialogProps) {
  if (props.index === undefined) return null;
  return (
    <Suspense fallback={null}>
      <FilePreviewDialog {...props} />
    </Suspense>
  );
}
