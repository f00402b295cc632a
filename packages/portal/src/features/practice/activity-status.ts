/** An activity's state as the list and its page show it (the server's `status`: ongoing or finished). */
export function activityStatusLabel(status: string): { label: string; tone: 'ongoing' | 'finished' | 'unknown' } {
  if (status === 'ongoing') return { label: '进行中', tone: 'ongoing' };
  if (status === 'finished') return { label: '已结束', tone: 'finished' };
  return { label: '', tone: 'unknown' };
}
