import { randomUUID } from 'node:crypto';
import { STUDIO_NEWS_MAX_CHARS } from '@edu/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, idParamSchema, listQuerySchema, parseInput } from '../../http/portal-query';
import { COUNTS_VIEW, on, type PortalContext, readBody, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem } from '../content-mapper';
import { contentPatch } from '../content-patch';
import { countContentView, getContent, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';
import { newContentRow } from '../new-portal-rows';
import { storedContentEdit } from '../stored-address';
import { assertStudioMember, countStudioPageView, getStudio } from './studio-access';
import { STUDIO_PREFIX as S } from './studio-prefix';

const NEWS_KIND = 'studio-news';
// No defaults here: an update names only the fields it changes, and a default would blank the others.
const newsFields = z.strictObject({
  title: z.string().trim().min(1, '标题不能为空').max(STUDIO_NEWS_MAX_CHARS.title),
  summary: z.string().trim().max(STUDIO_NEWS_MAX_CHARS.summary).optional(),
  content: z.string().max(STUDIO_NEWS_MAX_CHARS.content).optional(),
  // A cover is a picture uploaded to our own store (the editor's upload field), never a remote address:
  // checked once parsed and normalised (storedContentEdit), not by its prefix.
  cover: z.string().trim().max(500).optional(),
});

/**
 * A studio's news: the public list and page, and the members' create, update and delete. Bodies are rich
 * text written in the admin's editor, stored as `sanitizeRichText` leaves them (CONTRACTS §7).
 */
export function registerStudioNewsRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const idOf = (c: PortalContext) => parseInput(idParamSchema, c.req.param()).id;
  const getNews = (id: string) => getContent(db, [NEWS_KIND], id, '工作室动态');

  on(app, 'GET', [`${S}:id/news`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const studio = await getStudio(db, idOf(c));
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, [NEWS_KIND], query, (qb) => qb.where('parent_id', '=', studio.id)), (row) =>
        toContentItem(row, names),
      ),
    );
  });
  on(
    app,
    'GET',
    [`${S}news/:id/details`],
    async (c) => {
      readQuery(c, emptyQuerySchema);
      const id = idOf(c);
      const studio = await getStudio(db, (await getNews(id)).parent_id ?? '');
      await countStudioPageView(db, c.get('identity'), studio.id, () =>
        kit.countView(c, `content:${id}`, () => countContentView(db, [NEWS_KIND], id, '工作室动态')),
      );
      return ok(c, {
        ...toContentItem(await getNews(id), await kit.names(), true),
        studio: { id: studio.id, title: studio.title },
      });
    },
    COUNTS_VIEW,
  );
  on(app, 'POST', [`${S}:id/news/create`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const studio = await getStudio(db, idOf(c));
    await assertStudioMember(db, identity, studio.id);
    const body = storedContentEdit(await readBody(c, newsFields), kit.ourOrigin(c), 'own-files');
    const row = newContentRow({
      id: randomUUID(),
      kind: NEWS_KIND,
      parent_id: studio.id,
      title: body.title,
      summary: body.summary ?? '',
      body: body.content ?? '',
      cover: body.cover ?? '',
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
    await kit.limitWrite(c, 'edit');
    const news = await getNews(idOf(c));
    await assertStudioMember(db, identity, news.parent_id ?? '');
    const body = storedContentEdit(await readBody(c, newsFields.partial()), kit.ourOrigin(c), 'own-files');
    await db.updateTable('portal_content').set(contentPatch(body)).where('id', '=', news.id).execute();
    return ok(c, toContentItem(await getNews(news.id), await kit.names(), true));
  });
  on(app, 'POST', [`${S}news/:id/del`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const news = await getNews(idOf(c));
    await assertStudioMember(db, identity, news.parent_id ?? '');
    await db.deleteFrom('portal_content').where('id', '=', news.id).execute();
    return ok(c, { id: news.id });
  });
}
