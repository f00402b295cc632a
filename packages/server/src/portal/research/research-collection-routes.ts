import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema } from '../../http/portal-query';
import { on, readBody, readQuery } from '../../http/portal-router-kit';
import {
  RESEARCH_ADMIN_PREFIX as ADMIN,
  RESEARCH_CLIENT_PREFIX as CLIENT,
  type ResearchRouteKit,
} from './create-research-route-kit';

const collectBody = z.strictObject({
  targetId: z.string().trim().min(1).max(64),
  targetType: z.enum(['news', 'activity', 'file']).default('news'),
});

/**
 * Collecting research news, activities and files: any logged-in user collects (once per target),
 * removes a collection and asks whether they hold one. The lists are in research-collection-list-routes.
 */
export function registerResearchCollectionRoutes(research: ResearchRouteKit): void {
  const { app, kit, db, idOf } = research;
  on(app, 'POST', [`${ADMIN}collectInteraction/create`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'researchInteraction');
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
    if (!target) throw new HttpError(404, '收藏对象不存在');
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
    await kit.limitWrite(c, 'researchInteraction');
    const id = idOf(c);
    const row = await db
      .selectFrom('portal_collections')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', id), eb('target_id', '=', id)]))
      .where('uid', '=', identity.uid)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, '收藏不存在');
    await db.deleteFrom('portal_collections').where('id', '=', row.id).execute();
    return ok(c, { id: row.id });
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
}
