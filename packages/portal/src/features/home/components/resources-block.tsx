import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FileListItem } from '../../../components/file-preview/file-list-item';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { homeQueries } from '../home-api';

// The dialog (and Radix) loads on the first preview, not with the home page.
const FilePreviewDialog = lazy(() =>
  import('../../../components/file-preview/file-preview-dialog').then((module) => ({
    default: module.FilePreviewDialog,
  })),
);

/** Recommended resources with the file preview (SPEC §1 resources; the preview of SPEC §2). */
export function ResourcesBlock() {
  const query = useQuery(homeQueries.recommendedResources);
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  return (
    <SectionPanel title="优质资源">
      <QueryView query={query} skeleton={<ListSkeleton rows={4} />} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <>
            <ul className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
              {page.list.map((file, index) => (
                <li key={String(file.fileId ?? file.id ?? index)}>
                  <FileListItem file={file} onOpen={() => setPreviewIndex(index)} />
                </li>
              ))}
            </ul>
            {previewIndex === undefined ? null : (
              <Suspense fallback={null}>
                <FilePreviewDialog
                  files={page.list}
                  index={previewIndex}
                  onIndexChange={setPreviewIndex}
                  tracking="timed"
                />
              </Suspense>
            )}
          </>
        )}
      </QueryView>
    </SectionPanel>
  );
}
