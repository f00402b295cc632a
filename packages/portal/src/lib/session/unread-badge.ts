import { UNREAD_BADGE_MAX_COUNT, UNREAD_BADGE_OVERFLOW_LABEL } from '../../config/constants';

/** SPEC §4: the unread badge's text; `undefined` hides it (0, or no count yet). Above 99 reads '99+'. */
export function unreadBadgeText(count: number | undefined): string | undefined {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return undefined;
  return count > UNREAD_BADGE_MAX_COUNT ? UNREAD_BADGE_OVERFLOW_LABEL : String(Math.floor(count));
}
