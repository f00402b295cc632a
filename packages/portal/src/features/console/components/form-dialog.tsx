import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from './dialog-actions';

/**
 * A console dialog that is one form: its fields, then 取消 and the submit button (`submitLabel`, held while
 * `busy`). `onSubmit` checks the fields and starts the write; closing the dialog saves nothing.
 */
export function FormDialog({
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      <form
        className="space-y-4 overflow-y-auto px-5 py-5"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <DialogActions onCancel={onClose} busy={busy}>
          {submitLabel}
        </DialogActions>
      </form>
    </Dialog>
  );
}
