/** How an activity stands on a given day. */
export type ActivityStatus = 'upcoming' | 'ongoing' | 'finished';

export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, string> = {
  upcoming: '即将开始',
  ongoing: '进行中',
  finished: '已结束',
};

/**
 * The state the server gives (the seeded activities carry one), else from the activity's day: after
 * today upcoming, today ongoing, before today finished. `today` is YYYY-MM-DD.
 */
export function activityStatusOf(status: string, startDate: string, today: string): ActivityStatus | undefined {
  if (status === 'upcoming' || status === 'ongoing' || status === 'finished') return status;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return undefined;
  if (startDate > today) return 'upcoming';
  return startDate === today ? 'ongoing' : 'finished';
}
