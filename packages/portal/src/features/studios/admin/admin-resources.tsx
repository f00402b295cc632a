import type { PreviewFile } from '@edu/api-client';
import { addStudioFiles, deleteStudioFile } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FileListItem } from '../../../components/file-preview/file-list-item';
import { LazyFilePreviewDialog } from '../../../components/file-preview/lazy-file-preview-dialog';
import { PagedView } from '../../../components/lists/paged-view';
import { firstSearchedPage, useListFilter } from '../../../components/lists/use-list-filter';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { UploadField } from '../../../components/upload/upload-field';
import {
  PUBLISHABLE_FILE_EXTENSIONS,
  STUDIO_RESOURCE_MAX_COUNT,
  STUDIO_RESOURCE_MAX_SIZE_KB,
} from '../../../config/constants';
import { portal } from '../../../lib/portal-clients';
import { studioQueries } from '../studios-api';
import type { AdminPageProps } from './admin-context';
import { ADMIN_STYLES } from './admin-styles';
import { ConfirmDialog } from './confirm-dialog';
import { useStudioWrite } from './use-studio-write';

/** The studio's resources: each file uploaded is published at once; any can be previewed or deleted. */
export function AdminResources({ studioId }: AdminPageProps) {
  const { filter: paging, onPage } = useListFilter(firstSearchedPage());
  const files = useQuery(studioQueries.files(studioId, paging));
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  const [deleting, setDeleting] = useState<PreviewFile | undefined>(undefined);
  const publish = useStudioWrite(
    (file: { fileName: string; path: string; size: number }) => addStudioFiles(portal, studioId, { files: [file] }),
    '资源已发布',
  );
  const remove = useStudioWrite((id: string) => deleteStudioFile(portal, id), '资源已删除');
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-slate-100 p-4">
        <UploadField
          label="上传资源"
          extensions={PUBLISHABLE_FILE_EXTENSIONS}
          maxSizeKb={STUDIO_RESOURCE_MAX_SIZE_KB}
          maxCount={STUDIO_RESOURCE_MAX_COUNT}
          onUploaded={(result) =>
            publish.mutate({ fileName: result.name, path: result.transcodePath, size: result.size })
          }
        />
        <p className="mt-2 text-xs text-muted">上传完成的文件即发布到工作室资源，访客可预览，登录后可下载。</p>
      </div>
      <PagedView
        query={files}
        page={paging}
        onPage={onPage}
        skeleton={<ListSkeleton rows={4} />}
        emptyText="还没有工作室资源"
      >
        {(items) => (
          <>
            <ul aria-label="资源列表" className="divide-y divide-slate-100">
              {items.map((file, index) => (
                <li key={file.id ?? index} className="flex items-center gap-2">
                  <div className="min-w-0 flex-1">
                    <FileListItem file={file} onOpen={() => setPreviewIndex(index)} />
                  </div>
                  <button
                    type="button"
                    className={ADMIN_STYLES.danger}
                    aria-label={`删除 ${file.fileName ?? ''}`}
                    onClick={() => setDeleting(file)}
                  >
                    删除
                  </button>
                </li>
              ))}
            </ul>
            <LazyFilePreviewDialog files={items} index={previewIndex} onIndexChange={setPreviewIndex} />
          </>
        )}
      </PagedView>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        text={`确定删除资源“${deleting?.fileName ?? ''}”吗？`}
        onConfirm={() => (deleting?.id ? remove.mutate(String(deleting.id)) : undefined)}
      />
    </div>
  );
}
