import type { PreviewFile } from '@edu/api-client';
import { useState } from 'react';
import { FileListItem } from '../../../components/file-preview/file-list-item';
import { LazyFilePreviewDialog } from '../../../components/file-preview/lazy-file-preview-dialog';

/** Resources in two columns, each previewable (timed view, SPEC §4) and downloadable after sign-in. */
export function FilePageList({ files }: { files: readonly PreviewFile[] }) {
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  return (
    <>
      <ul className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
        {files.map((file, index) => (
          <li key={String(file.fileId ?? file.id ?? file.fileName)}>
            <FileListItem file={file} onOpen={() => setPreviewIndex(index)} downloadable />
          </li>
        ))}
      </ul>
      <LazyFilePreviewDialog files={files} index={previewIndex} onIndexChange={setPreviewIndex} tracking="timed" />
    </>
  );
}
