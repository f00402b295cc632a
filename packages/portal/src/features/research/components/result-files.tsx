import { useState } from 'react';
import { FileListItem } from '../../../components/file-preview/file-list-item';
import { LazyFilePreviewDialog } from '../../../components/file-preview/lazy-file-preview-dialog';
import type { ResearchFile } from '../research-api';
import { scoreText } from '../score-text';

/**
 * Research results (研究成果) and an activity's files: previewable, downloadable after sign-in (SPEC §6),
 * each with the administrator's evaluation.
 */
export function ResultFiles({ files, columns = 2 }: { files: readonly ResearchFile[]; columns?: 1 | 2 }) {
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  return (
    <>
      <ul className={columns === 2 ? 'grid grid-cols-1 gap-x-4 md:grid-cols-2' : 'space-y-1'}>
        {files.map((file, index) => (
          <li key={String(file.id ?? file.fileName)}>
            <FileListItem
              file={file}
              onOpen={() => setPreviewIndex(index)}
              downloadable
              badge={scoreText(file.score, file.scoreCount)}
            />
          </li>
        ))}
      </ul>
      <LazyFilePreviewDialog files={files} index={previewIndex} onIndexChange={setPreviewIndex} />
    </>
  );
}
