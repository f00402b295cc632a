import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../components/ui/status-views';
import { showToast } from '../../../lib/toast';
import { deleteFiles, RESEARCH_QUERY_ROOT } from '../research-api';
import { ConfirmDialog } from './confirm-dialog';

/** Deletes the ticked research files together (all or none), after a confirmation. */
export function DeleteFilesButton({ ids, onDeleted }: { ids: ReadonlySet<string>; onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteFiles([...ids]),
    onSuccess: () => {
      showToast(`已删除 ${ids.size} 个文件`, 'success');
      setConfirming(false);
      onDeleted();
      void queryClient.invalidateQueries({ queryKey: RESEARCH_QUERY_ROOT });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  return (
    <>
      <button
        type="button"
        disabled={ids.size === 0}
        onClick={() => setConfirming(true)}
        className="rounded-lg border border-red-700 px-4 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        删除所选（{ids.size}）
      </button>
      {confirming ? (
        <ConfirmDialog
          title="批量删除文件"
          text={`确定删除所选的 ${ids.size} 个文件吗？删除后无法恢复。`}
          confirmLabel="确定删除"
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
