import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { QueryView } from '../../components/ui/query-view';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import type { ScreenProps } from '../../lib/navigation/screen-props';
import { useCurrentHref } from '../../lib/navigation/use-current-href';
import { useScreenTitle } from '../../lib/page-title';
import { SESSION_QUERY_KEY } from '../../lib/session/session-query-keys';
import { isSignedIn, type SessionUser, userIdOf } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { markRead, userMessageQuery } from './messages-api';

/** /messageInfo/{id}: one of the signed-in user's messages, marked read when opened. */
export default function MessageDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const session = useSession();
  const here = useCurrentHref();
  const user = session.status === 'ready' && isSignedIn(session.user) ? session.user : null;
  return (
    <div className="page-container py-6">
      <nav aria-label="位置" className="mb-4 text-sm text-muted">
        <Link href={paths.messages.getHref()} className="hover:text-brand-600">
          消息通知
        </Link>
        <span className="mx-2">/</span>
        <span>消息详情</span>
      </nav>
      <article className="card mx-auto max-w-3xl px-5 py-6 md:px-10 md:py-8">
        {session.status === 'loading' ? <ListSkeleton rows={2} /> : null}
        {user ? <MessageBody id={id} user={user} /> : null}
        {session.status === 'ready' && !user ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center text-muted">
            <h1 className="text-lg text-ink">消息详情</h1>
            <p>消息仅收件人可见，请登录后查看。</p>
            <Link
              href={paths.login.getHref(here)}
              className="rounded-lg bg-brand-600 px-6 py-2 text-white hover:bg-brand-700"
            >
              登录
            </Link>
          </div>
        ) : null}
      </article>
    </div>
  );
}

function MessageBody({ id, user }: { id: string; user: SessionUser }) {
  const userId = userIdOf(user) ?? '';
  const query = useQuery(userMessageQuery(userId, id));
  const queryClient = useQueryClient();
  useScreenTitle(paths.messageDetail.getHref(id), query.data?.title);
  const unread = query.data && !query.data.isRead;

  useEffect(() => {
    if (!unread) return;
    markRead(id).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY.unreadRoot });
        void queryClient.invalidateQueries({ queryKey: ['messages', 'mine'] });
      },
      () => undefined,
    );
  }, [id, unread, queryClient]);

  return (
    <QueryView query={query} skeleton={<ListSkeleton rows={2} />}>
      {(message) => (
        <>
          <h1 className="text-2xl font-semibold text-ink">{message.title}</h1>
          <p className="mt-3 flex flex-wrap gap-x-4 border-b border-slate-100 pb-4 text-sm text-muted">
            <span>发送人：{message.sender || '平台'}</span>
            <time>{formatDate(message.createDate)}</time>
          </p>
          <p className="mt-6 text-[17px] leading-8 whitespace-pre-wrap wrap-anywhere text-ink">{message.content}</p>
        </>
      )}
    </QueryView>
  );
}
