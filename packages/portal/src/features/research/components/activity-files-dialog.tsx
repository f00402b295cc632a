import { FILES_PER_ATTACH_MAX, type UploadResult } from '@edu/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { EmptyState, errorText } from '../../../components/ui/status-views';
import { UploadField } from '../../../components/upload/upload-field';
import { PUBLISHABLE_FILE_EXTENSIONS, RESEARCH_FILE_MAX_KB } from '../../../config/constants';
import { showToast } from '../../../lib/toast';
import { addFilesToActivity, RESEARCH_QUERY_ROOT, type ResearchActivity, researchQueries } from '../research-api';
import { DeleteFilesButton } from './delete-files-button';
import { FileSelectionTable } from './file-selection-table';

/**
 * An activity's result files for the administrator: upload several through the upload component (SPEC
 * §5: formats, size, count) and add them in one batch; tick several and delete them in one batch.
 */
export function ActivityFilesDialog({ activity, onClose }: { activity: ResearchActivity; onClose(): void }) {
  const query = useQuery(researchQueries.activity(activity.id));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uploaded, setUploaded] = useState<readonly UploadResult[]>([]);
  // A new upload field after each batch: the files it listed are now the activity's.
  const [round, setRound] = useState(0);
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () =>
      addFilesToActivity(
        activity.id,
        uploaded.map((file) => ({ fileName: file.name, path: file.transcodePath, size: file.size })),
      ),
    onSuccess: () => {
      showToast(`已添加 ${uploaded.length} 个文件`, 'success');
      setUploaded([]);
      setRound((value) => value + 1);
      void queryClient.invalidateQueries({ queryKey: RESEARCH_QUERY_ROOT });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`活动文件：${activity.title}`}
      titleText="活动文件"
      lockOutside
      className="md:w-[760px]"
    >
      <div className="space-y-5 overflow-y-auto p-5">
        <section aria-label="添加文件" className="space-y-3 rounded-lg bg-slate-50 p-4">
          <UploadField
            key={round}
            label="选择文件上传"
            extensions={PUBLISHABLE_FILE_EXTENSIONS}
            maxSizeKb={RESEARCH_FILE_MAX_KB}
            maxCount={FILES_PER_ATTACH_MAX.research}
            onUploaded={(result) => setUploaded((files) => [...files, result])}
            onRemoved={(result) => setUploaded((files) => files.filter((file) => file !== result))}
          />
          <button
            type="button"
            disabled={uploaded.length === 0 || add.isPending}
            onClick={() => add.mutate()}
            className="rounded-lg bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            添加到活动（{uploaded.length}）
          </button>
        </section>
        <section aria-label="已有文件" className="space-y-3">
          <div className="flex items-center gap-3">
            <h3 className="font-medium text-ink">已有成果文件</h3>
            <span className="ml-auto">
              <DeleteFilesButton ids={selected} onDeleted={() => setSelected(new Set())} />
            </span>
          </div>
          <QueryView query={query} skeleton={<ListSkeleton rows={3} />}>
            {(details) => {
              const files = details.files.filter((file) => file.category === 'research');
              return files.length > 0 ? (
                <FileSelectionTable files={files} selected={selected} onSelectedChange={setSelected} />
              ) : (
                <EmptyState text="还没有成果文件" />
              );
            }}
          </QueryView>
        </section>
      </div>
    </Dialog>
  );
}
