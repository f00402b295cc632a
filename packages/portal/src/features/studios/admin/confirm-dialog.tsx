import { Dialog } from '../../../components/ui/dialog';
import { ADMIN_STYLES } from './admin-styles';

/** Asks before something is deleted; `onConfirm` runs on 确定, the dialog closes either way. */
export function ConfirmDialog({
  text,
  open,
  onOpenChange,
  onConfirm,
}: {
  text: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="确认删除" className="md:w-[420px]">
      <div className="px-5 py-5">
        <p className="text-ink">{text}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={ADMIN_STYLES.secondary} onClick={() => onOpenChange(false)}>
            取消
          </button>
          <button
            type="button"
            className={ADMIN_STYLES.dangerButton}
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            确定
          </button>
        </div>
      </div>
    </Dialog>
  );
}
