import { useAtomValue } from 'jotai';
import { cn } from '../../lib/cn';
import { toastsAtom } from '../../lib/toast';

const TONES = {
  info: 'border-brand-200 bg-white text-ink',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-800',
} as const;

/** Where toasts appear: top centre, announced politely to screen readers. */
export function ToastRegion() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[2000] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <p
          key={toast.id}
          className={cn('max-w-full rounded-lg border px-4 py-2 text-sm wrap-anywhere shadow-card', TONES[toast.tone])}
        >
          {toast.text}
          {toast.action && (
            <a href={toast.action.href} className="pointer-events-auto ml-3 font-medium text-brand-700 underline">
              {toast.action.label}
            </a>
          )}
        </p>
      ))}
    </div>
  );
}
