import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import type { PersonalMessage } from '../personal-api';

/**
 * One line of a message list: a dot that is red while unread, the title (its state said to a screen
 * reader), and the date. `titleClassName` sizes the title; `sayRead` also names a read message as read
 * (the messages tab, where read and unread stand side by side under 全部).
 */
export function MessageLine({
  message,
  titleClassName,
  sayRead = false,
}: {
  message: PersonalMessage;
  titleClassName?: string;
  sayRead?: boolean;
}) {
  const stateLabel = message.isRead ? (sayRead ? '已读：' : null) : '未读：';
  return (
    <>
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', message.isRead ? 'bg-slate-200' : 'bg-red-500')}
      />
      <span
        className={cn(
          'min-w-0 flex-1 truncate',
          titleClassName,
          'group-hover:text-brand-600',
          message.isRead ? 'text-muted' : 'font-medium text-ink',
        )}
      >
        {stateLabel ? <span className="sr-only">{stateLabel}</span> : null}
        {message.title}
      </span>
      <time className="shrink-0 text-xs text-muted">{formatDate(message.createDate)}</time>
    </>
  );
}
