import { Dialog } from '../../../components/ui/dialog';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before something that cannot be undone (deleting an item or files). */
export function ConfirmDialog({ title, text, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())} title={title}>
      <div className="space-y-5 p-5">
        <p className="text-[15px] text-ink">{text}</p>
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg border border-slate-200 px-5 py-2 text-[15px] text-ink hover:bg-slate-50"
          >
            取消
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onConfirm}
            className="rounded-lg bg-red-700 px-5 py-2 text-[15px] font-medium text-white hover:bg-red-800 disabled:opacity-60"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
