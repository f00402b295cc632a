import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { toContentItem, toFileItem } from './content-mapper';
import { countContentView, getContent, listKind, mapPage, pageContent, pageFiles } from './content-queries';
import type { PortalContentTable, PortalFileTable } from './portal-database';
import type { PortalEnv, PortalIdentity } from './portal-env';
import { ok } from './portal-envelope';
import { PortalError } from './portal-error';
import { guideDocumentId, toGuideDocument } from './portal-guide-documents';
import { emptyQuerySchema, idParamSchema, listQuerySchema, parseInput } from './portal-query';
import { on, type PortalContext, type RouteKit, readBody, readQuery } from './portal-router-kit';
import { isResearchAdmin, requireIdentity } from './resolve-identity';
import { extensionOf } from './storage-keys';

const ADMIN = 'portal/research/v1/';
const CLIENT = 'portal/client/research/v1/';

const itemBody = z.strictObject({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500).default(''),
  content: z.string().max(50_000).default(''),
  cover: z.string().max(500).default(''),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  location: z.string().max(200).optional(),
});
const itemUpdate = itemBody.partial();
const uploadedFile = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  path: z.string().trim().min(1).max(512),
  size: z.number().int().min(0).default(0),
});

/** The research area (两研一刊, SPEC §7): admin writes for the 两研一刊 administrator; public client reads. */
export function registerResearchRoutes(app: Hono<PortalEnv>, kit: RouteKit): void {
  const { db, guideIndex } = kit.deps;
  // News and activities written here are searchable by the offline guide at once, as seeded ones are.
  const indexForGuide = (row: PortalContentTable) => {
    const document = toGuideDocument(row);
    if (document) guideIndex?.addDocuments([document]);
  };
  const admin = (c: PortalContext): PortalIdentity => {
    const identity = requireIdentity(c.get('identity'));
    if (!isResearchAdmin(identity)) throw new PortalError(403, '仅两研一刊管理员可操作');
    return identity;
  };
  const idOf = (c: PortalContext) => parseInput(idParamSchema, c.req.param()).id;
  const page = (paths: string[], kind: string, guard: boolean) =>
    on(app, 'GET', paths, async (c) => {
      const query = readQuery(c, listQuerySchema);
      if (guard) admin(c);
      const names = await kit.names();
      return ok(
        c,
        mapPage(await pageContent(db, [kind], query), (row) => toContentItem(row, names)),
      );
    });
  const details = (paths: string[], kind: string, what: string, guard: boolean) =>
    on(app, 'GET', paths, async (c) => {
      readQuery(c, emptyQuerySchema);
      if (guard) admin(c);
      const id = idOf(c);
      await countContentView(db, [kind], id, what);
      const row = await getContent(db, [kind], id, what);
      const files = await db.selectFrom('portal_files').selectAll().where('content_id', '=', id).execute();
      const names = await kit.names();
      return ok(c, { ...toContentItem(row, names, true), files: files.map((f) => toFileItem(f, names)) });
    });
  const baseInfo = async () => {
    const [base] = await listKind(db, 'research-base');
    const count = async (kind: string) =>
      Number(
        (
          await db
            .selectFrom('portal_content')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('kind', '=', kind)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const files = await db
      .selectFrom('portal_files')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('category', '=', 'research')
      .executeTakeFirst();
    return {
      ...(base ? toContentItem(base, await kit.names(), true) : {}),
      newsCount: await count('research-news'),
      activityCount: await count('research-activity'),
      fileCount: Number(files?.n ?? 0),
    };
  };

  // Writes of news and activities.
  const writes = (segment: 'news' | 'activities', kind: string, what: string) => {
    on(app, 'POST', [`${ADMIN}${segment}/create`], async (c) => {
      const identity = admin(c);
      const body = await readBody(c, itemBody);
      const row: PortalContentTable = {
        id: randomUUID(),
        kind,
        parent_id: null,
        title: body.title,
        summary: body.summary,
        body: body.content,
        cover: body.cover,
        link_url: '',
        town_code: null,
        school_id: null,
        phase_id: null,
        grade_id: null,
        subject_id: null,
        type_code: null,
        author_id: identity.uid,
        author_name: identity.userName,
        view_count: 0,
        sort_order: 0,
        published_at: kit.now().toISOString(),
        extra: JSON.stringify({
          ...(body.startDate ? { startDate: body.startDate } : {}),
          ...(body.location ? { location: body.location } : {}),
        }),
      };
      await db.insertInto('portal_content').values(row).execute();
      indexForGuide(row);
      return ok(c, toContentItem(row, await kit.names(), true));
    });
    on(app, 'POST', [`${ADMIN}${segment}/:id/update`], async (c) => {
      admin(c);
      const id = idOf(c);
      const body = await readBody(c, itemUpdate);
      const existing = await getContent(db, [kind], id, what);
      await db
        .updateTable('portal_content')
        .set({
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.summary !== undefined ? { summary: body.summary } : {}),
          ...(body.content !== undefined ? { body: body.content } : {}),
          ...(body.cover !== undefined ? { cover: body.cover } : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      const updated = await getContent(db, [kind], id, what);
      indexForGuide(updated);
      return ok(c, toContentItem(updated, await kit.names(), true));
    });
    on(app, 'POST', [`${ADMIN}${segment}/:id/del`], async (c) => {
      admin(c);
      const id = idOf(c);
      await getContent(db, [kind], id, what);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('portal_collections').where('target_id', '=', id).execute();
        await trx.deleteFrom('portal_content').where('id', '=', id).execute();
      });
      guideIndex?.removeDocument(guideDocumentId(kind, id));
      return ok(c, { id });
    });
  };
  writes('news', 'research-news', '教研资讯');
  writes('activities', 'research-activity', '教研活动');

  // Admin reads.
  on(app, 'GET', [`${ADMIN}queryDetails`, `${ADMIN}baseInfo`], async (c) => {
    readQuery(c, emptyQuerySchema);
    admin(c);
    return ok(c, await baseInfo());
  });
  page([`${ADMIN}news/list/page`], 'research-news', true);
  page([`${ADMIN}activities/list/page`], 'research-activity', true);
  details([`${ADMIN}activities/:id/details`], 'research-activity', '教研活动', true);
  on(app, 'GET', [`${ADMIN}activities/video/:id/details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    admin(c);
    const file = await db
      .selectFrom('portal_files')
      .selectAll()
      .where('id', '=', idOf(c))
      .where('category', '=', 'research-video')
      .executeTakeFirst();
    if (!file) throw new PortalError(404, '活动视频不存在');
    return ok(c, toFileItem(file, await kit.names()));
  });
  on(app, 'GET', [`${ADMIN}activities/video/:id`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const id = idOf(c);
    const result = await db
      .updateTable('portal_files')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', id)
      .where('category', '=', 'research-video')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new PortalError(404, '活动视频不存在');
    return ok(c, { id });
  });

  // Files with evaluation.
  on(app, 'GET', [`${ADMIN}file/list/page`, `${CLIENT}file/list/page`, `${CLIENT}file/list`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    if (c.req.path.includes(`/${ADMIN}`)) admin(c);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageFiles(db, ['research'], query), (row) => toFileItem(row, names)),
    );
  });
  on(app, 'POST', [`${ADMIN}file/:id/evaluate`], async (c) => {
    const identity = admin(c);
    const id = idOf(c);
    const body = await readBody(
      c,
      z.strictObject({ score: z.number().int().min(1).max(5), comment: z.string().trim().max(500).default('') }),
    );
    const file = await db
      .selectFrom('portal_files')
      .select('id')
      .where('id', '=', id)
      .where('category', '=', 'research')
      .executeTakeFirst();
    if (!file) throw new PortalError(404, '文件不存在');
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('portal_evaluations')
        .values({
          id: randomUUID(),
          file_id: id,
          uid: identity.uid,
          score: body.score,
          comment: body.comment,
          created_at: kit.now().toISOString(),
        })
        .execute();
      await trx
        .updateTable('portal_files')
        .set((eb) => ({ score_total: eb('score_total', '+', body.score), score_count: eb('score_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    });
    const updated = await db.selectFrom('portal_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return ok(c, toFileItem(updated, await kit.names()));
  });
  on(app, 'POST', [`${ADMIN}file/add/batch/:id`], async (c) => {
    const identity = admin(c);
    const activityId = idOf(c);
    const body = await readBody(c, z.strictObject({ files: z.array(uploadedFile).min(1).max(50) }));
    await getContent(db, ['research-activity'], activityId, '教研活动');
    const rows: PortalFileTable[] = [];
    for (const file of body.files) {
      const stored = await db
        .selectFrom('portal_uploads')
        .selectAll()
        .where('storage_key', '=', file.path)
        .executeTakeFirst();
      if (!stored) throw new PortalError(400, `文件 ${file.fileName} 未上传（path 不是已上传的存储键）`);
      rows.push({
        id: randomUUID(),
        content_id: activityId,
        category: 'research',
        file_name: file.fileName,
        file_ext: extensionOf(file.fileName),
        storage_key: stored.storage_key,
        size: stored.size,
        content_type: stored.content_type,
        uploader_id: identity.uid,
        uploader_name: identity.userName,
        school_id: null,
        town_code: null,
        phase_id: null,
        grade_id: null,
        subject_id: null,
        type_code: null,
        code: null,
        view_count: 0,
        download_count: 0,
        score_total: 0,
        score_count: 0,
        recommended: 0,
        award: null,
        created_at: kit.now().toISOString(),
      });
    }
    await db.insertInto('portal_files').values(rows).execute();
    const names = await kit.names();
    return ok(
      c,
      rows.map((row) => toFileItem(row, names)),
    );
  });
  on(app, 'POST', [`${ADMIN}file/:id/update`], async (c) => {
    admin(c);
    const id = idOf(c);
    const body = await readBody(
      c,
      z.strictObject({
        fileName: z.string().trim().min(1).max(200).optional(),
        subjectId: z.string().max(8).optional(),
      }),
    );
    const file = await db
      .selectFrom('portal_files')
      .select('id')
      .where('id', '=', id)
      .where('category', '=', 'research')
      .executeTakeFirst();
    if (!file) throw new PortalError(404, '文件不存在');
    if (body.fileName !== undefined || body.subjectId !== undefined) {
      await db
        .updateTable('portal_files')
        .set({
          ...(body.fileName !== undefined ? { file_name: body.fileName } : {}),
          ...(body.subjectId !== undefined ? { subject_id: body.subjectId } : {}),
        })
        .where('id', '=', id)
        .execute();
    }
    return ok(
      c,
      toFileItem(
        await db.selectFrom('portal_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
        await kit.names(),
      ),
    );
  });
  on(app, 'POST', [`${ADMIN}file/del/batch`], async (c) => {
    admin(c);
    const body = await readBody(c, z.strictObject({ ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100) }));
    const found = await db
      .selectFrom('portal_files')
      .select('id')
      .where('id', 'in', body.ids)
      .where('category', '=', 'research')
      .execute();
    if (found.length !== new Set(body.ids).size) throw new PortalError(404, '部分文件不存在，未删除任何文件');
    await db.deleteFrom('portal_files').where('id', 'in', body.ids).execute();
    return ok(c, { ids: body.ids });
  });

  // Collections (any logged-in user).
  const collectBody = z.strictObject({
    targetId: z.string().trim().min(1).max(64),
    targetType: z.enum(['news', 'activity', 'file']).default('news'),
  });
  on(app, 'POST', [`${ADMIN}collectInteraction/create`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    const body = await readBody(c, collectBody);
    const target =
      body.targetType === 'file'
        ? await db.selectFrom('portal_files').select('id').where('id', '=', body.targetId).executeTakeFirst()
        : await db
            .selectFrom('portal_content')
            .select('id')
            .where('id', '=', body.targetId)
            .where('kind', '=', body.targetType === 'news' ? 'research-news' : 'research-activity')
            .executeTakeFirst();
    if (!target) throw new PortalError(404, '收藏对象不存在');
    const existing = await db
      .selectFrom('portal_collections')
      .selectAll()
      .where('uid', '=', identity.uid)
      .where('target_id', '=', body.targetId)
      .executeTakeFirst();
    if (existing) return ok(c, { id: existing.id, targetId: existing.target_id, targetType: existing.target_type });
    const id = randomUUID();
    await db
      .insertInto('portal_collections')
      .values({
        id,
        uid: identity.uid,
        target_id: body.targetId,
        target_type: body.targetType,
        created_at: kit.now().toISOString(),
      })
      .execute();
    return ok(c, { id, targetId: body.targetId, targetType: body.targetType });
  });
  on(app, 'POST', [`${ADMIN}collectInteraction/:id/del`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    const id = idOf(c);
    const row = await db
      .selectFrom('portal_collections')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', id), eb('target_id', '=', id)]))
      .where('uid', '=', identity.uid)
      .executeTakeFirst();
    if (!row) throw new PortalError(404, '收藏不存在');
    await db.deleteFrom('portal_collections').where('id', '=', row.id).execute();
    return ok(c, { id: row.id });
  });

  // Client (public) variants.
  page([`${CLIENT}news/list/page`, `${CLIENT}news/list`], 'research-news', false);
  details([`${CLIENT}news/:id/details`], 'research-news', '教研资讯', false);
  on(app, 'GET', [`${CLIENT}details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(c, await baseInfo());
  });
  page([`${CLIENT}activities/list/page`, `${CLIENT}activities/list`], 'research-activity', false);
  details([`${CLIENT}activities/:id/details`], 'research-activity', '教研活动', false);
  on(app, 'GET', [`${CLIENT}collectInteraction/list/page`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const identity = requireIdentity(c.get('identity'));
    const base = db.selectFrom('portal_collections').where('uid', '=', identity.uid);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    const contents = rows.length
      ? await db
          .selectFrom('portal_content')
          .selectAll()
          .where(
            'id',
            'in',
            rows.map((r) => r.target_id),
          )
          .execute()
      : [];
    const names = await kit.names();
    return ok(c, {
      total: Number(total?.n ?? 0),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      list: rows.map((row) => {
        const target = contents.find((item) => item.id === row.target_id);
        return {
          id: row.id,
          targetId: row.target_id,
          targetType: row.target_type,
          createDate: row.created_at,
          target: target ? toContentItem(target, names) : null,
        };
      }),
    });
  });
  on(app, 'GET', [`${CLIENT}collectInteraction/list/page/:id`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const targetId = idOf(c);
    const uid = c.get('identity')?.uid;
    const base = db.selectFrom('portal_collections').where('target_id', '=', targetId);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    const mine = uid ? await base.select('id').where('uid', '=', uid).executeTakeFirst() : undefined;
    return ok(c, {
      total: Number(total?.n ?? 0),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      collected: !!mine,
      list: rows.map((row) => ({
        id: row.id,
        targetId: row.target_id,
        targetType: row.target_type,
        createDate: row.created_at,
        mine: row.uid === uid,
      })),
    });
  });
  on(app, 'GET', [`${CLIENT}collectInteraction/:id`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const identity = requireIdentity(c.get('identity'));
    const id = idOf(c);
    const row = await db
      .selectFrom('portal_collections')
      .selectAll()
      .where('uid', '=', identity.uid)
      .where('target_id', '=', id)
      .executeTakeFirst();
    return ok(c, { targetId: id, collected: !!row, id: row?.id ?? null });
  });
  on(app, 'GET', [`${CLIENT}adminUser/:id`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const id = idOf(c);
    const user = await db
      .selectFrom('users')
      .select(['uid', 'user_name', 'organ_name', 'school_name', 'role_name', 'avatar'])
      .where('uid', '=', id)
      .executeTakeFirst();
    if (!user?.role_name.includes('两研一刊管理员')) throw new PortalError(404, '管理员不存在');
    return ok(c, {
      userId: user.uid,
      userName: user.user_name,
      organName: user.organ_name,
      schoolName: user.school_name,
      avatar: user.avatar,
    });
  });
}
