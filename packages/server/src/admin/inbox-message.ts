import { randomUUID } from 'node:crypto';
import type { PortalMessageTable } from '../db/portal-schema';

/** The inbox's message types: 1 a system notice, 2 about the person's resources (the demo's). */
export const MESSAGE_TYPES = { notice: '1', resource: '2' } as const;

/** The sender a console message names. */
const CONSOLE_SENDER = '叶县教育公共服务平台';

/** One unread message for one person's inbox (the bell counts it until it is read). */
export function inboxMessage(
  uid: string,
  message: { title: string; content: string; type: (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES] },
  at: Date,
): PortalMessageTable {
  return {
    id: randomUUID(),
    uid,
    title: message.title,
    content: message.content,
    message_type: message.type,
    sender: CONSOLE_SENDER,
    is_read: 0,
    created_at: at.toISOString(),
  };
}
