import { cn } from '../../../lib/cn';
import { ACTIVITY_STATUS_LABELS, type ActivityStatus } from '../activity-status';

const TONES: Record<ActivityStatus, string> = {
  upcoming: 'bg-amber-100 text-amber-900',
  ongoing: 'bg-emerald-100 text-emerald-900',
  finished: 'bg-slate-100 text-slate-700',
};

/** An activity's state as a small label. */
export function ActivityStatusBadge({ status }: { status: ActivityStatus | undefined }) {
  if (!status) return null;
  return (
    <span className={cn('rounded px-2 py-0.5 text-xs font-medium', TONES[status])}>
      {ACTIVITY_STATUS_LABELS[status]}
    </span>
  );
}
