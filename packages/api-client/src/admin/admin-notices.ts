/**
 * The console's notices section (issue 32): a message to everyone, a school, a town or a role, arriving
 * in each recipient's bell and /jhmessage, counted as unread until read.
 */
import * as z from 'zod/mini';
import type { PortalClient, PortalParams } from '../portal/create-portal-client';
import { requiredRule } from '../validation/form-rules';
import { ADMIN_API_PREFIX, type AdminPage, adminPageSchema, maxChars, ruledText } from './admin-common';

/** Who a notice goes to. */
export const NOTICE_AUDIENCES = [
  { kind: 'all', name: '全体用户' },
  { kind: 'school', name: '指定学校' },
  { kind: 'town', name: '指定乡镇' },
  { kind: 'role', name: '指定角色' },
] as const;
/** Who a notice goes to. */
export type NoticeAudienceKind = (typeof NOTICE_AUDIENCES)[number]['kind'];

/** The longest notice, in characters. */
export const NOTICE_MAX_CHARS = { title: 100, content: 2000 } as const;

/** POST admin/notices/send. `value` names the school id, town code or role id (none for everyone). */
export const noticeInputSchema = z.strictObject({
  title: ruledText(requiredRule(), maxChars(NOTICE_MAX_CHARS.title)),
  content: ruledText(requiredRule(), maxChars(NOTICE_MAX_CHARS.content)),
  audience: z.strictObject({
    kind: z.enum(['all', 'school', 'town', 'role']),
    value: z.optional(z.string().check(z.maxLength(64))),
  }),
});
/** A notice to send. */
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** A sent notice. */
export const sentNoticeSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  audienceKind: z.enum(['all', 'school', 'town', 'role']),
  audienceLabel: z.string(),
  recipientCount: z.number(),
  readCount: z.number(),
  senderName: z.string(),
  createdAt: z.string(),
});
/** A sent notice. */
export type SentNotice = z.infer<typeof sentNoticeSchema>;

const base = `${ADMIN_API_PREFIX}/notices`;

/** GET admin/notices — the notices sent, newest first (paging). */
export const getSentNotices = (client: PortalClient, params?: PortalParams): Promise<AdminPage<SentNotice>> =>
  client.get(base, { params, schema: adminPageSchema(sentNoticeSchema) });
/** POST admin/notices/send — one message per recipient, in one transaction. */
export const sendNotice = (client: PortalClient, body: NoticeInput) =>
  client.post(`${base}/send`, { json: body, schema: sentNoticeSchema });
