import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import type { PortalMessageTable } from '../../db/portal-schema';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, listQuerySchema, pagingFields } from '../../http/portal-query';
import { CHANGES_STATE, on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem } from '../content-mapper';
import { mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';
import { likePattern, pageRows } from '../page-rows';

const WEB = 'access-message/message/v1/web/portal/';

function toMessage(row: PortalMessageTable) {
  return {
    id: row.id,
    userId: row.uid,
    title: row.title,
    content: row.content,
    messageType: row.message_type,
    sender: row.sender,
    isRead: row.is_read,
    readStatus: row.is_read === 1 ? 'read' : 'unread',
    createDate: row.created_at,
  };
}

const userIdField = { userId: z.string().max(64).optional() };
const idQuery = z.strictObject({ ...areaCodeField, ...userIdField, id: z.string().trim().min(1).max(64) });

/** The inbox (SPEC §7 "Messages"): unread count, page, detail, mark read; public notices. */
export function registerMessageRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const own = (claimed: string | undefined, uid: string) => {
    if (claimed && claimed !== uid) throw new HttpError(403, 'userId 与登录用户不一致');
  };
  const findOwn = async (id: string, uid: string) => {
    const row = await db
      .selectFrom('portal_messages')
      .selectAll()
      .where('id', '=', id)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, '消息不存在');
    return row;
  };

  on(app, 'GET', [`${WEB}notRead`], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, ...userIdField }));
    const identity = requireIdentity(c.get('identity'));
    own(query.userId, identity.uid);
    const row = await db
      .selectFrom('portal_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('uid', '=', identity.uid)
      .where('is_read', '=', 0)
      .executeTakeFirst();
    return ok(c, Number(row?.n ?? 0));
  });

  on(app, 'GET', [`${WEB}page`], async (c) => {
    const query = readQuery(
      c,
      z.strictObject({
        ...areaCodeField,
        ...userIdField,
        ...pagingFields,
        keyword: z.string().trim().max(100).optional(),
        type: z.string().max(16).optional(),
        isRead: z.enum(['0', '1']).optional(),
      }),
    );
    const identity = requireIdentity(c.get('identity'));
    own(query.userId, identity.uid);
    let base = db.selectFrom('portal_messages').where('uid', '=', identity.uid);
    if (query.keyword) base = base.where('title', 'like', likePattern(query.keyword));
    if (query.type) base = base.where('message_type', '=', query.type);
    if (query.isRead) base = base.where('is_read', '=', Number(query.isRead));
    const page = await pageRows(base, query, (qb) => qb.orderBy('created_at', 'desc').orderBy('id', 'desc'));
    return ok(c, mapPage(page, toMessage));
  });

  on(app, 'GET', [`${WEB}detail`], async (c) => {
    const query = readQuery(c, idQuery);
    const identity = requireIdentity(c.get('identity'));
    own(query.userId, identity.uid);
    return ok(c, toMessage(await findOwn(query.id, identity.uid)));
  });

  on(
    app,
    'GET',
    [`${WEB}read`],
    async (c) => {
      const query = readQuery(c, idQuery);
      const identity = requireIdentity(c.get('identity'));
      await kit.limitWrite(c, 'messageRead');
      own(query.userId, identity.uid);
      await findOwn(query.id, identity.uid);
      await db
        .updateTable('portal_messages')
        .set({ is_read: 1 })
        .where('id', '=', query.id)
        .where('uid', '=', identity.uid)
        .execute();
      return ok(c, { id: query.id, isRead: 1 });
    },
    CHANGES_STATE,
  );

  on(app, 'GET', ['access-message/message/v1/client/intelligent/class/detail'], async (c) => {
    const query = readQuery(c, idQuery);
    const identity = requireIdentity(c.get('identity'));
    own(query.userId, identity.uid);
    const message = await findOwn(query.id, identity.uid);
    const classes = await db
      .selectFrom('portal_class_members')
      .innerJoin('portal_classes', 'portal_classes.id', 'portal_class_members.class_id')
      .select(['portal_classes.id as id', 'portal_classes.name as className'])
      .where('portal_class_members.uid', '=', identity.uid)
      .execute();
    return ok(c, { ...toMessage(message), classes });
  });

  on(app, 'GET', ['access-message/message/common/show/page'], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['notice'], query), (row) => toContentItem(row, names, true)),
    );
  });
}
