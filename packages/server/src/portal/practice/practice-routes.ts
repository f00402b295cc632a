import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { isPlatformAdmin, requireIdentity } from '../../auth/resolve-identity';
import { COMMENT_MAX_CHARS } from '../../constants';
import type { PortalCommentTable, PortalSchoolTable } from '../../db/portal-schema';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import type { ServerEnv } from '../../http/server-env';
import { PRACTICE_INFO_TYPES } from '../../reference-data/section-types';
import { toContentItem, toFileItem } from '../content-mapper';
import { countContentView, getContent, mapPage, pageContent, pageFiles } from '../content-queries';
import { likePattern, pageRows } from '../page-rows';
import {
  areaCodeField,
  emptyQuerySchema,
  filterFields,
  idParamSchema,
  listQuerySchema,
  pagingFields,
  parseInput,
} from '../portal-query';
import { CHANGES_STATE, on, type RouteKit, readBody, readQuery } from '../portal-router-kit';

const P = 'practice/v1/portal/';
const COMMENTABLE = ['practice-album', 'practice-video', 'practice-info', 'practice-activity'] as const;

export function toSchool(row: PortalSchoolTable, townName: string) {
  return {
    id: row.id,
    schoolName: row.name,
    name: row.name,
    townCode: row.town_code,
    townName,
    phaseId: row.phase_id,
    address: row.address,
    intro: row.intro,
    motto: row.motto,
    cover: row.cover,
    studentCount: row.student_count,
    teacherCount: row.teacher_count,
    viewCount: row.view_count,
  };
}

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

