import { randomUUID } from 'node:crypto';
import { RESEARCH_ITEM_MAX_CHARS } from '@edu/api-client';
import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import { on, readBody } from '../../http/portal-router-kit';
import { extraOf, toContentItem } from '../content-mapper';
import { contentPatch } from '../content-patch';
import { getContent } from '../content-queries';
import { newContentRow } from '../new-portal-rows';
import { guideChangeOf, guideDocumentId } from '../portal-guide-documents';
import { storedContentEdit } from '../stored-address';
import { RESEARCH_ADMIN_PREFIX, type ResearchRouteKit } from './create-research-route-kit';

const max = RESEARCH_ITEM_MAX_CHARS;
const itemBody = z.strictObject({
  title: z.string().trim().min(1).max(max.title),
  summary: z.string().trim().max(max.summary).default(''),
  // The administrator's HTML, kept only as the one rich-text policy allows (CONTRACTS §7), sanitised with
  // the request's origin by the handlers.
  content: z.string().max(max.content).default(''),
  // Shown as a picture: a file of ours or a picture on another site (storedCoverOf).
  cover: z.string().trim().max(500).default(''),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  location: z.string().trim().max(max.location).optional(),
});
const itemUpdate = itemBody.partial();

type PlaceEdit = { startDate?: string | undefined; location?: string | undefined };

/** An activity's day and place, kept in the row's `extra` beside what else it holds (its video). */
function withPlace(extra: string, edit: PlaceEdit): string {
  return JSON.stringify({
    ...extraOf({ extra }),
    ...(edit.startDate !== undefined ? { startDate: edit.startDate } : {}),
    ...(edit.location !== undefined ? { location: edit.location } : {}),
  });
}

/**
 * Registers the administrator's create, update and delete of news items or activities under
 * `portal/research/v1/<segment>/`; every write keeps the offline guide's index in step.
 */
export function registerResearchItemWrites(
  research: ResearchRouteKit,
  segment: 'news' | 'activities',
  kind: string,
  what: string,
): void {
  const { app, kit, db, requireAdmin, idOf, writeGuided } = research;
  on(app, 'POST', [`${RESEARCH_ADMIN_PREFIX}${segment}/create`], async (c) => {
    const identity = requireAdmin(c);
    await kit.limitWrite(c, 'edit');
    const body = storedContentEdit(await readBody(c, itemBody), kit.ourOrigin(c), 'own-files-or-other-sites');
    const row = newContentRow({
      id: randomUUID(),
      kind,
      title: body.title,
      summary: body.summary,
      body: body.content,
      cover: body.cover,
      author_id: identity.uid,
      author_name: identity.userName,
      published_at: kit.now().toISOString(),
      extra: withPlace('{}', body),
    });
    await writeGuided(async (trx) => {
      await trx.insertInto('portal_content').values(row).execute();
      return { value: undefined, changes: guideChangeOf(row) };
    });
    return ok(c, toContentItem(row, await kit.names(), true));
  });
  on(app, 'POST', [`${RESEARCH_ADMIN_PREFIX}${segment}/:id/update`], async (c) => {
    requireAdmin(c);
    await kit.limitWrite(c, 'edit');
    const id = idOf(c);
    const body = storedContentEdit(await readBody(c, itemUpdate), kit.ourOrigin(c), 'own-files-or-other-sites');
    const existing = await getContent(db, [kind], id, what);
    const place = body.startDate !== undefined || body.location !== undefined;
    const updated = await writeGuided(async (trx) => {
      await trx
        .updateTable('portal_content')
        .set({ ...contentPatch(body), ...(place ? { extra: withPlace(existing.extra, body) } : {}) })
        .where('id', '=', existing.id)
        .execute();
      const row = await getContent(trx, [kind], id, what);
      return { value: row, changes: guideChangeOf(row) };
    });
    return ok(c, toContentItem(updated, await kit.names(), true));
  });
  on(app, 'POST', [`${RESEARCH_ADMIN_PREFIX}${segment}/:id/del`], async (c) => {
    requireAdmin(c);
    await kit.limitWrite(c, 'edit');
    const id = idOf(c);
    await getContent(db, [kind], id, what);
    await writeGuided(async (trx) => {
      await trx.deleteFrom('portal_collections').where('target_id', '=', id).execute();
      await trx.deleteFrom('portal_content').where('id', '=', id).execute();
      return { value: undefined, changes: [{ documentId: guideDocumentId(kind, id), document: null }] };
    });
    return ok(c, { id });
  });
}
