import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PagedView } from '../../../components/lists/paged-view';
import { ReadFilterChips } from '../../../components/messages/read-filter-chips';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-query-keys';
import { type SessionUser, userIdOf } from '../../../lib/session/session-user';
import { showToast } from '../../../lib/toast';
import { markRead, type PersonalMessage, personalQueries } from '../personal-api';
import { type MessageFilter, personalSearch } from '../personal-tabs';
import { MessageLine } from './message-line';

/**
 * The messages tab (typeIndex 2; `index` picks the filter): the user's messages, read and unread. Opening
 * one shows its text here and marks it read; its own page has the full detail.
 */
export function MessagesTab({ user, filter }: { user: SessionUser; filter: MessageFilter }) {
  const userId = userIdOf(user) ?? '';
  const [, navigate] = useLocation();
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [pageFilter, setPageFilter] = useState(filter);
  if (pageFilter !== filter) {
    // Another filter starts at its first page.
    setPageFilter(filter);
    setPage((current) => ({ ...current, pageNum: 1 }));
  }
  const query = useQuery(personalQueries.messages(userId, filter, page.pageNum, page.pageSize));
  return (
    <SectionPanel
      title="我的消息"
      actions={
        <ReadFilterChips
          value={filter}
          onChange={(value) => navigate(`${paths.personal.path}?${personalSearch('messages', value)}`)}
        />
      }
    >
      <PagedView
        query={query}
        page={page}
        onPage={setPage}
        skeleton={<ListSkeleton rows={5} />}
        emptyText={filter === 'unread' ? '没有未读消息' : '暂无消息'}
      >
        {(items) => (
          <>
            <ul className="divide-y divide-slate-100">
              {items.map((message) => (
                <MessageRow key={message.id} message={message} userId={userId} />
              ))}
            </ul>
          </>
        )}
      </PagedView>
    </SectionPanel>
  );
}

function MessageRow({ message, userId }: { message: PersonalMessage; userId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const toggle = () => {
    setOpen(!open);
    if (open || message.isRead) return;
    markRead(message.id).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY.unreadRoot });
        // The row stays where it is, now read (a refetch would drop it from the unread list while open);
        // the other lists are stale and load again when shown.
        const mine = ['messages', 'mine', userId];
        queryClient.setQueriesData<{ list: PersonalMessage[] }>({ queryKey: mine }, (page) =>
          page ? { ...page, list: page.list.map((m) => (m.id === message.id ? { ...m, isRead: true } : m)) } : page,
        );
        void queryClient.invalidateQueries({ queryKey: mine, refetchType: 'none' });
      },
      () => showToast('标记已读失败，请稍后再试', 'error'),
    );
  };
  return (
    <li className="py-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`message-${message.id}`}
        onClick={toggle}
        className="group flex w-full items-center gap-3 text-left"
      >
        <MessageLine message={message} titleClassName="text-[15px]" sayRead />
      </button>
      <div id={`message-${message.id}`} hidden={!open} className="mt-2 ml-5 rounded-lg bg-slate-50 p-4">
        <p className="text-sm text-muted">发送人：{message.sender || '平台'}</p>
        <p className="mt-2 leading-7 whitespace-pre-wrap wrap-anywhere text-ink">{message.content}</p>
        <Link
          href={paths.messageDetail.getHref(message.id)}
          className="mt-2 inline-block text-sm text-brand-600 hover:underline"
        >
          查看详情
        </Link>
      </div>
    </li>
  );
}
