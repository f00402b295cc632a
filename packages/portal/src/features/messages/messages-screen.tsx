import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { PagedView } from '../../components/lists/paged-view';
import { type ReadFilter, ReadFilterChips } from '../../components/messages/read-filter-chips';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format-date';
import { useCurrentHref } from '../../lib/navigation/use-current-href';
import { type SessionUser, userIdOf } from '../../lib/session/session-user';
import { useSessionUser } from '../../lib/session/use-session';
import { noticesQuery, userMessagesQuery } from './messages-api';
import { FIRST_NOTICES_PAGE } from './messages-first-data';

/** /jhmessage: the public notices for anyone, and the signed-in user's own messages. */
export default function MessagesScreen() {
  const user = useSessionUser();
  const here = useCurrentHref();
  return (
    <div className="page-container grid grid-cols-1 gap-6 py-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <header className="lg:col-span-2">
        <h1 className="text-2xl font-semibold text-ink">消息通知</h1>
        <p className="mt-1 text-muted">平台通知公告，以及发给您的个人消息。</p>
      </header>
      {/* A visitor sees the public notices first; a signed-in user, their own messages. */}
      <section aria-labelledby="my-messages" className={user ? 'card p-5' : 'card order-last p-5 lg:order-none'}>
        <h2 id="my-messages" className="mb-4 text-lg font-semibold text-ink">
          我的消息
        </h2>
        {user ? (
          <UserMessages user={user} />
        ) : (
          <div className="flex flex-col items-center gap-3 py-12 text-center text-muted">
            <p>登录后查看您的个人消息。</p>
            <Link
              href={paths.login.getHref(here)}
              className="rounded-lg bg-brand-600 px-6 py-2 text-white hover:bg-brand-700"
            >
              登录
            </Link>
          </div>
        )}
      </section>
      <Notices />
    </div>
  );
}

function UserMessages({ user }: { user: SessionUser }) {
  const [read, setRead] = useState<ReadFilter>('all');
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useQuery(userMessagesQuery(userIdOf(user) ?? '', read, page.pageNum, page.pageSize));
  return (
    <>
      <ReadFilterChips
        value={read}
        onChange={(filter) => {
          setRead(filter);
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
        className="mb-3"
      />
      <PagedView query={query} page={page} onPage={setPage} skeleton={<ListSkeleton rows={4} />} emptyText="暂无消息">
        {(items) => (
          <>
            <ul className="divide-y divide-slate-100">
              {items.map((message) => (
                <li key={message.id}>
                  <Link href={paths.messageDetail.getHref(message.id)} className="group flex items-start gap-3 py-3">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-2 size-2 shrink-0 rounded-full',
                        message.isRead ? 'bg-transparent' : 'bg-red-500',
                      )}
                    />
                    <span className="min-w-0 flex-1">
                      <span
                        className={cn(
                          'block truncate text-[15px] group-hover:text-brand-600',
                          message.isRead ? 'text-muted' : 'font-medium text-ink',
                        )}
                      >
                        {message.isRead ? '' : <span className="sr-only">未读：</span>}
                        {message.title}
                      </span>
                      <span className="block truncate text-sm text-muted">{message.content}</span>
                    </span>
                    <time className="shrink-0 text-xs text-muted">{formatDate(message.createDate)}</time>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedView>
    </>
  );
}

function Notices() {
  const [page, setPage] = useState(FIRST_NOTICES_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useQuery(noticesQuery(page.pageNum, page.pageSize));
  return (
    <section aria-labelledby="notices" className="card p-5">
      <h2 id="notices" className="mb-4 text-lg font-semibold text-ink">
        通知公告
      </h2>
      <PagedView query={query} page={page} onPage={setPage} skeleton={<ListSkeleton rows={4} />} emptyText="暂无公告">
        {(items) => (
          <>
            <ul className="divide-y divide-slate-100">
              {items.map((notice) => {
                const open = openId === notice.id;
                return (
                  <li key={notice.id} className="py-3">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={`notice-${notice.id}`}
                      onClick={() => setOpenId(open ? null : notice.id)}
                      className="flex w-full items-start gap-3 text-left"
                    >
                      <span className="min-w-0 flex-1 text-[15px] font-medium text-ink hover:text-brand-600">
                        {notice.title}
                      </span>
                      <time className="shrink-0 text-xs text-muted">
                        {formatDate(notice.publishTime || notice.createDate)}
                      </time>
                    </button>
                    <p id={`notice-${notice.id}`} hidden={!open} className="mt-2 text-sm leading-7 text-muted">
                      {notice.summary}
                    </p>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </PagedView>
    </section>
  );
}
