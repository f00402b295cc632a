import { cn } from '../../../lib/cn';

export interface DialogActionsProps {
  /** The main button's text. */
  label: string;
  busy?: boolean;
  /** `submit` for a form's button (the default), `danger` for a confirmed deletion. */
  tone?: 'submit' | 'danger';
  /** The danger button's click (a submit button submits its form). */
  onConfirm?: () => void;
  onCancel(): void;
  className?: string;
}

/** The buttons at the foot of the administration's dialogs: 取消, then the main action. */
export function DialogActions({ label, busy, tone = 'submit', onConfirm, onCancel, className }: DialogActionsProps) {
  return (
    <div className={cn('flex justify-end gap-3', className)}>
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg border border-slate-200 px-5 py-2 text-[15px] text-ink hover:bg-slate-50"
      >
        取消
      </button>
      <button
        type={tone === 'submit' ? 'submit' : 'button'}
        disabled={busy}
        onClick={onConfirm}
        className={cn(
          'rounded-lg px-5 py-2 text-[15px] font-medium text-white disabled:opacity-60',
          tone === 'submit' ? 'bg-brand-600 hover:bg-brand-700' : 'bg-red-700 hover:bg-red-800',
        )}
      >
        {label}
      </button>
    </div>
  );
}
