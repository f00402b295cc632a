import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useCurrentHref } from '../../lib/navigation/use-current-href';
import type { SessionUser } from '../../lib/session/session-user';
import { unreadBadgeText } from '../../lib/session/unread-badge';
import { useUnreadCount } from '../../lib/session/use-session';

const BELL = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" strokeLinejoin="round" />
    <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
  </svg>
);

const bellClass = 'relative inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10';

/**
 * The message bell (SPEC §2, §6): with the unread badge for a signed-in user (0 hidden, above 99 '99+');
 * for an anonymous visitor a click starts sign-in.
 */
export function MessageBell({ user }: { user: SessionUser | null }) {
  const here = useCurrentHref();
  const count = useUnreadCount(user);
  if (!user) {
    return (
      <Link href={paths.login.getHref(here)} aria-label="消息（请先登录）" className={bellClass}>
        {BELL}
      </Link>
    );
  }
  const badge = unreadBadgeText(count);
  return (
    <Link
      href={paths.messages.getHref()}
      aria-label={badge ? `消息，${badge} 条未读` : '消息'}
      className={bellClass}
      data-testid="message-bell"
    >
      {BELL}
      {badge ? (
        <span
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
