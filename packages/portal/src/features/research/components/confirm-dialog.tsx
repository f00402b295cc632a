import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from './dialog-actions';

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
        <DialogActions label={confirmLabel} tone="danger" busy={busy} onConfirm={onConfirm} onCancel={onCancel} />
      </div>
    </Dialog>
  );
}
