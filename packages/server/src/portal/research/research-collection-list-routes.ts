import { requireIdentity } from '../../auth/resolve-identity';
import { ok } from '../../http/portal-envelope';
import { listQuerySchema } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import { toContentItem } from '../content-mapper';
import { mapPage } from '../content-queries';
import { pageRows } from '../page-rows';
import { RESEARCH_CLIENT_PREFIX as CLIENT, type ResearchRouteKit } from './create-research-route-kit';

/**
 * The public pages of research collections: the caller's own collections with their targets, and who
 * collected one target (open to guests; `collected` says whether the caller did).
 */
export function registerResearchCollectionListRoutes(research: ResearchRouteKit): void {
  const { app, kit, db, idOf } = research;
  on(app, 'GET', [`${CLIENT}collectInteraction/list/page`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const identity = requireIdentity(c.get('identity'));
    const base = db.selectFrom('portal_collections').where('uid', '=', identity.uid);
    const page = await pageRows(base, query, (qb) => qb.orderBy('created_at', 'desc'));
    const contents = page.list.length
      ? await db
          .selectFrom('portal_content')
          .selectAll()
          .where(
            'id',
            'in',
            page.list.map((r) => r.target_id),
          )
          .execute()
      : [];
    const names = await kit.names();
    return ok(
      c,
      mapPage(page, (row) => {
        const target = contents.find((item) => item.id === row.target_id);
        return {
          id: row.id,
          targetId: row.target_id,
          targetType: row.target_type,
          createDate: row.created_at,
          target: target ? toContentItem(target, names) : null,
        };
      }),
    );
  });
  on(app, 'GET', [`${CLIENT}collectInteraction/list/page/:id`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const targetId = idOf(c);
    const uid = c.get('identity')?.uid;
    const base = db.selectFrom('portal_collections').where('target_id', '=', targetId);
    const { list, ...paging } = await pageRows(base, query, (qb) => qb.orderBy('created_at', 'desc'));
    const mine = uid ? await base.select('id').where('uid', '=', uid).executeTakeFirst() : undefined;
    return ok(c, {
      ...paging,
      collected: !!mine,
      list: list.map((row) => ({
        id: row.id,
        targetId: row.target_id,
        targetType: row.target_type,
        createDate: row.created_at,
        mine: row.uid === uid,
      })),
    });
  });
}
