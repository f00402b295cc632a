import { useAtomValue } from 'jotai';
import { toastsAtom } from '../state/toast-atoms';

const TONES = {
  success: 'bg-emerald-700',
  warning: 'bg-amber-700',
  error: 'bg-red-600',
  info: 'bg-gray-800',
} as const;

/** SPEC §8 toasts, announced politely. */
export function ToastRegion() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div
      role="status"
      aria-live="polite"
      className="edu-dialog-layer pointer-events-none fixed top-4 left-1/2 flex -translate-x-1/2 flex-col items-center gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          part="toast"
          data-tone={toast.tone}
          className={`rounded-lg px-4 py-2 text-sm text-white shadow-lg ${TONES[toast.tone]}`}
        >
          {toast.message}
        </div>
      ))}
    </div>
  );
}