/** The practice portal (SPEC §7 "Practice portal"): schools, albums, videos, articles, comments, activities, bases. */
export function registerPracticeRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const contentList = (paths: string[], kinds: string[], withBody = false) =>
    on(app, 'GET', paths, async (c) => {
      const query = readQuery(c, listQuerySchema);
      const names = await kit.names();
      return ok(
        c,
        mapPage(await pageContent(db, kinds, query), (row) => toContentItem(row, names, withBody)),
      );
    });
  const latest = (paths: string[], kind: string) =>
    on(app, 'GET', paths, async (c) => {
      const query = readQuery(
        c,
        z.strictObject({ ...areaCodeField, limit: z.coerce.number().int().min(1).max(50).default(6) }),
      );
      const names = await kit.names();
      const page = await pageContent(db, [kind], { pageNum: 1, pageSize: query.limit, sort: 'newest' });
      return ok(
        c,
        page.list.map((row) => toContentItem(row, names)),
      );
    });
  const details = (paths: string[], kind: string, what: string) =>
    on(app, 'GET', paths, async (c) => {
      readQuery(c, emptyQuerySchema);
      const { id } = parseInput(idParamSchema, c.req.param());
      return ok(c, toContentItem(await getContent(db, [kind], id, what), await kit.names(), true));
    });
  const viewCount = (paths: string[], kind: string, what: string) =>
    on(
      app,
      'GET',
      paths,
      async (c) => {
        readQuery(c, emptyQuerySchema);
        const { id } = parseInput(idParamSchema, c.req.param());
        const row = await getContent(db, [kind], id, what);
        if (await kit.countView(c, `content:${id}`, () => countContentView(db, [kind], id, what))) row.view_count += 1;
        return ok(c, { id, viewCount: row.view_count });
      },
      CHANGES_STATE,
    );

  // Schools.
  const schoolPage = async (query: z.infer<typeof listQuerySchema>) => {
    let base = db.selectFrom('portal_schools').where('practice', '=', 1);
    if (query.keyword) base = base.where('name', 'like', likePattern(query.keyword));
    if (query.townCode) base = base.where('town_code', '=', query.townCode);
    if (query.phaseId) base = base.where('phase_id', '=', query.phaseId);
    const page = await pageRows(base, query, (qb) =>
      query.sort === 'views' ? qb.orderBy('view_count', 'desc') : qb.orderBy('id', 'asc'),
    );
    const names = await kit.names();
    return mapPage(page, (r) => toSchool(r, names.towns.get(r.town_code) ?? ''));
  };
  on(app, 'GET', [`${P}school/listAll`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const names = await kit.names();
    const rows = await db.selectFrom('portal_schools').selectAll().where('practice', '=', 1).orderBy('id').execute();
    return ok(
      c,
      rows.map((r) => toSchool(r, names.towns.get(r.town_code) ?? '')),
    );
  });
  on(app, 'GET', [`${P}school`], async (c) => ok(c, await schoolPage(readQuery(c, listQuerySchema))));

  // Albums and pictures.
  contentList([`${P}album/listPage`], ['practice-album']);
  latest([`${P}album`], 'practice-album');
  on(app, 'GET', [`${P}pic/list/albumId`, `${P}pic/list/:albumId`], async (c) => {
    const fromPath = c.req.param('albumId');
    const query = readQuery(
      c,
      z.strictObject({ ...areaCodeField, albumId: z.string().trim().min(1).max(64).optional() }),
    );
    const albumId = fromPath ?? query.albumId;
    if (!albumId) throw new HttpError(400, '参数错误：albumId 必填');
    await getContent(db, ['practice-album'], albumId, '相册');
    const names = await kit.names();
    const pictures = await db
      .selectFrom('portal_content')
      .selectAll()
      .where('kind', '=', 'practice-picture')
      .where('parent_id', '=', albumId)
      .orderBy('sort_order')
      .execute();
    return ok(
      c,
      pictures.map((row) => ({ ...toContentItem(row, names), url: row.cover })),
    );
  });
  details([`${P}album/:id/details`], 'practice-album', '相册');
  viewCount([`${P}album/:id`], 'practice-album', '相册');

  // Videos.
  contentList([`${P}video/listPage`], ['practice-video']);
  latest([`${P}video`], 'practice-video');
  on(app, 'GET', [`${P}video/:id/details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const { id } = parseInput(idParamSchema, c.req.param());
    const names = await kit.names();
    const row = await getContent(db, ['practice-video'], id, '视频');
    const files = await db.selectFrom('portal_files').selectAll().where('content_id', '=', id).execute();
    return ok(c, { ...toContentItem(row, names, true), files: files.map((f) => toFileItem(f, names)) });
  });
  viewCount([`${P}video/:id`], 'practice-video', '视频');

  // Articles.
  on(app, 'GET', [`${P}infoType/list`], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      PRACTICE_INFO_TYPES.map((t) => ({ id: t.id, name: t.name })),
    );
  });
  latest([`${P}info/latest`], 'practice-info');
  contentList([`${P}Info/listPage`, `${P}info/listPage`], ['practice-info']);
  details([`${P}info/:id/details`], 'practice-info', '文章');
  viewCount([`${P}info/:id`], 'practice-info', '文章');

  // Bases.
  on(app, 'GET', [`${P}base/list/:id`], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, ...pagingFields, keyword: filterFields.keyword }));
    parseInput(idParamSchema, c.req.param());
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['practice-base'], { ...query, sort: 'newest' }), (row) =>
        toContentItem(row, names),
      ),
    );
  });
  details([`${P}base/details/:id`], 'practice-base', '实践基地');

  // Activities.
  contentList([`${P}acty/page`], ['practice-activity']);
  on(app, 'POST', [`${P}acty/list`], async (c) => {
    const body = await readBody(
      c,
      z.strictObject({ ...pagingFields, ...filterFields, status: z.enum(['ongoing', 'finished']).optional() }),
    );
    const names = await kit.names();
    const page = await pageContent(db, ['practice-activity'], body, (qb) =>
      body.status ? qb.where('extra', 'like', `%"status":"${body.status}"%`) : qb,
    );
    return ok(
      c,
      mapPage(page, (row) => toContentItem(row, names)),
    );
  });

  // Introduction files (the practice videos' files).
  on(app, 'GET', [`${P}intro/pageFileList`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageFiles(db, ['practice-video'], query), (row) => toFileItem(row, names)),
    );
  });

  // Comments with replies.
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
