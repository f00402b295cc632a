import { RESEARCH_ITEM_MAX_CHARS } from '@edu/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../components/ui/status-views';
import { showToast } from '../../../lib/toast';
import { evaluateFile, RESEARCH_QUERY_ROOT, type ResearchFile } from '../research-api';
import { evaluationProblem } from '../research-evaluation';
import { DialogActions } from './dialog-actions';

const SCORES = [1, 2, 3, 4, 5] as const;

/** The administrator scores a result file (1 to 5) with an optional comment. */
export function EvaluateDialog({ file, onClose }: { file: ResearchFile; onClose(): void }) {
  const [score, setScore] = useState<number | undefined>(undefined);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (chosen: number) => evaluateFile(String(file.id ?? ''), chosen, comment.trim()),
    onSuccess: () => {
      showToast('评价成功', 'success');
      void queryClient.invalidateQueries({ queryKey: RESEARCH_QUERY_ROOT });
      onClose();
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = evaluationProblem(score, comment);
    setProblem(found);
    if (!found && score !== undefined) save.mutate(score);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="评价成果">
      <form noValidate onSubmit={submit} className="space-y-4 p-5">
        <p className="text-[15px] [overflow-wrap:anywhere] text-ink">{file.fileName}</p>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">评分</legend>
          <div className="flex gap-2">
            {SCORES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-1 rounded-lg border border-slate-200 px-3 py-1.5 has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="score"
                  value={value}
                  checked={score === value}
                  onChange={() => setScore(value)}
                />
                {value} 分
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block space-y-1">
          <span className="text-sm font-medium text-ink">评语</span>
          <textarea
            rows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            className="w-full rounded-lg border border-slate-200 px-3 py-2 text-[15px]"
            placeholder={`选填，最多 ${RESEARCH_ITEM_MAX_CHARS.comment} 字`}
          />
        </label>
        {problem ? <p className="text-sm text-red-700">{problem}</p> : null}
        <DialogActions label="提交评价" busy={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
