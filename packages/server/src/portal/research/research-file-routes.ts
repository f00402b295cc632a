import { randomUUID } from 'node:crypto';
import { RESEARCH_ITEM_MAX_CHARS } from '@edu/api-client';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { listQuerySchema } from '../../http/portal-query';
import { on, readBody, readQuery } from '../../http/portal-router-kit';
import { toFileItem } from '../content-mapper';
import { mapPage, pageFiles } from '../content-queries';
import {
  RESEARCH_ADMIN_PREFIX as ADMIN,
  RESEARCH_CLIENT_PREFIX as CLIENT,
  type ResearchRouteKit,
} from './create-research-route-kit';

/**
 * Research files (研究成果): the list (public, and the administrator's), and the administrator's
 * evaluation, rename and batch delete.
 */
export function registerResearchFileRoutes(research: ResearchRouteKit): void {
  const { app, kit, db, requireAdmin, idOf } = research;
  /** 404 unless `id` is a research file. */
  const assertResearchFile = async (id: string) => {
    const file = await db
      .selectFrom('portal_files')
      .select('id')
      .where('id', '=', id)
      .where('category', '=', 'research')
      .executeTakeFirst();
    if (!file) throw new HttpError(404, '文件不存在');
  };
  on(app, 'GET', [`${ADMIN}file/list/page`, `${CLIENT}file/list/page`, `${CLIENT}file/list`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    if (c.req.path.includes(`/${ADMIN}`)) requireAdmin(c);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageFiles(db, ['research'], query), (row) => toFileItem(row, names)),
    );
  });
  on(app, 'POST', [`${ADMIN}file/:id/evaluate`], async (c) => {
    const identity = requireAdmin(c);
    await kit.limitWrite(c, 'researchInteraction');
    const id = idOf(c);
    const body = await readBody(
      c,
      z.strictObject({
        score: z.number().int().min(1).max(5),
        comment: z.string().trim().max(RESEARCH_ITEM_MAX_CHARS.comment).default(''),
      }),
    );
    await assertResearchFile(id);
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
  on(app, 'POST', [`${ADMIN}file/:id/update`], async (c) => {
    requireAdmin(c);
    await kit.limitWrite(c, 'edit');
    const id = idOf(c);
    const body = await readBody(
      c,
      z.strictObject({
        fileName: z.string().trim().min(1).max(200).optional(),
        subjectId: z.string().max(8).optional(),
      }),
    );
    await assertResearchFile(id);
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
    requireAdmin(c);
    await kit.limitWrite(c, 'edit');
    const body = await readBody(c, z.strictObject({ ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100) }));
    const found = await db
      .selectFrom('portal_files')
      .select('id')
      .where('id', 'in', body.ids)
      .where('category', '=', 'research')
      .execute();
    if (found.length !== new Set(body.ids).size) throw new HttpError(404, '部分文件不存在，未删除任何文件');
    await db.deleteFrom('portal_files').where('id', 'in', body.ids).execute();
    return ok(c, { ids: body.ids });
  });
}
