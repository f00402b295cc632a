import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Identity } from '../../auth/identity';
import { isPlatformAdmin, requireIdentity } from '../../auth/resolve-identity';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import type { ServerEnv } from '../../http/server-env';
import { STUDIO_TYPES } from '../../reference-data/section-types';
import { toContentItem } from '../content-mapper';
import { contentPatch } from '../content-patch';
import { countContentView, getContent, mapPage, pageContent } from '../content-queries';
import { newContentRow } from '../new-portal-rows';
import { emptyQuerySchema, idParamSchema, listQuerySchema, parseInput } from '../portal-query';
import { CHANGES_STATE, on, type PortalContext, type RouteKit, readBody, readQuery } from '../portal-router-kit';

const S = 'portal/v1/studio/';
const newsBody = z.strictObject({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500).default(''),
  content: z.string().max(50_000).default(''),
  cover: z.string().max(500).default(''),
});

/** Studios of famous teachers, principals and class tutors (paths ours, see README); members manage their own. */
export function registerStudioRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const idOf = (c: PortalContext) => parseInput(idParamSchema, c.req.param()).id;
  const assertMember = async (identity: Identity, studioId: string) => {
    const member = await db
      .selectFrom('portal_studio_members')
      .select('uid')
      .where('studio_id', '=', studioId)
      .where('uid', '=', identity.uid)
      .executeTakeFirst();
    if (!member && !isPlatformAdmin(identity)) throw new HttpError(403, '只有本工作室成员可以管理工作室内容');
  };

  on(app, 'GET', [`${S}types`], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      STUDIO_TYPES.map((t) => ({ id: t.id, name: t.name })),
    );
  });
  on(app, 'GET', [`${S}list`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['studio'], query), (row) => toContentItem(row, names)),
    );
  });
  on(
    app,
    'GET',
    [`${S}:id/details`],
    async (c) => {
      readQuery(c, emptyQuerySchema);
      const id = idOf(c);
      await countContentView(db, ['studio'], id, '工作室');
      const studio = await getContent(db, ['studio'], id, '工作室');
      const members = await db
        .selectFrom('portal_studio_members')
        .select(['uid', 'member_role as memberRole'])
        .where('studio_id', '=', id)
        .execute();
      return ok(c, { ...toContentItem(studio, await kit.names(), true), members });
    },
    CHANGES_STATE,
  );
  on(app, 'GET', [`${S}:id/news`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const id = idOf(c);
    await getContent(db, ['studio'], id, '工作室');
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['studio-news'], query, (qb) => qb.where('parent_id', '=', id)), (row) =>
        toContentItem(row, names),
      ),
    );
  });
  on(app, 'POST', [`${S}:id/news/create`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    const studioId = idOf(c);
    const studio = await getContent(db, ['studio'], studioId, '工作室');
    await assertMember(identity, studio.id);
    const body = await readBody(c, newsBody);
    const row = newContentRow({
      id: randomUUID(),
      kind: 'studio-news',
      parent_id: studio.id,
      title: body.title,
      summary: body.summary,
      body: body.content,
      cover: body.cover,
      school_id: studio.school_id,
      author_id: identity.uid,
      author_name: identity.userName,
      published_at: kit.now().toISOString(),
    });
    await db.insertInto('portal_content').values(row).execute();
    return ok(c, toContentItem(row, await kit.names(), true));
  });
  on(app, 'POST', [`${S}news/:id/update`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    const news = await getContent(db, ['studio-news'], idOf(c), '工作室动态');
    await assertMember(identity, news.parent_id ?? '');
    const body = await readBody(c, newsBody.partial());
    await db.updateTable('portal_content').set(contentPatch(body)).where('id', '=', news.id).execute();
    return ok(c, toContentItem(await getContent(db, ['studio-news'], news.id, '工作室动态'), await kit.names(), true));
  });
  on(app, 'POST', [`${S}news/:id/del`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    const news = await getContent(db, ['studio-news'], idOf(c), '工作室动态');
    await assertMember(identity, news.parent_id ?? '');
    await db.deleteFrom('portal_content').where('id', '=', news.id).execute();
    return ok(c, { id: news.id });
  });
}
