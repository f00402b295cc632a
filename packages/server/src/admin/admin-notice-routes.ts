import { randomBytes, randomUUID } from 'node:crypto';
import { ADMIN_ROLES, NOTICE_AUDIENCES, type NoticeInput, noticeInputSchema, type SentNotice } from '@edu/api-client';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AdminNoticeTable } from '../db/console-schema';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ok } from '../http/portal-envelope';
import { areaCodeField, pagingFields } from '../http/portal-query';
import { on, readQuery } from '../http/portal-router-kit';
import type { ServerEnv } from '../http/server-env';
import type { AdminKit } from './admin-kit';
import { pageOf } from './admin-page';
import { recordAudit } from './audit-log';
import { inboxMessage, MESSAGE_TYPES } from './inbox-message';

const B = 'admin/notices';
// SQLite binds at most 32 766 values per statement; a message row has 8.
const MESSAGES_PER_INSERT = 500;

/** Who a notice reaches: the enabled accounts of its audience, and the audience in words. */
async function audienceOf(db: Kysely<Database>, audience: NoticeInput['audience']) {
  let query = db
    .selectFrom('users')
    .leftJoin('portal_profiles', 'portal_profiles.uid', 'users.uid')
    .leftJoin('portal_schools', 'portal_schools.id', 'portal_profiles.school_id')
    .select('users.uid')
    .where('users.disabled_at', 'is', null);
  const value = audience.value?.trim() ?? '';
  let label: string = NOTICE_AUDIENCES[0].name;
  switch (audience.kind) {
    case 'all':
      break;
    case 'school': {
      const school = await db.selectFrom('portal_schools').select('name').where('id', '=', value).executeTakeFirst();
      if (!school) throw new HttpError(400, '参数错误：audience.value: 学校不存在');
      query = query.where('portal_profiles.school_id', '=', value);
      label = school.name;
      break;
    }
    case 'town': {
      const town = await db.selectFrom('portal_towns').select('name').where('code', '=', value).executeTakeFirst();
      if (!town) throw new HttpError(400, '参数错误：audience.value: 乡镇不存在');
      query = query.where('portal_schools.town_code', '=', value);
      label = town.name;
      break;
    }
    case 'role': {
      const role = ADMIN_ROLES.find((entry) => entry.id === value);
      if (!role) throw new HttpError(400, '参数错误：audience.value: 角色不存在');
      query = query.where('users.role_id', '=', value);
      label = role.name;
      break;
    }
    default:
      return audience.kind satisfies never;
  }
  return { uids: (await query.execute()).map((row) => row.uid), label, value };
}

function toSentNotice(row: AdminNoticeTable, readCount: number): SentNotice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    audienceKind: row.audience_kind as SentNotice['audienceKind'],
    audienceLabel: row.audience_label,
    recipientCount: row.recipient_count,
    readCount,
    senderName: row.sender_name,
    createdAt: row.created_at,
  };
}

/**
 * Notices: one message per recipient (the enabled accounts of everyone, a school, a town or a role), all
 * written with the notice in one transaction, so the bell of each recipient counts it at once.
 */
export function registerAdminNoticeRoutes(app: Hono<ServerEnv>, admin: AdminKit): void {
  const { db } = admin;
  // A recipient's copy is named `<notice id>.<16 hex>` (53 characters: within the 64 an inbox id may have),
  // so the copies' read state can be counted per notice.
  const copyId = (noticeId: string) => `${noticeId}.${randomBytes(8).toString('hex')}`;

  on(app, 'GET', [B], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, ...pagingFields }));
    const page = await pageOf(db.selectFrom('admin_notices'), query, (qb) =>
      qb.selectAll().orderBy('created_at', 'desc').orderBy('id'),
    );
    const reads = new Map<string, number>();
    for (const notice of page.list) {
      const row = await db
        .selectFrom('portal_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id', 'like', `${notice.id}.%`)
        .where('is_read', '=', 1)
        .executeTakeFirst();
      reads.set(notice.id, Number(row?.n ?? 0));
    }
    return ok(c, { ...page, list: page.list.map((row) => toSentNotice(row, reads.get(row.id) ?? 0)) });
  });

  on(app, 'POST', [`${B}/send`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, noticeInputSchema);
    const at = admin.now();
    const audience = await audienceOf(db, input.audience);
    if (audience.uids.length === 0) throw new HttpError(400, '该范围内没有可接收通知的用户');
    const notice: AdminNoticeTable = {
      id: randomUUID(),
      title: input.title.trim(),
      content: input.content.trim(),
      audience_kind: input.audience.kind,
      audience_value: audience.value,
      audience_label: audience.label,
      recipient_count: audience.uids.length,
      sender_uid: actor.uid,
      sender_name: actor.userName,
      created_at: at.toISOString(),
    };
    await admin.write(async (trx) => {
      await trx.insertInto('admin_notices').values(notice).execute();
      const copies = audience.uids.map((uid) => ({
        ...inboxMessage(uid, { title: notice.title, content: notice.content, type: MESSAGE_TYPES.notice }, at),
        id: copyId(notice.id),
      }));
      for (let i = 0; i < copies.length; i += MESSAGES_PER_INSERT) {
        await trx
          .insertInto('portal_messages')
          .values(copies.slice(i, i + MESSAGES_PER_INSERT))
          .execute();
      }
      await recordAudit(trx, {
        actor,
        at,
        action: 'notice.send',
        targetId: notice.id,
        targetLabel: notice.title,
        before: null,
        after: { title: notice.title, audience: audience.label, recipients: notice.recipient_count },
      });
    });
    return ok(c, toSentNotice(notice, 0));
  });
}
