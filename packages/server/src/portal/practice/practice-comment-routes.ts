import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isPlatformAdmin, requireIdentity } from '../../auth/resolve-identity';
import { COMMENT_MAX_CHARS } from '../../constants';
import type { PortalCommentTable } from '../../db/portal-schema';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, emptyQuerySchema, idParamSchema, pagingFields, parseInput } from '../../http/portal-query';
import { CHANGES_STATE, on, readBody, readQuery } from '../../http/portal-router-kit';
import { getContent, mapPage } from '../content-queries';
import { pageRows } from '../page-rows';
import { PRACTICE_PREFIX as P, type PracticeRouteKit } from './practice-route-kit';

const COMMENTABLE = ['practice-album', 'practice-video', 'practice-info', 'practice-activity'] as const;

function toComment(row: PortalCommentTable) {
  return {
    id: row.id,
    targetId: row.target_id,
    parentId: row.parent_id,
    creator: row.creator,
    creatorName: row.creator_name,
    avatar: row.avatar,
    content: row.content,
    createDate: row.created_at,
  };
}

/** Comments with their replies on albums, videos, articles and activities: read by anyone, written by a signed-in user, deleted by their author (or a platform administrator). */
export function registerPracticeCommentRoutes({ app, kit, db }: PracticeRouteKit): void {
  on(app, 'GET', [`${P}comment/listPage`], async (c) => {
    const query = readQuery(
      c,
      z.strictObject({ ...areaCodeField, ...pagingFields, targetId: z.string().trim().min(1).max(64) }),
    );
    const base = db
      .selectFrom('portal_comments')
      .where('target_id', '=', query.targetId)
      .where('parent_id', 'is', null);
    const page = await pageRows(base, query, (qb) => qb.orderBy('created_at', 'desc').orderBy('id', 'desc'));
    const replies = page.list.length
      ? await db
          .selectFrom('portal_comments')
          .selectAll()
          .where(
            'parent_id',
            'in',
            page.list.map((t) => t.id),
          )
          .orderBy('created_at')
          .execute()
      : [];
    return ok(
      c,
      mapPage(page, (row) => ({
        ...toComment(row),
        children: replies.filter((r) => r.parent_id === row.id).map(toComment),
      })),
    );
  });

  on(app, 'POST', ['practice/v1/practiceComment'], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'comment');
    const body = await readBody(
      c,
      z.strictObject({
        targetId: z.string().trim().min(1).max(64),
        content: z.string().trim().min(1).max(COMMENT_MAX_CHARS),
        parentId: z.string().trim().min(1).max(64).nullish(),
      }),
    );
    await getContent(db, COMMENTABLE, body.targetId, '评论对象');
    if (body.parentId) {
      const parent = await db
        .selectFrom('portal_comments')
        .select(['id', 'target_id', 'parent_id'])
        .where('id', '=', body.parentId)
        .executeTakeFirst();
      if (!parent || parent.target_id !== body.targetId) throw new HttpError(404, '被回复的评论不存在');
      if (parent.parent_id) throw new HttpError(400, '只能回复一级评论');
    }
    const row: PortalCommentTable = {
      id: randomUUID(),
      target_id: body.targetId,
      parent_id: body.parentId ?? null,
      creator: identity.uid,
      creator_name: identity.userName,
      avatar: identity.avatar,
      content: body.content,
      created_at: kit.now().toISOString(),
    };
    await db.insertInto('portal_comments').values(row).execute();
    return ok(c, { ...toComment(row), children: [] });
  });

  on(
    app,
    'GET',
    ['practice/v1/practiceComment/:id/del'],
    async (c) => {
      readQuery(c, emptyQuerySchema);
      const identity = requireIdentity(c.get('identity'));
      await kit.limitWrite(c, 'comment');
      const { id } = parseInput(idParamSchema, c.req.param());
      const row = await db
        .selectFrom('portal_comments')
        .select(['id', 'creator'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, '评论不存在');
      if (row.creator !== identity.uid && !isPlatformAdmin(identity)) throw new HttpError(403, '只能删除自己的评论');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('portal_comments').where('parent_id', '=', id).execute();
        await trx.deleteFrom('portal_comments').where('id', '=', id).execute();
      });
      return ok(c, { id });
    },
    CHANGES_STATE,
  );
}
