import { getAfterSchoolNotices, getMessageDetail, getMessagePage, markMessageRead } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ReadFilter } from '../../components/messages/read-filter-chips';
import { portal, sessionPortal } from '../../lib/portal-clients';

const READ_PARAM: Record<ReadFilter, 0 | 1 | undefined> = { all: undefined, unread: 0, read: 1 };

/** GET access-message/message/common/show/page: the public notices, shown to anyone. */
export const noticesQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['messages', 'notices', pageNum, pageSize],
    queryFn: () => getAfterSchoolNotices(portal, { pageNum, pageSize }),
    placeholderData: (previous) => previous,
  });

/** The signed-in user's messages (message calls: a 401 only clears the user, SPEC §8). */
export const userMessagesQuery = (userId: string, read: ReadFilter, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['messages', 'mine', userId, read, pageNum, pageSize],
    queryFn: () => getMessagePage(sessionPortal, { isRead: READ_PARAM[read], pageNum, pageSize }),
    placeholderData: (previous) => previous,
  });

/** One message of the user. */
export const userMessageQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: ['messages', 'detail', userId, id],
    queryFn: () => getMessageDetail(sessionPortal, { id }),
  });

/** Marks a message read (a state-changing GET, same-origin with the cookie). */
export const markRead = (id: string) => markMessageRead(sessionPortal, { id });
