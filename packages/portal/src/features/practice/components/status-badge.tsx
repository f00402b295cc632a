import { cn } from '../../../lib/cn';
import { activityStatusLabel } from '../activity-status';

/** 进行中 / 已结束 of an activity; nothing for an unknown state. */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = activityStatusLabel(status);
  if (!label) return null;
  return (
    <span
      className={cn(
        'rounded px-2 py-0.5 text-xs',
        tone === 'ongoing' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {label}
    </span>
  );
}
